import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchCreateBody, BatchCreated } from "./batch-schemas.js";

/** POST /batch/create: queues a batch of PDFs (paid plans). */
export const createBatchRoute: RouteModule = (app, ctx) => {
  app.post(
    "/batch/create",
    {
      preHandler: requireUser(ctx.database.db, { upload: true }),
      schema: {
        tags: ["batch"],
        summary: "Start a batch: several PDFs extracted in the background",
        consumes: ["multipart/form-data"],
        security: bearerSecurity,
        "x-multipart-body": BatchCreateBody,
        response: { 200: BatchCreated, ...errorResponses(401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) => ctx.batches.createFromRequest(request, signedInUser(request), "create"),
  );
};
