import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import type { LoadedEntry } from "../corpus/load.js";
import type { ExtractTables } from "../engine.js";

/** Time spent on one corpus file. */
export interface FileSpeed {
  name: string;
  pages: number;
  elapsedMs: number;
  error?: string;
}

/**
 * Extracts every corpus file once in this process, after one warm-up run that
 * pays for loading the WASM module, and returns per-file times.
 */
export async function corpusSpeed(entries: LoadedEntry[], extractTables: ExtractTables): Promise<FileSpeed[]> {
  const first = entries[0];
  if (first) await extractTables(new Uint8Array(await readFile(first.pdfPath))).catch(() => undefined);
  const results: FileSpeed[] = [];
  for (const entry of entries) {
    const pdf = new Uint8Array(await readFile(entry.pdfPath));
    const started = performance.now();
    try {
      const result = await extractTables(pdf);
      results.push({ name: entry.name, pages: result.pageCount, elapsedMs: performance.now() - started });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      results.push({ name: entry.name, pages: entry.pdf_pages ?? 0, elapsedMs: performance.now() - started, error });
    }
  }
  return results;
}
