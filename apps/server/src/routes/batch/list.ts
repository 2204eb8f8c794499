import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { batchViews } from "../../batch/index.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchSchema } from "./batch-schemas.js";

/**
 * GET /batch/: the user's batches with progress and per-file results (poll it for live progress).
 * `/batch` answers the same: it is what an integrator types first, and a 404 there reads as "no such
 * route" (kept out of the OpenAPI document, which names the documented path once).
 */
export const listBatchesRoute: RouteModule = (app, ctx) => {
  for (const path of ["/batch/", "/batch"])
    app.get(
      path,
      {
        preHandler: requireUser(ctx.database.db),
        schema: {
          hide: path !== "/batch/",
          tags: ["batch"],
          summary: "List your batches with their progress and per-file results",
          security: bearerSecurity,
          response: { 200: Type.Array(BatchSchema), ...errorResponses(401) },
        },
      },
      async (request) => batchViews(ctx.database.db, requestWorkspace(request).id),
    );
};
