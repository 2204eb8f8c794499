export { BatchService, type BatchForm } from "./batch-service.js";
export { BATCH_PAGE_DEFAULT, findBatch, cancelBatch } from "./batch-repository.js";
export { batchView, batchViewPage, batchViews, isBatchExpired, type BatchView } from "./batch-views.js";
export { batchZip } from "./batch-download.js";
export { removeBatch } from "./delete-batch.js";
export { batchQueueDepth, type BatchQueueDepth } from "./queue-depth.js";
