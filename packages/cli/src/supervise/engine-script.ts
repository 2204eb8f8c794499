import { accessSync, constants, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
import { threadId } from "node:worker_threads";

/** What became of the code cache when the script was compiled. */
export type CodeCacheState = "used" | "missing" | "rejected";

/** The engine's one-script bundle, compiled (with V8's code cache when there is a good one) but not yet run. */
export interface CompiledEngineScript {
  cache: CodeCacheState;
  /** Runs the script with MuPDF.js's module (already imported) and returns the engine's exports. */
  run(mupdf: object): typeof import("@pdftab/engine");
  /** Writes a code cache of the script as it stands now (its functions compiled so far); best effort. */
  saveCache(): void;
}

/** Where the code cache of `scriptFile` is kept: beside it, so it is as trusted as the script itself. */
export function codeCacheFile(scriptFile: string): string {
  return `${scriptFile}.v8cache`;
}

/**
 * Compiles the engine as one classic script (`dist/bundle/engine-script.cjs`, written by the
 * engine's bundle step) through `vm.Script`, which, unlike an ES module, takes a V8 code cache: the
 * bytecode of every function a run of the engine compiled, so a thread that loads it skips
 * parsing and compiling the engine's code, at its load and again as each function first runs. A
 * one-page `pdftab extract` spent about 30 ms of CPU on that (packages/cli/README.md, "Start-up
 * cost"). V8 rejects a cache made by another V8 or under other V8 flags (it then compiles as
 * usual); the cache file also holds the exact script it was made from, so a rebuilt script never
 * runs with the cache of an older one (V8 itself compares the source's length only).
 *
 * Must be called once the process's V8 flags are what they will be while the engine runs: the
 * cache is made and checked under the flags set at the time.
 */
export function compileEngineScript(scriptFile: string, cacheFile = codeCacheFile(scriptFile)): CompiledEngineScript {
  const source = readFileSync(scriptFile);
  const cachedData = readCodeCache(cacheFile, source);
  const script = new vm.Script(
    `(function (require, module, exports, __pdftab_import_meta_url) {${source.toString("utf8")}\n})`,
    { filename: scriptFile, ...(cachedData ? { cachedData } : {}) },
  );
  const cache: CodeCacheState = !cachedData ? "missing" : script.cachedDataRejected ? "rejected" : "used";
  return {
    cache,
    run(mupdf) {
      const packages = createRequire(scriptFile);
      const module = { exports: {} as typeof import("@pdftab/engine") };
      const factory = script.runInThisContext() as (
        require: (id: string) => unknown,
        module: { exports: unknown },
        exports: unknown,
        importMetaUrl: string,
      ) => void;
      factory((id) => (id === "mupdf" ? mupdf : packages(id)), module, module.exports, pathToFileURL(scriptFile).href);
      return module.exports;
    },
    saveCache() {
      // a read-only install: V8's serialising the cache (a few ms) would be for nothing
      if (!writableFolder(path.dirname(cacheFile))) return;
      writeCodeCache(cacheFile, source, script.createCachedData());
    },
  };
}

/** Whether this process may create files in `folder`. */
function writableFolder(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** MuPDF.js's entry, as the script's `require("mupdf")` would find it beside the script. */
export function mupdfEntry(scriptFile: string): string {
  return pathToFileURL(createRequire(scriptFile).resolve("mupdf")).href;
}

/**
 * The V8 code cache in `cacheFile` when it was made from exactly `source`, else undefined. The file
 * is the script's length (4 bytes, little-endian), the script, then V8's cache.
 */
export function readCodeCache(cacheFile: string, source: Buffer): Buffer | undefined {
  let file: Buffer;
  try {
    file = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  if (file.length < 4) return undefined;
  const length = file.readUInt32LE(0);
  if (length !== source.length || file.length <= 4 + length) return undefined;
  return source.equals(file.subarray(4, 4 + length)) ? file.subarray(4 + length) : undefined;
}

/** Writes `cacheFile` (see readCodeCache) whole or not at all; a folder that cannot be written is left alone. */
export function writeCodeCache(cacheFile: string, source: Buffer, data: Buffer): void {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(source.length, 0);
  const partial = `${cacheFile}.${process.pid}-${threadId}.tmp`;
  try {
    writeFileSync(partial, Buffer.concat([length, source, data]));
    renameSync(partial, cacheFile);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // nothing was written
    }
  }
}
