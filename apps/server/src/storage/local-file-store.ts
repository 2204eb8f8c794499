import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { normalizeContentType } from "./content-type.js";
import { sanitizeDisplayName } from "./display-name.js";
import type { FileStore, PutOptions, StoredFile } from "./file-store.js";
import { FILE_KEY_PATTERN as KEY_PATTERN, invalidKeyError, newFileKey } from "./file-key.js";

/**
 * Files in a local directory (DATA_DIR/files). Each file is `<aa>/<key>`
 * beside `<aa>/<key>.json` holding its metadata; keys are random, so a
 * client name can never reach the file system.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(data: Buffer | Readable, options: PutOptions): Promise<StoredFile> {
    const key = newFileKey();
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(file, { flags: "wx" }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    const stored: StoredFile = {
      key,
      displayName: sanitizeDisplayName(options.clientName),
      contentType: normalizeContentType(options.contentType),
      size: (await stat(file)).size,
      createdAt: new Date().toISOString(),
    };
    await writeFile(`${file}.json`, JSON.stringify(stored));
    return stored;
  }

  async info(key: string): Promise<StoredFile | undefined> {
    if (!KEY_PATTERN.test(key)) return undefined;
    try {
      return JSON.parse(await readFile(`${this.pathOf(key)}.json`, "utf8")) as StoredFile;
    } catch {
      return undefined;
    }
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.checkedPath(key));
  }

  async stream(key: string): Promise<Readable> {
    const file = this.checkedPath(key);
    await stat(file); // fail here, not later inside the stream, when the file is missing
    return createReadStream(file);
  }

  async delete(key: string): Promise<boolean> {
    if (!KEY_PATTERN.test(key)) return false;
    const file = this.pathOf(key);
    const existed = await stat(file).then(() => true, () => false);
    await rm(file, { force: true });
    await rm(`${file}.json`, { force: true });
    return existed;
  }

  private checkedPath(key: string): string {
    if (!KEY_PATTERN.test(key)) throw invalidKeyError(key);
    return this.pathOf(key);
  }

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), key);
  }
}
