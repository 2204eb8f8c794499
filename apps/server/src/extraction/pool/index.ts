export { ExtractionPool, type ExtractionHooks, type ExtractionPoolOptions } from "./extraction-pool.js";
export { ExtractionError, POOL_ERROR_CODES } from "./extraction-error.js";
export type { ExtractSettings } from "./worker-protocol.js";
