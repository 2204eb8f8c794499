import { describe, expect, it } from "vitest";
import { addColumn, addRow, deleteColumn, deleteRow, editOf, gridOf, sameGrid, setCell } from "./grid";
import { tableOf } from "../test/apiFixtures";

const table = tableOf({
  headers: ["Name", "Qty"],
  data: [
    ["Apple", "3"],
    ["Pear", ""],
  ],
});

describe("grid edits", () => {
  it("builds the full grid from headers and data, as text", () => {
    expect(gridOf(table)).toEqual({
      rows: [
        ["Name", "Qty"],
        ["Apple", "3"],
        ["Pear", ""],
      ],
      headerRows: 1,
    });
    expect(gridOf(tableOf({ data: [["a"], ["b", "c"]] }))).toEqual({
      rows: [
        ["a", ""],
        ["b", "c"],
      ],
      headerRows: 0,
    });
  });

  it("adds and deletes rows and columns without touching the original", () => {
    const grid = gridOf(table);
    expect(addRow(grid).rows.at(-1)).toEqual(["", ""]);
    expect(addColumn(grid).rows.map((r) => r.length)).toEqual([3, 3, 3]);
    expect(deleteRow(grid, 1).rows).toEqual([
      ["Name", "Qty"],
      ["Pear", ""],
    ]);
    expect(deleteRow(grid, 0).headerRows).toBe(0);
    expect(deleteColumn(grid, 0).rows).toEqual([["Qty"], ["3"], [""]]);
    expect(deleteColumn(deleteColumn(grid, 0), 0)).toEqual({ rows: [], headerRows: 0 });
    expect(setCell(grid, 2, 1, "7").rows[2]).toEqual(["Pear", "7"]);
    expect(grid.rows).toEqual([
      ["Name", "Qty"],
      ["Apple", "3"],
      ["Pear", ""],
    ]);
  });

  it("turns a grid back into headers and data", () => {
    expect(editOf(setCell(gridOf(table), 1, 0, "Plum"))).toEqual({
      headers: ["Name", "Qty"],
      data: [
        ["Plum", "3"],
        ["Pear", ""],
      ],
    });
    expect(editOf(gridOf(tableOf({ data: [["x"]] })))).toEqual({ headers: [], data: [["x"]] });
  });
});

describe("sameGrid", () => {
  const grid = {
    rows: [
      ["a", "b"],
      ["1", "2"],
    ],
    headerRows: 1,
  };
  it("takes an edit typed and taken back as no change", () => {
    expect(sameGrid(setCell(setCell(grid, 1, 0, "x"), 1, 0, "1"), grid)).toBe(true);
  });
  it("tells a changed cell, an added row or column and other header rows apart", () => {
    expect(sameGrid(setCell(grid, 1, 1, "3"), grid)).toBe(false);
    expect(sameGrid(addRow(grid), grid)).toBe(false);
    expect(sameGrid(addColumn(grid), grid)).toBe(false);
    expect(sameGrid({ ...grid, headerRows: 0 }, grid)).toBe(false);
  });
});
