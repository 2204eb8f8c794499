import path from "node:path";
import type { Config } from "../config/index.js";
import type { FileStore } from "./file-store.js";
import { LocalFileStore } from "./local-file-store.js";
import { S3FileStore } from "./s3-file-store.js";

/** The file store the configuration asks for: the S3 bucket when S3_BUCKET is set, else the local directory `dataDir/files`. */
export function createFileStore(config: Config): FileStore {
  if (config.s3) return new S3FileStore(config.s3);
  return new LocalFileStore(path.join(config.dataDir, "files"));
}
