import path from "node:path";
import type { Config } from "../config/index.js";
import type { FileStore } from "./file-store.js";
import { LocalFileStore } from "./local-file-store.js";

/** The file store the configuration asks for: the local directory `dataDir/files` by default. */
export function createFileStore(config: Config): FileStore {
  return new LocalFileStore(path.join(config.dataDir, "files"));
}
