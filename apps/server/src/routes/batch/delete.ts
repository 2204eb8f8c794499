import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { removeBatch } from "../../batch/index.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchIdParams } from "./batch-schemas.js";
import { ownBatch } from "./own-batch.js";

/** DELETE /batch/:id: the batch, its stored PDFs and its files' extraction rows. */
export const deleteBatchRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/batch/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["batch"],
        summary: "Delete a batch with its files and results",
        security: bearerSecurity,
        params: BatchIdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String() }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const batch = await ownBatch(ctx, request, request.params.id);
      await removeBatch(ctx.database.db, ctx.storage, batch);
      return { success: true, id: batch.id };
    },
  );
};
