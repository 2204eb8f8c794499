import type { RouteModule } from "../../context.js";
import { extractRoute } from "./extract.js";
import { extractInfoRoute } from "./extract-info.js";
import { batchExtractRoute } from "./batch-extract.js";

/** Every /pdf route (single-file extraction). */
export const pdfRoutes: RouteModule = (app, ctx) => {
  for (const module of [extractInfoRoute, extractRoute, batchExtractRoute]) module(app, ctx);
};
