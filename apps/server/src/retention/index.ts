export { RetentionSweeper } from "./retention-sweeper.js";
export { sweepExpired, type SweepDeps, type SweepResult } from "./sweep-expired.js";
export { expireBatch } from "./expire-batch.js";
export { expireExtraction } from "./expire-extraction.js";
