import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { FILE_KEY_PATTERN } from "./file-key.js";

/** Suffix of a file still being written; it gets its final name only once complete. */
export const PARTIAL_SUFFIX = ".partial";

/** What a sweep of temporaries removed. */
export interface PartialSweep {
  /** `*.partial` files left by uploads that never finished (a process killed mid-upload). */
  partials: number;
  /** Metadata files without their data file (a process killed between the two renames of a put, or of a delete). */
  orphanMetadata: number;
}

/**
 * Removes what interrupted writes left in a local store's `<aa>/` folders: temporaries last
 * modified before `modifiedBefore` (an upload still arriving rewrites its temporary at least
 * every UPLOAD_IDLE_TIMEOUT_SECONDS, or is dropped and its temporary removed) and metadata
 * files whose data file is missing, just as old. Complete files are never touched.
 */
export async function sweepPartialFiles(root: string, modifiedBefore: Date): Promise<PartialSweep> {
  const result: PartialSweep = { partials: 0, orphanMetadata: 0 };
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
    const dir = path.join(root, folder.name);
    const names = new Set(await readdir(dir).catch(() => [] as string[]));
    for (const name of names) {
      const partial = name.endsWith(PARTIAL_SUFFIX);
      const orphanJson =
        name.endsWith(".json") && FILE_KEY_PATTERN.test(name.slice(0, -5)) && !names.has(name.slice(0, -5));
      if (!partial && !orphanJson) continue;
      const file = path.join(dir, name);
      const modified = await stat(file).then(
        (s) => s.mtimeMs,
        () => undefined,
      );
      if (modified === undefined || modified >= modifiedBefore.getTime()) continue;
      await rm(file, { force: true });
      if (partial) result.partials++;
      else result.orphanMetadata++;
    }
  }
  return result;
}
