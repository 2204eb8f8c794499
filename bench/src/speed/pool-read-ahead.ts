import { scannedPdf } from "@pdftab/engine/testing/scan";
import { ExtractionPool } from "../../../apps/server/dist/extraction/pool/index.js";
import { alternate, median } from "./alternate.js";
import { tableHeavyPdf } from "./big-pdf.js";

/** One multi-page scan extracted by the server's pool with one thread, and with two (the second idle, so lent). */
export interface PoolReadAhead {
  pages: number;
  rounds: number;
  /** Wall seconds of each extraction on the one-thread pool and on the two-thread pool. */
  oneThread: number[];
  twoThreads: number[];
  /** Median one thread over median two threads: how many times faster an idle thread makes the scan. */
  speedup: number;
  /** Pages the two-thread pool began ahead of their turn, per extraction. */
  pagesReadAhead: number;
  /** Both pools found the same tables (cell texts compared). */
  sameTables: boolean;
}

/**
 * Extracts a `pages`-page clean 300 dpi scan of table-heavy pages on a
 * one-thread and a two-thread ExtractionPool (the built server's), alternately,
 * one document at a time: on the two-thread pool the idle thread's core reads
 * the next scanned pages ahead (apps/server/src/extraction/pool/read-ahead-cores.ts).
 * Each pool reads the scan once before it is timed, so both run warm.
 */
export async function poolReadAhead(pages = 4, rounds = 2): Promise<PoolReadAhead> {
  const pdf = scannedPdf(tableHeavyPdf(pages), { dpi: 300 });
  const ocr = { languages: ["eng"], pageTimeoutMs: 600_000 };
  const one = new ExtractionPool({ threads: 1, taskBudgetMs: 1_800_000, ocr });
  const two = new ExtractionPool({ threads: 2, taskBudgetMs: 1_800_000, ocr });
  const texts: string[] = [];
  const read = (pool: ExtractionPool) => async () => {
    const { result } = await pool.extract(pdf, {});
    texts.push(JSON.stringify(result.tables.map((t) => t.rows.map((r) => r.map((c) => c?.text ?? "")))));
  };
  try {
    await read(one)();
    await read(two)();
    const before = two.readAheadStats().pagesBegun;
    const runs = await alternate(read(one), read(two), rounds);
    return {
      pages,
      rounds,
      oneThread: runs.aMs.map((ms) => ms / 1000),
      twoThreads: runs.bMs.map((ms) => ms / 1000),
      speedup: runs.ratio,
      pagesReadAhead: (two.readAheadStats().pagesBegun - before) / rounds,
      sameTables: texts.every((t) => t === texts[0]),
    };
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}

/** The printed line. */
export function poolReadAheadLine(s: PoolReadAhead): string {
  const secs = (values: number[]) => `${median(values).toFixed(1)} s`;
  return `OCR on the server  ${s.pages} scanned pages, one document on the pool: 1 thread ${secs(s.oneThread)}, 2 threads ${secs(s.twoThreads)} (${s.pagesReadAhead} pages read ahead on the idle one): ${s.speedup.toFixed(2)}x faster (${s.rounds} rounds alternated, medians${s.sameTables ? "" : "; the tables DIFFER"})`;
}
