import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { BatchCreated, BatchExtractBody } from "../batch/batch-schemas.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";

/** POST /pdf/batch-extract: the same batch engine as /batch/create, with the export switches. */
export const batchExtractRoute: RouteModule = (app, ctx) => {
  app.post(
    "/pdf/batch-extract",
    {
      preHandler: requireUser(ctx.database.db, { upload: true }),
      schema: {
        tags: ["batch"],
        summary: "Extract several PDFs in the background (a batch)",
        consumes: ["multipart/form-data"],
        security: bearerSecurity,
        "x-multipart-body": BatchExtractBody,
        response: { 200: BatchCreated, ...errorResponses(401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) => ctx.batches.createFromRequest(request, signedInUser(request), "batch-extract"),
  );
};
