export type * from "./types.js";
export type * from "./detect/contract.js";
export { EngineError, isEngineError, type EngineErrorCode } from "./errors.js";
export { extractTables } from "./pipeline/extract-tables.js";
export { stitchTables } from "./pipeline/stitch.js";
export { resultFromPages } from "./pipeline/result-from-pages.js";
export { formatPageRanges } from "./page-selection.js";
export { pagesToRead, TEMPLATE_PAGES_PAST_END, type PagesSource, type PagesToRead } from "./pages-to-read.js";
export { claimInPageOrder } from "./pipeline/page-claims.js";
export {
  resolveOptions,
  parsePageRanges,
  selectPages,
  MAX_OCR_CONCURRENCY,
  type EngineOptions,
  type ResolvedOptions,
  type Tolerances,
} from "./options.js";
export { confidenceFrom } from "./confidence.js";
export { secondsInWords, secondsText } from "./seconds-words.js";
export { renderPage, renderDebugImage, type RenderOptions, type DebugImage } from "./render/index.js";
export { inspectDocument, type DocumentInfo, type DocumentWarning, type PageInfo } from "./inspect/inspect-document.js";
export { readPageSizes } from "./inspect/page-sizes.js";
export { setLibraryLog } from "./reader/library-log.js";
export { shutdownOcr } from "./pipeline/ocr-on-demand.js";
export {
  parseTemplate,
  parseAreasJson,
  parseColumnsJson,
  checkAreas,
  locateAnchor,
  type AreaPageRule,
  type TemplateArea,
  type TableTemplate,
  type AreaProblem,
  type PageSize,
} from "./template/index.js";
