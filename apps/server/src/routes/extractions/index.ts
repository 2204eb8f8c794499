import type { RouteModule } from "../../context.js";
import { createExtractionRoute } from "./create.js";
import { deleteExtractionRoute } from "./delete.js";
import { downloadRoute } from "./download.js";
import { editTablesRoute } from "./edit-tables.js";
import { listExtractionsRoute } from "./list.js";
import { pageAnchorRoute } from "./page-anchor.js";
import { pageImageRoute } from "./page-image.js";
import { reextractRoute } from "./reextract.js";
import { extractionStatusRoutes } from "./status.js";

/** Every /extractions route: async extraction, history, edits, downloads, page images. */
export const extractionsRoutes: RouteModule = (app, ctx) => {
  for (const module of [
    createExtractionRoute,
    listExtractionsRoute,
    extractionStatusRoutes,
    deleteExtractionRoute,
    editTablesRoute,
    downloadRoute,
    pageImageRoute,
    pageAnchorRoute,
    reextractRoute,
  ]) {
    module(app, ctx);
  }
};
