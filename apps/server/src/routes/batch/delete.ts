import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchIdParams } from "./batch-schemas.js";
import { ownBatch } from "./own-batch.js";

/**
 * DELETE /batch/:id: the batch, its zip and the PDFs no extraction uses. The extractions its
 * files made stay in the history unless `delete_extractions=true`.
 */
export const deleteBatchRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/batch/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["batch"],
        summary: "Delete a batch (its extractions stay in the history unless asked)",
        description:
          "Deletes the batch and its zip. Each file's extraction is a row of the history and stays there, with its PDF, unless `delete_extractions=true`.",
        security: bearerSecurity,
        params: BatchIdParams,
        querystring: Type.Object({
          delete_extractions: Type.Optional(
            Type.Boolean({
              default: false,
              description: "Also delete the extractions the batch's files made (history rows, their PDFs and results)",
            }),
          ),
        }),
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            id: Type.String(),
            deleted_extractions: Type.Integer({ description: "History rows deleted with the batch" }),
            kept_extractions: Type.Integer({ description: "History rows of the batch's files left in place" }),
          }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const batch = await ownBatch(ctx, request, request.params.id);
      const removed = await ctx.batches.remove(batch, { withExtractions: request.query.delete_extractions === true });
      return {
        success: true,
        id: batch.id,
        deleted_extractions: removed.deletedExtractions,
        kept_extractions: removed.keptExtractions,
      };
    },
  );
};
