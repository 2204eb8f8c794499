import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { extractionResponse } from "../../extraction/output/extract-info-response.js";
import { finishedTables } from "../../extraction/output/finished-tables.js";
import { ExtractionResponseSchema, UPLOAD_FIELDS_DOC, UploadMultipartBody } from "../extractions/extraction-schemas.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";

/** POST /pdf/extract-info (docs/api.md, Extraction): the tables of one PDF as JSON, recorded in the history. */
export const extractInfoRoute: RouteModule = (app, ctx) => {
  app.post(
    "/pdf/extract-info",
    {
      preHandler: requireUser(ctx.database.db, { upload: true }),
      schema: {
        tags: ["extraction"],
        summary: "Extract the tables of one PDF and return them as JSON",
        description: UPLOAD_FIELDS_DOC,
        consumes: ["multipart/form-data"],
        "x-multipart-body": UploadMultipartBody,
        security: bearerSecurity,
        response: { 200: ExtractionResponseSchema, ...errorResponses(401, 413, 415, 422, 429, 500, 503) },
      },
    },
    async (request) => {
      const running = await ctx.extractions.startFromRequest(request, signedInUser(request));
      const { info, pageErrors } = await finishedTables(running);
      return extractionResponse(running.id, running.filename, info, pageErrors, false);
    },
  );
};
