import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { ruledTablePdf } from "../testing/fixtures.js";
import { scannedPdf } from "../testing/scan.js";
import { tesseractCompilations, tesseractInstantiations } from "../wasm/tesseract-module.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const auto = { ocr: { mode: "auto" as const, pageTimeoutMs: 600_000 } };

describe("the OCR engine's WebAssembly", () => {
  it("is compiled once in this thread, and each OCR worker thread, a replacement too, instantiates that module", async () => {
    const scan = scannedPdf(ruledTablePdf().bytes, { dpi: 200 });
    expect(tesseractCompilations()).toBe(0);
    const first = await extractTables(scan, auto);
    expect(first.tables).toHaveLength(1);
    expect(first.tables[0]!.method).toBe("ocr-lattice");
    // the worker is stopped, so the next page needs a new OCR thread
    await shutdownOcr();
    const second = await extractTables(scan, auto);
    expect(second.tables[0]!.rows).toEqual(first.tables[0]!.rows);
    expect(tesseractInstantiations()).toBe(2);
    expect(tesseractCompilations()).toBe(1);
  }, 600_000);
});
