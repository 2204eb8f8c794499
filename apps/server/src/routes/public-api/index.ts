import type { RouteModule } from "../../context.js";
import { publicDownloadRoute } from "./download.js";
import { publicExtractRoute } from "./extract.js";

/** The documented public API beyond /auth: POST /extract and GET /download/{temp_id}. */
export const publicApiRoutes: RouteModule = (app, ctx) => {
  for (const module of [publicExtractRoute, publicDownloadRoute]) module(app, ctx);
};
