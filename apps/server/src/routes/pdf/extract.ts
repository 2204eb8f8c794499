import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { flag } from "../../extraction/upload/extraction-fields.js";
import { finishedTables } from "../../extraction/output/finished-tables.js";
import { csvLayoutOf, exportFormatOf, formatField, sendExport } from "../../extraction/output/send-export.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { UPLOAD_FIELDS_DOC, UploadMultipartBody } from "../extractions/extraction-schemas.js";

const ExtractFileBody = Type.Object({
  ...UploadMultipartBody.properties,
  export_format: Type.Optional(
    Type.String({ description: "xlsx (default), excel, csv or json; `format` is accepted too" }),
  ),
  include_stats: Type.Optional(Type.String({ description: "'true' adds statistics to the file" })),
});

/** POST /pdf/extract (docs/api.md, Extraction): the tables of one PDF as a file, recorded in the history. */
export const extractRoute: RouteModule = (app, ctx) => {
  app.post(
    "/pdf/extract",
    {
      preHandler: requireUser(ctx.database.db, { upload: true }),
      schema: {
        tags: ["extraction"],
        summary: "Extract the tables of one PDF and download them as xlsx, CSV or JSON",
        description: `${UPLOAD_FIELDS_DOC} Also \`export_format\` (xlsx | excel | csv | json, default xlsx; \`format\` is accepted too) and \`include_stats\` ('true'). The answer is the file, saved as extracted_tables.{ext}; the X-Extraction-Id header names the history row.`,
        consumes: ["multipart/form-data"],
        "x-multipart-body": ExtractFileBody,
        security: bearerSecurity,
        "x-file-response": "The tables as a file: extracted_tables.xlsx, .csv, .zip (CSV of several tables) or .json",
        response: errorResponses(401, 413, 415, 422, 429, 500, 503),
      },
    },
    async (request, reply) => {
      const download = (fields: Record<string, string>) => {
        const format = formatField(fields, "export_format");
        return {
          format: exportFormatOf(format.value, format.name),
          csvLayout: csvLayoutOf(fields.csv_layout),
          includeStats: flag(fields.include_stats ?? fields.include_statistics, "include_stats"),
        };
      };
      // checked before the extraction starts, so a bad format costs no work
      const running = await ctx.extractions.startFromRequest(
        request,
        signedInUser(request),
        (fields) => void download(fields),
      );
      const { format, includeStats, csvLayout } = download(running.fields);
      const { tables } = await finishedTables(running);
      reply.header("x-extraction-id", running.id);
      return sendExport(reply, ctx.extractions.pool, { fileName: running.filename, tables }, format, {
        includeStats,
        csvLayout,
        downloadName: "extracted_tables",
        db: ctx.database.db,
      });
    },
  );
};
