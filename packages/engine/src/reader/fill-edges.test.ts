import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { paintedGridPdf } from "../testing/boxed-cells.js";
import { edgesOfCellsOnDarkerFills } from "./fill-edges.js";
import type { RawRect } from "./raw-page.js";

const rect = (x0: number, y0: number, x1: number, y1: number, grey: number): RawRect => ({
  bbox: { x0, y0, x1, y1 },
  grey,
});

describe("edgesOfCellsOnDarkerFills", () => {
  it("gives the four sides of a light cell painted over a darker fill, in the darker fill's grey", () => {
    const edges = edgesOfCellsOnDarkerFills([rect(0, 0, 100, 50, 0), rect(1, 1, 49, 24, 1)]);
    expect(edges).toHaveLength(4);
    expect(edges.every((e) => e.grey === 0)).toBe(true);
    expect(edges.map((e) => [e.orientation, e.x0, e.y0, e.x1, e.y1])).toContainEqual(["vertical", 49, 1, 49, 24]);
  });

  it("gives nothing for shading on the paper, a fill painted under a cell or a cell like the fill under it", () => {
    // zebra stripes and grey cells sit on the paper: nothing darker under them
    expect(edgesOfCellsOnDarkerFills([rect(0, 0, 100, 20, 0.9), rect(0, 30, 100, 50, 0.9)])).toEqual([]);
    // the dark fill painted after the light one hides it
    expect(edgesOfCellsOnDarkerFills([rect(1, 1, 49, 24, 1), rect(0, 0, 100, 50, 0)])).toEqual([]);
    // a light fill on another of about the same grey shows no line
    expect(edgesOfCellsOnDarkerFills([rect(0, 0, 100, 50, 0.9), rect(1, 1, 49, 24, 1)])).toEqual([]);
  });

  it("takes the topmost fill under a cell: a white panel over a dark page band gives its cells no lines", () => {
    const rects = [rect(0, 0, 200, 200, 0), rect(10, 10, 190, 190, 1), rect(20, 20, 60, 40, 1)];
    expect(edgesOfCellsOnDarkerFills(rects).every((e) => e.x0 >= 10 && e.x1 <= 190)).toBe(true);
    expect(edgesOfCellsOnDarkerFills(rects)).toHaveLength(4);
  });
});

describe("a table whose lines are a dark fill showing between cells painted over it", () => {
  const ROWS = [
    ["Depot", "Item", "Quantity", "Value"],
    ["Leeds", "Bolts", "1,200", "3,480.00"],
    ["York", "Washers", "860", "129.00"],
    ["Hull", "Brackets", "74", "1,406.26"],
    ["Selby", "Hinges", "310", "2,015.00"],
  ];
  it("reads it as a ruled grid, cell for cell", async () => {
    // HTML's bgcolor="black" cellspacing="1" with white cells: columns set close, no line stroked anywhere
    const result = await extractTables(paintedGridPdf(ROWS, [60, 60, 52, 56], 0.75));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.method).toBe("lattice");
    expect(result.tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual(ROWS);
  });
});
