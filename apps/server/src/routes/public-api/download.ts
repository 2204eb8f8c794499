import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { csvDownloadOptions } from "../../extraction/output/csv-download-options.js";
import { exportFormatOf, sendExport } from "../../extraction/output/send-export.js";
import { flag } from "../../extraction/upload/extraction-fields.js";
import { completedTables, ownExtraction } from "../extractions/own-extraction.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { DownloadQuery, TempIdParams } from "./public-api-schemas.js";

/**
 * GET /download/{temp_id} (documented public API): the tables of an earlier
 * POST /extract again, in any format, until the retention period ends (410).
 * Another user's temp id is 404, like an unknown one.
 */
export const publicDownloadRoute: RouteModule = (app, ctx) => {
  app.get(
    "/download/:temp_id",
    {
      preHandler: requireUser(ctx.database.db, { publicApi: true }),
      schema: {
        tags: ["public api"],
        summary: "Download the result of an earlier extraction by its temp_id",
        description:
          "Answers the file (Content-Disposition extracted_tables.<ext>). temp_id expires with the extraction's retention period: 410 extraction_expired.",
        security: bearerSecurity,
        params: TempIdParams,
        querystring: DownloadQuery,
        "x-file-response": "The tables as a file: extracted_tables.xlsx, .csv, .zip (CSV of several tables) or .json",
        response: errorResponses(401, 404, 409, 410, 422, 429),
      },
    },
    async (request, reply) => {
      const format = exportFormatOf(request.query.format, "format");
      const includeStats = flag(request.query.include_stats, "include_stats");
      const csv = csvDownloadOptions(request.query);
      const record = await ownExtraction(ctx, request, request.params.temp_id);
      const tables = completedTables(record);
      return sendExport(reply, ctx.extractions.pool, { fileName: record.filename, tables }, format, {
        includeStats,
        csvLayout: request.query.csv_layout,
        csv,
        downloadName: "extracted_tables",
        db: ctx.database.db,
      });
    },
  );
};
