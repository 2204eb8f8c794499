import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findExtraction } from "../../extraction/history/index.js";
import { extractionResponse } from "../../extraction/output/extract-info-response.js";
import { finishedTables } from "../../extraction/output/finished-tables.js";
import { csvLayoutOf, exportFormatOf, formatField, sendExport } from "../../extraction/output/send-export.js";
import { flag } from "../../extraction/upload/extraction-fields.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import {
  EXTRACT_FIELDS_DOC,
  ExtractMultipartBody,
  ExtractQuery,
  PublicExtractResponseSchema,
} from "./public-api-schemas.js";

/** The export format, with the field name this endpoint documents in the message. */
function formatOf(value: string | undefined): "xlsx" | "csv" | "json" {
  try {
    return exportFormatOf(value);
  } catch {
    throw errors.validation(`format must be excel, xlsx, csv or json, not "${value}"`);
  }
}

/**
 * POST /extract (documented public API): one PDF in, its tables out as a file
 * or as JSON. The same extraction service as /pdf/extract; the history row's
 * id doubles as the temp id for GET /download/{temp_id}.
 */
export const publicExtractRoute: RouteModule = (app, ctx) => {
  app.post(
    "/extract",
    {
      preHandler: requireUser(ctx.database.db, { publicApi: true }),
      schema: {
        tags: ["public api"],
        summary: "Extract the tables of one PDF (file or JSON)",
        description: EXTRACT_FIELDS_DOC,
        consumes: ["multipart/form-data"],
        security: bearerSecurity,
        querystring: ExtractQuery,
        "x-multipart-body": ExtractMultipartBody,
        "x-file-response":
          "The tables as a file (extracted_tables.xlsx/.csv/.json), or with ?response=json the JSON below",
        response: { 200: PublicExtractResponseSchema, ...errorResponses(401, 413, 415, 422, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const download = (fields: Record<string, string>) => ({
        format: formatOf(formatField(fields, "format").value),
        csvLayout: csvLayoutOf(fields.csv_layout),
        includeStats: flag(fields.include_stats, "include_stats"),
      });
      const user = signedInUser(request);
      const running = await ctx.extractions.startFromRequest(request, user, (fields) => void download(fields));
      const { format, includeStats, csvLayout } = download(running.fields);
      const { tables, info, pageErrors } = await finishedTables(running);
      const record = await findExtraction(ctx.database.db, requestWorkspace(request).id, running.id);
      if (!record) throw errors.notFound("Extraction");
      const expiresAt = record.expiresAt.toISOString();
      reply.header("x-temp-id", running.id).header("x-extraction-id", running.id).header("x-expires-at", expiresAt);
      if (request.query.response === "json") {
        const downloadUrl = `${ctx.config.publicUrl.replace(/\/$/, "")}/api/v1/download/${running.id}`;
        return {
          ...extractionResponse(running.id, running.filename, info, pageErrors, false),
          temp_id: running.id,
          expires_at: expiresAt,
          download_url: downloadUrl,
        };
      }
      return sendExport(reply, ctx.extractions.pool, { fileName: running.filename, tables }, format, {
        includeStats,
        csvLayout,
        downloadName: "extracted_tables",
        db: ctx.database.db,
      });
    },
  );
};
