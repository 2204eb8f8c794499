import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { cellOf } from "./cell.js";
import { pruneThinEmpty } from "./lattice/prune-grid.js";
import type { BBox, Cell } from "./types.js";

// V8's own test of whether two objects share a hidden class (a native, enabled for this test file only).
setFlagsFromString("--allow-natives-syntax");
const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

const box = (x0: number, y0: number, x1: number, y1: number): BBox => ({ x0, y0, x1, y1 });
const cell = (text: string, b: BBox, rowSpan = 1): Cell => ({ text, bbox: b, rowSpan, colSpan: 1 });

/** Three rows, the middle one thin and empty, a cell spanning all three on the left. */
function gridWithThinRow(shift: number): (Cell | null)[][] {
  return [
    [cell("tall", box(0.5, shift, 10.5, shift + 40.5), 3), cell("a", box(10.5, shift, 20.5, shift + 20.5))],
    [null, cell("", box(10.5, shift + 20.5, 20.5, shift + 21.5))],
    [null, cell("b", box(10.5, shift + 21.5, 20.5, shift + 40.5))],
  ];
}

describe("cellOf", () => {
  it("writes a cell's keys in the literal's order", () => {
    const made = cellOf("a", box(0, 0, 1, 1), 2, 1);
    expect(Object.keys(made)).toEqual(["text", "bbox", "rowSpan", "colSpan"]);
    expect(JSON.stringify(made)).toBe(JSON.stringify({ text: "a", bbox: box(0, 0, 1, 1), rowSpan: 2, colSpan: 1 }));
  });

  it("gives the cells of a pruned lattice grid the shape of detected cells, call after call", () => {
    const detected = cell("x", box(0.5, 0.5, 10.5, 20.5));
    // Several calls: V8's spread takes its fast path, with a shape of its own, only once it has warmed up.
    for (let i = 0; i < 20; i++) {
      const pruned = pruneThinEmpty(gridWithThinRow(i + 0.5), 5, 5);
      expect(pruned[0]![0]!.rowSpan).toBe(2);
      for (const row of pruned) for (const c of row) if (c) expect(sameShape(c, detected)).toBe(true);
    }
  });
});
