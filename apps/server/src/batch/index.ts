export { BatchService, type BatchForm } from "./batch-service.js";
export { findBatch, cancelBatch } from "./batch-repository.js";
export { batchView, batchViews, isBatchExpired, type BatchView } from "./batch-views.js";
export { batchZip } from "./batch-download.js";
export { removeBatch } from "./delete-batch.js";
export { batchQueueDepth, type BatchQueueDepth } from "./queue-depth.js";
