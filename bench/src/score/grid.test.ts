import { describe, expect, it } from "vitest";
import type { Cell } from "@pdftab/engine";
import { tableToGrid } from "./grid.js";
import { scoreRelations } from "./relations.js";

const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
const cell = (text: string, colSpan = 1): Cell => ({ text, bbox: box, rowSpan: 1, colSpan });

describe("tableToGrid", () => {
  it("keeps a spanning cell's text in its top-left slot and blanks the covered slots", () => {
    const grid = tableToGrid({
      rows: [
        [cell("Q1 and Q2", 2), null, cell("Note")],
        [cell("10"), cell("20"), cell("x")],
      ],
    });
    expect(grid).toEqual([
      ["Q1 and Q2", "", "Note"],
      ["10", "20", "x"],
    ]);
    // The corpus writes spans the same way, so a correct span scores 1.
    expect(
      scoreRelations(
        [
          ["Q1 and Q2", "", "Note"],
          ["10", "20", "x"],
        ],
        grid,
      ).f1,
    ).toBe(1);
  });
});
