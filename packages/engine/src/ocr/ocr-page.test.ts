import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { ruledTablePdf, unruledTablePdf } from "../testing/fixtures.js";
import { normGrid, textGrid } from "../testing/grid.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

// Generous budgets: OCR takes seconds a page, and far longer on a busy machine.
const auto = { ocr: { mode: "auto" as const, pageTimeoutMs: 600_000 } };
const SLOW = 600_000;

describe("OCR of image-only pages", () => {
  it(
    "reads a scanned ruled table into the same cells as the born-digital page",
    async () => {
      const fixture = ruledTablePdf();
      const result = await extractTables(scannedPdf(fixture.bytes, { dpi: 300 }), auto);
      expect(result.tables).toHaveLength(1);
      const table = result.tables[0]!;
      expect(table.method).toBe("ocr-lattice");
      expect(normGrid(textGrid(table))).toEqual(normGrid(fixture.tables[0]!.cells));
      expect(table.confidence).toBeGreaterThan(0.5);
      expect(table.rows.flat().every((c) => c === null || (c.confidence ?? 0) > 0.5)).toBe(true);
      // The table's box is on the page as displayed: the born table spans x 60..460 and starts below y 72.
      expect(table.bbox.x0).toBeGreaterThan(50);
      expect(table.bbox.x1).toBeLessThan(470);
      expect(result.warnings).toEqual([expect.objectContaining({ page: 1, code: "ocr_used" })]);
    },
    SLOW,
  );

  it(
    "names the page's own OCR budget when it runs out, not the time its last read had left",
    async () => {
      const scan = scannedPdf(ruledTablePdf().bytes, { dpi: 300 });
      const result = await extractTables(scan, { ocr: { mode: "auto", pageTimeoutMs: 400 } });
      expect(result.pages[0]!.error).toEqual(
        expect.objectContaining({ code: "page_timeout", message: "OCR ran past its 0.4 s budget for the page." }),
      );
    },
    SLOW,
  );

  it("leaves a scanned page alone with OCR off, warning no_text_layer", async () => {
    const result = await extractTables(scannedPdf(unruledTablePdf().bytes, { dpi: 150 }));
    expect(result.tables).toEqual([]);
    expect(result.warnings).toEqual([expect.objectContaining({ page: 1, code: "no_text_layer" })]);
  });

  it(
    "finds no table and no error on a blank scanned page",
    async () => {
      const result = await extractTables(scannedPdf(makePdf([{ content: "" }]), { dpi: 150, noise: 10 }), auto);
      expect(result.tables).toEqual([]);
      expect(result.pages[0]!.status).toBe("ok");
      expect(result.warnings).toEqual([
        expect.objectContaining({ code: "no_text_layer", message: expect.stringMatching(/OCR found no text/) }),
      ]);
    },
    SLOW,
  );
});
