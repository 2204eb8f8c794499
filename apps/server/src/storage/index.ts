// The S3 store is not exported here: importing this index must not load the AWS SDK (create-file-store.ts loads it with the first use).
export type { FileStore, PutOptions, StoredFile } from "./file-store.js";
export { LocalFileStore } from "./local-file-store.js";
export type { S3Settings } from "./s3-settings.js";
export { sanitizeDisplayName } from "./display-name.js";
export { createFileStore } from "./create-file-store.js";
export { PARTIAL_SUFFIX, type PartialSweep } from "./partial-files.js";
