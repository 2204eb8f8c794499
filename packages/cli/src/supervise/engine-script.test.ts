import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";
import * as mupdf from "mupdf";
import { extractTables } from "@pdftab/engine";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withYoungGenerationFlags } from "../young-generation.js";
import { bundleIsFresh } from "../bundle-freshness.js";
import { ENGINE_SCRIPT } from "./engine-bundle.js";
import { codeCacheFile, compileEngineScript, readCodeCache, writeCodeCache } from "./engine-script.js";

/** A script shaped as the engine's bundle step writes it: CommonJS, MuPDF.js and `import.meta.url` from its loader. */
const SCRIPT = `"use strict";
const mupdf = require("mupdf");
const path = require("node:path");
function twice(n) { return n * 2; }
module.exports = { mupdf, url: __pdftab_import_meta_url, sep: path.sep, twice: twice(21) };
`;

describe("compileEngineScript", () => {
  let folder = "";
  let script = "";
  let copies = 0;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "pdftab-script-"));
    script = path.join(folder, "engine-script.cjs");
    writeFileSync(script, SCRIPT);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  /**
   * The script compiled from a copy of its own, with `script`'s cache: V8 keeps the scripts a process compiled by
   * source and file name, and would hand back the first one without looking at the cache (as a new process would).
   */
  const compileAgain = () => {
    const copy = path.join(folder, `copy-${++copies}.cjs`);
    writeFileSync(copy, readFileSync(script));
    return compileEngineScript(copy, codeCacheFile(script));
  };

  it("runs the script with MuPDF.js, its packages and its own URL, and compiles it from the cache a run saved", () => {
    const first = compileEngineScript(script);
    expect(first.cache).toBe("missing");
    const fakeMupdf = { name: "mupdf" };
    const exported = first.run(fakeMupdf) as unknown as Record<string, unknown>;
    expect(exported).toEqual({ mupdf: fakeMupdf, url: pathToFileURL(script).href, sep: path.sep, twice: 42 });
    first.saveCache();
    expect(existsSync(codeCacheFile(script))).toBe(true);

    const second = compileAgain();
    expect(second.cache).toBe("used");
    expect((second.run(fakeMupdf) as unknown as Record<string, unknown>).twice).toBe(42);
  });

  it("does not make a cache it cannot write (a read-only install)", () => {
    const made = vi.spyOn(vm.Script.prototype, "createCachedData");
    try {
      const compiled = compileEngineScript(script, path.join(folder, "missing-folder", "a.v8cache"));
      compiled.saveCache();
      expect(made).not.toHaveBeenCalled();
      compileEngineScript(script).saveCache();
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it("does not use the cache of another script of the same length (V8 compares only the length)", () => {
    compileEngineScript(script).saveCache();
    const other = SCRIPT.replace("n * 2", "n + 2");
    expect(other.length).toBe(SCRIPT.length);
    writeFileSync(script, other);
    const compiled = compileEngineScript(script);
    expect(compiled.cache).toBe("missing");
    expect((compiled.run({}) as unknown as Record<string, unknown>).twice).toBe(23);
  });

  it("is taken by a thread that has not set its young-generation flags yet when both compile inside withYoungGenerationFlags", () => {
    // made by a run whose thread had set them (as one that got its 8 MB start has, by the end of a page)
    const maker = withYoungGenerationFlags(false, () => compileEngineScript(script));
    maker.run({});
    withYoungGenerationFlags(false, () => maker.saveCache());
    // V8 checks a code cache against every flag set: without them it is not taken
    expect(compileAgain().cache).toBe("rejected");
    expect(withYoungGenerationFlags(false, compileAgain).cache).toBe("used");
  });

  it("compiles as usual when V8 rejects the cache, and runs", () => {
    const source = readFileSync(script);
    writeCodeCache(codeCacheFile(script), source, Buffer.from("not a V8 code cache"));
    const compiled = compileAgain();
    expect(compiled.cache).toBe("rejected");
    expect((compiled.run({}) as unknown as Record<string, unknown>).twice).toBe(42);
  });
});

describe("readCodeCache", () => {
  let folder = "";
  beforeEach(() => (folder = mkdtempSync(path.join(tmpdir(), "pdftab-cache-"))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("gives back V8's data only for the script it was written with", () => {
    const file = path.join(folder, "a.v8cache");
    const source = Buffer.from("let a = 1;");
    expect(readCodeCache(file, source)).toBeUndefined();
    writeCodeCache(file, source, Buffer.from([1, 2, 3]));
    expect([...readCodeCache(file, source)!]).toEqual([1, 2, 3]);
    expect(readCodeCache(file, Buffer.from("let a = 2;"))).toBeUndefined();
    expect(readCodeCache(file, Buffer.from("let a = 1; "))).toBeUndefined();
    writeFileSync(file, Buffer.from([9]));
    expect(readCodeCache(file, source)).toBeUndefined();
  });

  it("leaves nothing behind in a folder it cannot write", () => {
    const file = path.join(folder, "missing-folder", "a.v8cache");
    writeCodeCache(file, Buffer.from("x"), Buffer.from([1]));
    expect(existsSync(path.dirname(file))).toBe(false);
  });
});

// The engine's own script, when the engine's bundle step has written it after the engine's last build (npm run build):
// the same tables as the engine's sources.
const engineScript = fileURLToPath(new URL(`../../../engine/dist/bundle/${ENGINE_SCRIPT}`, import.meta.url));
const engineBuildInfo = fileURLToPath(new URL("../../../engine/tsconfig.tsbuildinfo", import.meta.url));

describe("the engine's script", () => {
  it.skipIf(!existsSync(engineBuildInfo) || !bundleIsFresh(engineScript, engineBuildInfo))(
    "extracts what the engine extracts",
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), "pdftab-engine-script-"));
      try {
        // a cache of its own, so this test neither reads nor writes the one beside the built script
        const compiled = compileEngineScript(engineScript, path.join(folder, "engine.v8cache"));
        const engine = compiled.run(mupdf);
        const bytes = ruledTablePdf().bytes;
        const strip = (result: unknown) =>
          JSON.stringify(result, (key, value: unknown) => (key === "elapsedMs" ? 0 : value));
        expect(strip(await engine.extractTables(bytes))).toBe(strip(await extractTables(bytes)));
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
