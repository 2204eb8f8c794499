import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { restingTypeTable } from "../testing/resting-type.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { textGrid } from "../testing/grid.js";
import { eraseLines } from "./image-rulings.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const PORTS = [
  ["Port", "2006", "2007", "2008"],
  ["Bergen", "1,250", "3,737", "16,947"],
  ["Genoa", "4,411", "1,688", "32,528"],
  ["Lisbon", "2,292", "5,474", "27,174"],
  ["Malmo", "7,494", "2,167", "19,914"],
  ["Tallinn", "8,833", "3,928", "37,821"],
];

describe("eraseLines beside a glyph resting on the line", () => {
  it("keeps the glyph's foot in the line's blurred edge and paints the rest of the edge and the core", () => {
    // paper 240; a line 4 px dark (60) with a 2 px blurred edge (170) each side, rows 10-17;
    // a stroke (50) 3 px wide comes down from row 2 into the upper edge, to row 11
    const width = 40,
      height = 24;
    const data = new Uint8Array(width * height).fill(240);
    const set = (x: number, y: number, v: number) => (data[y * width + x] = v);
    for (let x = 0; x < width; x++) {
      for (const y of [10, 11, 16, 17]) set(x, y, 170);
      for (let y = 12; y <= 15; y++) set(x, y, 60);
    }
    for (let x = 20; x <= 22; x++) for (let y = 2; y <= 11; y++) set(x, y, 50);
    const erased = eraseLines(
      { width, height, data },
      [{ orientation: "horizontal", at: 13.5, from: 0, to: 39, thickness: 8 }],
      400,
    );
    const at = (x: number, y: number) => erased.data[y * width + x];
    // the stroke's foot in the edge is kept, the edge beside it and under the line painted
    expect([at(21, 10), at(21, 11)]).toEqual([50, 50]);
    expect([at(5, 10), at(5, 11), at(30, 11), at(21, 16), at(21, 17)]).toEqual([255, 255, 255, 255, 255]);
    // the core is painted under the stroke too: there the stroke cannot be told from the line
    for (let y = 12; y <= 15; y++) expect(at(21, y)).toBe(255);
  });
});

describe("a worn scan of a ruled table whose figures rest on the rules", () => {
  it("reads most comma-grouped figures with their commas, not as points", async () => {
    const pdf = scannedPdf(makePdf([{ content: restingTypeTable(PORTS, 72, 700, [70, 55, 55, 55]) }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const grid = textGrid(result.tables[0]!);
    expect(grid).toHaveLength(PORTS.length);
    // the figures only (the worn copy's labels are not what this is about): with the rules' edges
    // painted over under the commas every one came back "1.250"; 9 of the 15 are read now
    const figures = PORTS.slice(1).flatMap((row, r) => row.slice(1).map((text, c) => [text, grid[r + 1]![c + 1]]));
    expect(figures.filter(([want, got]) => want === got).length).toBeGreaterThanOrEqual(6);
  }, 600_000);
});
