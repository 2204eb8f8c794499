import type { Readable } from "node:stream";
import type { FileStore, PutOptions } from "./file-store.js";

/**
 * A file store whose implementation is loaded by its first call. The S3
 * store brings the AWS SDK, tens of MB of an idle server's memory
 * (docs/operations.md, "Memory"), which a server that has not stored or read
 * a file yet does not need. A failed load is tried again at the next call.
 */
export function lazyFileStore(load: () => Promise<FileStore>): FileStore {
  let loading: Promise<FileStore> | undefined;
  const store = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    put: async (data: Buffer | Readable, options: PutOptions) => (await store()).put(data, options),
    info: async (key) => (await store()).info(key),
    get: async (key) => (await store()).get(key),
    stream: async (key) => (await store()).stream(key),
    delete: async (key) => (await store()).delete(key),
    sweepPartials: async (modifiedBefore) => (await store()).sweepPartials(modifiedBefore),
    check: async () => (await store()).check(),
  };
}
