export type { FileStore, PutOptions, StoredFile } from "./file-store.js";
export { LocalFileStore } from "./local-file-store.js";
export { sanitizeDisplayName } from "./display-name.js";
export { createFileStore } from "./create-file-store.js";
