import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { flag } from "../../extraction/upload/extraction-fields.js";
import { CsvDownloadQueryFields, csvDownloadOptions } from "../../extraction/output/csv-download-options.js";
import { exportFormatOf, sendExport } from "../../extraction/output/send-export.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { IdParams } from "./extraction-schemas.js";
import { completedTables, ownExtraction } from "./own-extraction.js";

const DownloadQuery = Type.Object({
  format: Type.Optional(Type.String({ description: "xlsx (default), excel, csv or json" })),
  include_stats: Type.Optional(
    Type.String({ description: "'true' adds statistics (their own sheet, or statistics.csv)" }),
  ),
  csv_layout: Type.Optional(
    Type.Union([Type.Literal("single"), Type.Literal("zip")], {
      description:
        "CSV only: single (every table in one file) or zip (one CSV per table); default: one table is one CSV, several tables or statistics make a zip",
    }),
  ),
  ...CsvDownloadQueryFields,
});

/** GET /extractions/:id/download: the (edited) tables as a file built by packages/export. */
export const downloadRoute: RouteModule = (app, ctx) => {
  app.get(
    "/extractions/:id/download",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "Download the tables of a completed extraction as xlsx, CSV or JSON",
        security: bearerSecurity,
        params: IdParams,
        querystring: DownloadQuery,
        "x-file-response": "The tables as a file: <pdf name>_tables.xlsx, .csv, .zip (CSV of several tables) or .json",
        response: errorResponses(401, 404, 409, 410, 422),
      },
    },
    async (request, reply) => {
      const format = exportFormatOf(request.query.format, "format");
      const includeStats = flag(request.query.include_stats, "include_stats");
      const csv = csvDownloadOptions(request.query);
      const record = await ownExtraction(ctx, request, request.params.id);
      const tables = completedTables(record);
      const base = record.filename.replace(/\.pdf$/i, "") || "extracted_tables";
      return sendExport(reply, ctx.extractions.pool, { fileName: record.filename, tables }, format, {
        includeStats,
        csvLayout: request.query.csv_layout,
        csv,
        downloadName: `${base}_tables`,
        db: ctx.database.db,
      });
    },
  );
};
