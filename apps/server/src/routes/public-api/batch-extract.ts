import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { BatchCreated } from "../batch/batch-schemas.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { statusUrl } from "./batch-links.js";
import { PublicBatchExtractBody } from "./public-api-schemas.js";

/** POST /batch-extract (documented public API, paid plans): the batch engine behind /batch/create, counted as an API call. */
export const publicBatchExtractRoute: RouteModule = (app, ctx) => {
  app.post(
    "/batch-extract",
    {
      preHandler: requireUser(ctx.database.db, { publicApi: true }),
      schema: {
        tags: ["public api"],
        summary: "Start a batch: several PDFs extracted in the background (Pro and Business)",
        description:
          "Answers at once with the batch id; poll GET /status/{batch_id} until `status` is completed, failed or cancelled, then fetch `download_url`. " +
          "403 plan_required on the Free plan; 413 too_many_files past your plan's files per batch; 429 daily_limit_reached when the files would pass your daily extractions.",
        consumes: ["multipart/form-data"],
        security: bearerSecurity,
        "x-multipart-body": PublicBatchExtractBody,
        response: {
          200: Type.Intersect([
            BatchCreated,
            Type.Object({
              status_url: Type.String({ description: "GET this URL (same Authorization header) for progress" }),
            }),
          ]),
          ...errorResponses(401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const created = await ctx.batches.createFromRequest(request, signedInUser(request), "public");
      return { ...created, status_url: statusUrl(ctx.config, created.batch_id) };
    },
  );
};
