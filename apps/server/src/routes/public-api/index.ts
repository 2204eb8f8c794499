import type { RouteModule } from "../../context.js";
import { publicBatchExtractRoute } from "./batch-extract.js";
import { publicDownloadRoute } from "./download.js";
import { publicExtractRoute } from "./extract.js";
import { publicStatusRoute } from "./status.js";

/** The documented public API beyond /auth: POST /extract, GET /download/{temp_id}, POST /batch-extract, GET /status/{batch_id}. */
export const publicApiRoutes: RouteModule = (app, ctx) => {
  for (const module of [publicExtractRoute, publicDownloadRoute, publicBatchExtractRoute, publicStatusRoute])
    module(app, ctx);
};
