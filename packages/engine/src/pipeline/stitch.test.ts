import { describe, expect, it } from "vitest";
import { gridRows, pageTable } from "../testing/candidates.js";
import type { Table } from "../types.js";
import { stitchTables } from "./stitch.js";

const header = ["Region", "Units", "Revenue"];
const body = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => [`Region ${from + i}`, String(100 + i), `${i}.50`]);

/** A ruled part of a ledger on `page`: header (optionally repeated) and rows, at the given column widths. */
function part(
  page: number,
  rows: string[][],
  options: { widths?: number[]; top?: number; index?: number; method?: Table["method"]; confidence?: number } = {},
): Table {
  return pageTable(page, gridRows(rows, { widths: options.widths ?? [150, 100, 100], top: options.top ?? 100 }), {
    index: options.index,
    method: options.method,
    confidence: options.confidence,
  });
}

describe("stitchTables", () => {
  it("joins ruled grids continuing on the next page, drops the repeated header and weights confidence by rows", () => {
    const first = part(1, [header, ...body(1, 5)], { confidence: 1 });
    const second = part(2, [header, ...body(6, 2)], { confidence: 0.5 });
    const [joined, ...rest] = stitchTables([first, second]);
    expect(rest).toEqual([]);
    expect(joined!.pages).toEqual([1, 2]);
    expect(joined!.rows).toHaveLength(6 + 2);
    expect(joined!.rows[6]![0]!.text).toBe("Region 6");
    expect(joined!.confidence).toBe(Math.round(((1 * 6 + 0.5 * 2) / 8) * 1000) / 1000);
  });

  it("keeps a continuation's first row when it is not the header again", () => {
    const [joined] = stitchTables([part(1, [header, ...body(1, 3)]), part(2, body(4, 3))]);
    expect(joined!.rows).toHaveLength(4 + 3);
  });

  it("joins three pages into one table", () => {
    const tables = stitchTables([
      part(1, [header, ...body(1, 3)]),
      part(2, [header, ...body(4, 3)]),
      part(3, [header, ...body(7, 3)]),
    ]);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.pages).toEqual([1, 2, 3]);
    expect(tables[0]!.rows).toHaveLength(10);
  });

  it("does not join tables with other columns, on pages apart, or that are not last and first", () => {
    expect(
      stitchTables([
        part(1, [header, ...body(1, 3)]),
        part(
          2,
          [
            ["A", "B"],
            ["1", "2"],
          ],
          { widths: [150, 200] },
        ),
      ]),
    ).toHaveLength(2);
    expect(
      stitchTables([part(1, [header, ...body(1, 3)]), part(2, [header, ...body(4, 3)], { widths: [100, 150, 100] })]),
    ).toHaveLength(2);
    expect(stitchTables([part(1, [header, ...body(1, 3)]), part(3, [header, ...body(4, 3)])])).toHaveLength(2);
    // Only the last table of a page can continue: the first one here matches page 2, but a table follows it.
    const notLast = [
      part(1, [header, ...body(1, 3)], { index: 0 }),
      part(1, [["Note", "Text"]], { index: 1, top: 400, widths: [150, 200] }),
      part(2, [header, ...body(4, 3)]),
    ];
    expect(stitchTables(notLast).map((t) => t.pages)).toEqual([[1], [1], [2]]);
  });

  it("joins borderless parts whose body columns line up", () => {
    const a = part(1, [header, ...body(1, 4)], { method: "stream" });
    const b = part(2, [header, ...body(5, 4)], { method: "stream", widths: [160, 90, 100] });
    expect(stitchTables([a, b])).toHaveLength(1);
  });

  it("joins a borderless table re-fitted on the next page when it runs from the bottom of one page to the top of the next", () => {
    // Columns re-fitted so much that the middle column overlaps its neighbour more than itself.
    const a = part(1, [header, ...body(1, 10)], { method: "stream", top: 560 });
    const b = part(2, [header, ...body(11, 3)], { method: "stream", widths: [60, 60, 230], top: 60 });
    const heights = new Map([
      [1, 792],
      [2, 792],
    ]);
    expect(stitchTables([a, b])).toHaveLength(2);
    expect(stitchTables([a, b], heights)).toHaveLength(1);
    // The same parts placed mid-page do not run on.
    const mid = part(2, [header, ...body(11, 3)], { method: "stream", widths: [60, 60, 230], top: 400 });
    expect(stitchTables([a, mid], heights)).toHaveLength(2);
  });
});
