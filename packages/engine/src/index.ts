export type * from "./types.js";
export type * from "./detect/contract.js";
export { EngineError, isEngineError, type EngineErrorCode } from "./errors.js";
export { extractTables } from "./pipeline/extract-tables.js";
export { resolveOptions, parsePageRanges, selectPages, type EngineOptions, type ResolvedOptions, type Tolerances } from "./options.js";
export { confidenceFrom } from "./confidence.js";
export { renderPage, renderDebugImage, type RenderOptions, type DebugImage } from "./render/index.js";
export { inspectDocument, type DocumentInfo, type PageInfo } from "./inspect/inspect-document.js";
export { setLibraryLog } from "./reader/library-log.js";
