import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchIdParams } from "./batch-schemas.js";
import { ownBatch } from "./own-batch.js";

/** POST /batch/:id/cancel: files not yet started will not start; files under way stop at their next page. */
export const cancelBatchRoute: RouteModule = (app, ctx) => {
  app.post(
    "/batch/:id/cancel",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["batch"],
        summary: "Cancel a batch",
        security: bearerSecurity,
        params: BatchIdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), status: Type.String() }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const batch = await ownBatch(ctx, request, request.params.id);
      const cancelled = await ctx.batches.cancel(batch.id);
      return { success: cancelled, status: cancelled ? "cancelled" : batch.status };
    },
  );
};
