import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const engineEntry = fileURLToPath(new URL("../index.ts", import.meta.url));

/** Loads the engine in a fresh process (from sources, through tsx) and lists the tesseract.js files it required. */
function tesseractFilesLoadedByEngineImport(): string[] {
  const script = `await import(${JSON.stringify(engineEntry)});
const { createRequire } = await import("node:module");
const cache = createRequire(import.meta.url).cache;
console.log(JSON.stringify(Object.keys(cache).filter((f) => f.includes("tesseract.js"))));`;
  const out = execFileSync(process.execPath, ["--import", "tsx/esm", "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").pop()!) as string[];
}

describe("OCR stage on demand", () => {
  it("importing the engine does not load tesseract.js", () => {
    expect(tesseractFilesLoadedByEngineImport()).toEqual([]);
  }, 60_000);
});
