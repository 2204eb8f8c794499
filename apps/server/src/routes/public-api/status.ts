import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { batchView } from "../../batch/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { BatchSchema } from "../batch/batch-schemas.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { batchDownloadUrl, hasBatchResults } from "./batch-links.js";
import { BatchIdPathParams } from "./public-api-schemas.js";

/** GET /status/{batch_id} (documented public API): one batch's progress and per-file results. */
export const publicStatusRoute: RouteModule = (app, ctx) => {
  app.get(
    "/status/:batch_id",
    {
      preHandler: requireUser(ctx.database.db, { publicApi: true }),
      schema: {
        tags: ["public api"],
        summary: "Progress and results of a batch",
        description:
          "`download_url` is set once the batch is completed, or cancelled after some of its files finished (the zip holds those), until its retention period ends (`expired`). Another user's batch id is 404, like an unknown one.",
        security: bearerSecurity,
        params: BatchIdPathParams,
        response: {
          200: Type.Intersect([
            BatchSchema,
            Type.Object({
              download_url: Type.Union([Type.String(), Type.Null()], {
                description: "The results zip, once completed (or cancelled with some files finished); null before",
              }),
            }),
          ]),
          ...errorResponses(401, 404, 429),
        },
      },
    },
    async (request) => {
      const view = await batchView(ctx.database.db, requestWorkspace(request).id, request.params.batch_id);
      if (!view) throw errors.notFound("Batch");
      return {
        ...view,
        download_url: hasBatchResults(view) && !view.expired ? batchDownloadUrl(ctx.config, view.id) : null,
      };
    },
  );
};
