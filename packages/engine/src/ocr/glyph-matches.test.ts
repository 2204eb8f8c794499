import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { LETTER_GRADES, letterGradesTable } from "../testing/letter-grades.js";
import { restingTypeTable } from "../testing/resting-type.js";
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

/**
 * A survey's table where a row's first three periods were not surveyed: "*" (data not available) in each
 * of their cells, side by side, as government reports print it, with a footnote saying so.
 */
const STAR_CELLS = [
  ["State", "1975", "1988", "1996", "2011"],
  ["Kerala", "5738", "6633", "8864", "8297"],
  ["Gujarat", "4403", "5374", "4866", "9645"],
  ["Madhya", "*", "*", "*", "7942"],
  ["Orissa", "3756", "5540", "12024", "8473"],
  ["Bengal", "*", "*", "*", "8047"],
  ["Pradesh", "*", "*", "*", "9860"],
];

describe("lone marks read by their likeness to the page's own surely read marks", () => {
  it("reads a worn copy's '*' cells, which the OCR engine passes over as specks, like the footnote's '*'", async () => {
    // the footnote under the table says what the mark means, and there the OCR engine reads it surely
    const footnote = "BT /F1 10 Tf 72 550 Td (* Data not available) Tj ET";
    const table = restingTypeTable(STAR_CELLS, 72, 700, [80, 60, 60, 60, 60], { size: 10, gap: 5, rowHeight: 20 });
    const pdf = makePdf([{ content: `${table}\n${footnote}` }]);
    const result = await extractTables(scannedPdf(pdf, WORN_SCAN), { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const grid = textGrid(result.tables[0]!);
    const stars = STAR_CELLS.flatMap((row, r) => row.flatMap((text, c) => (text === "*" ? [grid[r]?.[c]] : [])));
    // without the likeness none of the nine was read; the blur leaves one of them past matching
    expect(stars.filter((text) => text === "*").length).toBeGreaterThanOrEqual(8);
    expect(stars.filter((text) => text !== "*" && text !== "")).toEqual([]);
    // every other cell as printed
    expect(grid.map((row) => row.map((text) => (text === "*" ? "" : text)))).toEqual(
      STAR_CELLS.map((row) => row.map((text) => (text === "*" ? "" : text))),
    );
  }, 600_000);
});
