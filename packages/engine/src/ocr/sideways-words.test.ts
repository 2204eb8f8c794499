import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { sidewaysHeadTable } from "../testing/sideways-heads.js";
import { textGrid } from "../testing/grid.js";
import { glyphsFromWords } from "./ocr-glyphs.js";
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

describe("glyphs of words read turned a quarter", () => {
  it("lie along the column in reading order, a space between words", () => {
    const word = (text: string, y0: number, y1: number, direction: 90 | 270) =>
      ({ text, confidence: 90, x0: 10, y0, x1: 20, y1, line: 1, direction }) as const;
    // bottom to top: "Al" lower on the page than "Scully"
    const up = glyphsFromWords([word("Scully", 0, 60, 90), word("Al", 70, 90, 90)], 1).glyphs;
    expect(up.map((g) => g.text).join("")).toBe("Al Scully");
    expect(up.every((g) => g.direction === 90 && g.bbox.x0 === 10 && g.bbox.x1 === 20)).toBe(true);
    expect(up[0]!.bbox.y1).toBe(90);
    expect(up.at(-1)!.bbox.y0).toBe(0);
    // top to bottom: the first word at the top
    const down = glyphsFromWords([word("Scully", 30, 90, 270), word("Al", 0, 20, 270)], 1).glyphs;
    expect(down.map((g) => g.text).join("")).toBe("Al Scully");
    expect(down[0]!.bbox.y0).toBe(0);
  });
});
