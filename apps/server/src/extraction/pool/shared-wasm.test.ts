import { describe, expect, it } from "vitest";
import { mupdfCompilations, tesseractCompilations } from "@pdftab/engine/wasm";
import { ruledTablePdf, scannedPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { ExtractionPool } from "./extraction-pool.js";

/** Resolves once `done()` holds, checking every 20 ms (no time limit of its own: the test's timeout is the limit). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("MuPDF's WebAssembly in the extraction pool", () => {
  it("is compiled once on this thread, and every worker thread, a recycled one too, instantiates that module", async () => {
    // idle threads stop at once, so the second task needs a new thread
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000, idleTimeoutMs: 1 });
    try {
      // no thread before the first task: an idle server holds no MuPDF (docs/operations.md, "Memory")
      expect(pool.liveThreads).toBe(0);
      const { result } = await pool.extract(twoTablesPdf().bytes, {});
      expect(result.tables).toHaveLength(2);
      await until(() => pool.liveThreads === 0);
      const sizes = await pool.pageSizes(twoTablesPdf().bytes);
      expect(sizes).toHaveLength(1);
      // two threads loaded MuPDF (the first and its replacement) ...
      expect(pool.wasmStats()).toEqual({ compiledInWorkers: 0, instantiated: 2 });
      // ... from the one module this thread compiled
      expect(mupdfCompilations()).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it("a second pool in the process reuses the compiled module", async () => {
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    try {
      await pool.pageSizes(twoTablesPdf().bytes);
      expect(pool.wasmStats()).toEqual({ compiledInWorkers: 0, instantiated: 1 });
      expect(mupdfCompilations()).toBe(1);
    } finally {
      await pool.close();
    }
  });
});

describe("The OCR engine's WebAssembly in the extraction pool", () => {
  it("is compiled once on this thread, and the OCR thread of every worker thread, a recycled one too, instantiates it", async () => {
    const pool = new ExtractionPool({
      threads: 1,
      taskBudgetMs: 600_000,
      idleTimeoutMs: 1,
      ocr: { languages: ["eng"], pageTimeoutMs: 600_000 },
    });
    try {
      const scan = scannedPdf(ruledTablePdf().bytes, { dpi: 200 });
      const first = await pool.extract(scan, {});
      expect(first.result.tables.map((t) => t.method)).toEqual(["ocr-lattice"]);
      await until(() => pool.liveThreads === 0);
      // a new worker thread, so a new OCR thread
      const second = await pool.extract(scan, {});
      expect(second.result.tables[0]!.rows).toEqual(first.result.tables[0]!.rows);
      expect(pool.ocrWasmInstantiations()).toBe(2);
      // compiled with MuPDF's when the first pool of this process started, never again
      expect(tesseractCompilations()).toBe(1);
    } finally {
      await pool.close();
    }
  }, 600_000);
});
