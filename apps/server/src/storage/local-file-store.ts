import { createReadStream, createWriteStream } from "node:fs";
import { constants as fsConstants } from "node:fs";
import { access, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { normalizeContentType } from "./content-type.js";
import { sanitizeDisplayName } from "./display-name.js";
import type { FileStore, PutOptions, StoredFile } from "./file-store.js";
import { FILE_KEY_PATTERN as KEY_PATTERN, invalidKeyError, newFileKey } from "./file-key.js";
import { PARTIAL_SUFFIX, sweepPartialFiles, type PartialSweep } from "./partial-files.js";

/**
 * Files in a local directory (DATA_DIR/files). Each file is `<aa>/<key>`
 * beside `<aa>/<key>.json` holding its metadata; keys are random, so a
 * client name can never reach the file system. Both are written under a
 * temporary name (`.partial`) and renamed when complete, the data file
 * last: a file under its final name is whole and has its metadata, and a
 * process killed mid-upload leaves only temporaries, which
 * {@link LocalFileStore.sweepPartials} removes.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(data: Buffer | Readable, options: PutOptions): Promise<StoredFile> {
    const key = newFileKey();
    const file = this.pathOf(key);
    const partial = `${file}${PARTIAL_SUFFIX}`;
    const metadataPartial = `${file}.json${PARTIAL_SUFFIX}`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(partial, { flags: "wx" }));
      const stored: StoredFile = {
        key,
        displayName: sanitizeDisplayName(options.clientName),
        contentType: normalizeContentType(options.contentType),
        size: (await stat(partial)).size,
        createdAt: new Date().toISOString(),
      };
      await writeFile(metadataPartial, JSON.stringify(stored), { flag: "wx" });
      await rename(metadataPartial, `${file}.json`);
      await rename(partial, file);
      return stored;
    } catch (error) {
      await Promise.all([partial, metadataPartial, `${file}.json`].map((f) => rm(f, { force: true })));
      throw error;
    }
  }

  /** Removes temporaries of uploads that never finished, and metadata left without its file, last modified before `modifiedBefore`. */
  sweepPartials(modifiedBefore: Date): Promise<PartialSweep> {
    return sweepPartialFiles(this.root, modifiedBefore);
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
    const existed = await stat(file).then(
      () => true,
      () => false,
    );
    await rm(file, { force: true });
    await rm(`${file}.json`, { force: true });
    return existed;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, fsConstants.W_OK);
  }

  private checkedPath(key: string): string {
    if (!KEY_PATTERN.test(key)) throw invalidKeyError(key);
    return this.pathOf(key);
  }

  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), key);
  }
}
