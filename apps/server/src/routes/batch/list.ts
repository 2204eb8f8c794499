import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { BATCH_PAGE_DEFAULT, batchViewPage } from "../../batch/index.js";
import { pageOf, pageQueryFields } from "../../paging/index.js";
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
          description:
            "Paged as the history is (limit, offset, cursor; the newest 200 when no limit is given). The answer stays a list, so the paging fields are headers: X-Total-Count (every batch of the workspace) and X-Next-Cursor (pass it as cursor for the next page; absent on the last page).",
          security: bearerSecurity,
          querystring: Type.Object(pageQueryFields(BATCH_PAGE_DEFAULT)),
          response: { 200: Type.Array(BatchSchema), ...errorResponses(401, 422) },
        },
      },
      async (request, reply) => {
        const page = pageOf(request.query, BATCH_PAGE_DEFAULT);
        const { items, total, nextCursor } = await batchViewPage(ctx.database.db, requestWorkspace(request).id, page);
        // the body is the spec's list of batches (product spec, call 8), so total and next_cursor
        // travel as headers rather than as fields of an object the list would have to become
        reply.header("x-total-count", String(total));
        if (nextCursor) reply.header("x-next-cursor", nextCursor);
        return items;
      },
    );
};
