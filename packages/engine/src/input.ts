/**
 * `@pdftab/engine/input`: checks of what users send (page ranges, areas,
 * column guides, templates, a page image's scale, the `%PDF-` header of a
 * stream's first bytes) and
 * the engine's error type, without loading
 * MuPDF. A thread that only validates requests (the server's HTTP thread)
 * imports this instead of the whole engine, so MuPDF's WebAssembly is
 * instantiated only in the threads that read PDFs (docs/architecture.md).
 */
export { EngineError, isEngineError, type EngineErrorCode } from "./errors.js";
export { formatPageRanges, parsePageRanges, selectPages, type PageRange } from "./page-selection.js";
export {
  pagesToRead,
  TEMPLATE_PAGES_PAST_END,
  TEMPLATE_PAGES_REMEDY,
  type PagesSource,
  type PagesToRead,
} from "./pages-to-read.js";
export { parseTemplate } from "./template/parse-template.js";
export { parseAreasJson, parseColumnsJson } from "./template/parse-areas.js";
export { checkAreas, type AreaProblem, type PageSize } from "./template/check-areas.js";
export { HEADER_SEARCH_BYTES, looksLikePdf, notAPdf } from "./reader/pdf-header.js";
export { checkRenderScale } from "./render/render-scale.js";
