import os from "node:os";
import type { ExtractTables } from "../engine.js";
import { scannedPdf } from "@pdftab/engine/testing/scan";
import { alternate, median } from "./alternate.js";
import { tableHeavyPdf } from "./big-pdf.js";

/** A multi-page scan read one page at a time against several pages at once (`ocr.concurrency`), alternately. */
export interface OcrSideBySide {
  pages: number;
  /** Pages read at once in the second command: one a core, up to 4 (what the command line does). */
  concurrency: number;
  rounds: number;
  /** Wall seconds of each run, one page at a time and side by side. */
  oneAtATime: number[];
  sideBySide: number[];
  /** Median one at a time over median side by side: how many times faster the scan is read. */
  speedup: number;
  /** Both ways found the same tables (cell texts compared). */
  sameTables: boolean;
}

/**
 * Reads a `pages`-page clean 300 dpi scan of table-heavy pages with
 * `ocr.concurrency` 1 and with one page a core (up to 4), alternately, in
 * this process. Each run starts its OCR workers afresh (`shutdownOcr` before),
 * as a command does.
 */
export async function ocrSideBySide(
  extractTables: ExtractTables,
  shutdownOcr: () => Promise<void>,
  pages = 4,
  rounds = 2,
): Promise<OcrSideBySide> {
  const pdf = scannedPdf(tableHeavyPdf(pages), { dpi: 300 });
  const concurrency = Math.min(4, os.availableParallelism());
  const texts: string[] = [];
  const read = (pagesAtOnce: number) => async () => {
    await shutdownOcr();
    const result = await extractTables(pdf, {
      ocr: { mode: "auto", pageTimeoutMs: 600_000, concurrency: pagesAtOnce },
    });
    texts.push(JSON.stringify(result.tables.map((t) => t.rows.map((r) => r.map((c) => c?.text ?? "")))));
  };
  const runs = await alternate(read(1), read(concurrency), rounds);
  return {
    pages,
    concurrency,
    rounds,
    oneAtATime: runs.aMs.map((ms) => ms / 1000),
    sideBySide: runs.bMs.map((ms) => ms / 1000),
    speedup: runs.ratio,
    sameTables: texts.every((t) => t === texts[0]),
  };
}

/** The printed line. */
export function ocrSideBySideLine(s: OcrSideBySide): string {
  const secs = (values: number[]) => `${median(values).toFixed(1)} s`;
  return `OCR side by side   ${s.pages} scanned pages: one at a time ${secs(s.oneAtATime)}, ${s.concurrency} at once ${secs(s.sideBySide)}: ${s.speedup.toFixed(2)}x faster (${s.rounds} rounds alternated, medians${s.sameTables ? "" : "; the tables DIFFER"})`;
}
