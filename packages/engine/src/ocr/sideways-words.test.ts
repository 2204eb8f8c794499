import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { sidewaysHeadTable } from "../testing/sideways-heads.js";
import { textGrid } from "../testing/grid.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const HEADS = [
  "Brian Calley",
  "Patrick Colbeck",
  "Sandy Pensler",
  "Melissa Cordes",
  "Daniel Gauthier",
  "Carolyn Brummund",
];
const ROWS = [
  ["Alcona", "55", "26", "47", "164", "173", "111"],
  ["Caledonia", "40", "23", "45", "158", "150", "103"],
  ["Curtis", "30", "30", "25", "102", "95", "84"],
  ["Harrisville", "61", "18", "52", "140", "166", "97"],
];

describe.each([
  ["a clean scan", { dpi: 300 }],
  ["a worn scan", WORN_SCAN],
])("%s of a ruled table with column heads printed sideways", (_, scan) => {
  it("reads the turned heads into their cells", async () => {
    const pdf = scannedPdf(makePdf([{ content: sidewaysHeadTable(HEADS, ROWS, 72, 700) }]), scan);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const grid = textGrid(result.tables[0]!);
    // the page's own reading finds nothing or a letter of junk in the turned heads
    const heads = grid[0]!.slice(1);
    expect(heads.filter((h, i) => h === HEADS[i]).length).toBeGreaterThanOrEqual(5);
    // and the body keeps its figures
    expect(grid.slice(1).map((row) => row[1])).toEqual(ROWS.map((row) => row[1]));
  }, 600_000);
});
