import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import type { LoadedEntry } from "../corpus/load.js";
import type { ExtractTables } from "../engine.js";

/** Time spent on one corpus file. */
export interface FileSpeed {
  name: string;
  pages: number;
  elapsedMs: number;
  /** CPU time of this process during the extraction. */
  cpuMs: number;
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
    const cpuStart = process.cpuUsage();
    const cpuMs = () => {
      const cpu = process.cpuUsage(cpuStart);
      return (cpu.user + cpu.system) / 1000;
    };
    try {
      const result = await extractTables(pdf);
      results.push({
        name: entry.name,
        pages: result.pageCount,
        elapsedMs: performance.now() - started,
        cpuMs: cpuMs(),
      });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      results.push({
        name: entry.name,
        pages: entry.pdf_pages ?? 0,
        elapsedMs: performance.now() - started,
        cpuMs: cpuMs(),
        error,
      });
    }
  }
  return results;
}
