import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LoadedEntry } from "../corpus/load.js";
import type { RenderDebugImage } from "../engine.js";
import type { FileResult } from "./run-file.js";

/**
 * Writes the engine's debug image of every page holding an expected table
 * that was not reproduced exactly, as DIR/NAME-pN.png, so each failure class
 * can be looked at. Returns the files written.
 */
export async function writeDebugImages(
  dir: string,
  entry: LoadedEntry,
  result: FileResult,
  render: RenderDebugImage,
): Promise<string[]> {
  const pages = [...new Set(result.score.tables.filter((t) => !t.exact).map((t) => t.page))];
  if (pages.length === 0) return [];
  await mkdir(dir, { recursive: true });
  const pdf = new Uint8Array(await readFile(entry.pdfPath));
  const written: string[] = [];
  for (const page of pages) {
    const out = path.join(dir, `${entry.name}-p${page}.png`);
    try {
      await writeFile(out, render(pdf, page, { scale: 1.5 }).png);
      written.push(out);
    } catch (e) {
      console.error(`debug image of ${entry.name} page ${page} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return written;
}
