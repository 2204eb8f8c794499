import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { LETTER_GRADES, letterGradesTable } from "../testing/letter-grades.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { textGrid } from "../testing/grid.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const PDF = makePdf([{ content: letterGradesTable(72, 700) }]);

describe("lone glyphs read by their likeness to the page's own characters", () => {
  it("reads a worn copy's lone capitals, which the OCR engine reads as marks or not at all, like the town names' capitals", async () => {
    const result = await extractTables(scannedPdf(PDF, WORN_SCAN), { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    // without the likeness every "V" and "C" cell came back empty (one "C" as "Cc")
    expect(textGrid(result.tables[0]!)).toEqual(LETTER_GRADES);
  }, 600_000);

  it("leaves a clean copy as it reads", async () => {
    const result = await extractTables(scannedPdf(PDF), { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables.map(textGrid)).toEqual([LETTER_GRADES]);
  }, 600_000);
});
