export {
  DEFAULT_PAGE_TIMEOUT_MS,
  ExtractionPool,
  SYSTEM_OWNER,
  type ExtractionHooks,
  type ExtractionReport,
  type ExtractionPoolOptions,
  type TaskOwner,
} from "./extraction-pool.js";
export { ExtractionError, POOL_ERROR_CODES } from "./extraction-error.js";
export type { ExtractRecord, ExtractSettings } from "./worker-protocol.js";
