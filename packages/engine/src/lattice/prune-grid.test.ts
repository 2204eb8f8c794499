import { describe, expect, it } from "vitest";
import type { Cell } from "../types.js";
import { pruneThinEmpty } from "./prune-grid.js";

const cell = (text: string, y0: number, y1: number, x0: number, x1: number, rowSpan = 1, colSpan = 1): Cell => ({
  text,
  bbox: { x0, y0, x1, y1 },
  rowSpan,
  colSpan,
});

describe("pruneThinEmpty", () => {
  it("removes a thin empty band between rows and shrinks the spans across it", () => {
    const grid = [
      [cell("Name", 0, 20, 0, 50), cell("Total", 0, 63, 50, 100, 3)],
      [cell("", 20, 23, 0, 50), null],
      [cell("Ann", 23, 43, 0, 50), null],
      [cell("Bob", 43, 63, 0, 50), cell("7", 43, 63, 50, 100)],
    ];
    const out = pruneThinEmpty(grid, 8, 5);
    expect(out.map((r) => r.map((c) => (c ? `${c.text}:${c.rowSpan}` : "-")))).toEqual([
      ["Name:1", "Total:2"],
      ["Ann:1", "-"],
      ["Bob:1", "7:1"],
    ]);
  });

  it("keeps thin rows that hold text and wide empty rows", () => {
    const grid = [
      [cell("a", 0, 5, 0, 50), cell("b", 0, 5, 50, 100)],
      [cell("", 5, 30, 0, 50), cell("", 5, 30, 50, 100)],
      [cell("c", 30, 50, 0, 50), cell("d", 30, 50, 50, 100)],
    ];
    expect(pruneThinEmpty(grid, 8, 5)).toHaveLength(3);
  });

  it("removes a narrow empty column from a double rule", () => {
    const grid = [
      [cell("a", 0, 20, 0, 50), cell("", 0, 20, 50, 52), cell("b", 0, 20, 52, 100)],
      [cell("c", 20, 40, 0, 50), cell("", 20, 40, 50, 52), cell("d", 20, 40, 52, 100)],
    ];
    expect(pruneThinEmpty(grid, 8, 5).map((r) => r.map((c) => c?.text))).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });
});
