import path from "node:path";
import type { Config } from "../config/index.js";
import type { FileStore } from "./file-store.js";
import { LocalFileStore } from "./local-file-store.js";
import { lazyFileStore } from "./lazy-file-store.js";

/** The file store the configuration asks for: the S3 bucket when S3_BUCKET is set, else the local directory `dataDir/files`. */
export function createFileStore(config: Config): FileStore {
  const s3 = config.s3;
  // the AWS SDK loads with the first file stored or read (lazy-file-store.ts)
  if (s3) return lazyFileStore(async () => new (await import("./s3-file-store.js")).S3FileStore(s3));
  return new LocalFileStore(path.join(config.dataDir, "files"));
}
