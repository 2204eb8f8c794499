export type * from "./types.js";
export type * from "./detect/contract.js";
export { EngineError, isEngineError, type EngineErrorCode } from "./errors.js";
