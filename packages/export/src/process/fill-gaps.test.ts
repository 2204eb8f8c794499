import { describe, expect, it } from "vitest";
import { toExportTables } from "../input/to-export-tables.js";
import { financeTable, table } from "../testing/fixtures.js";
import { fillGaps } from "./fill-gaps.js";

const prepared = (t: ReturnType<typeof table>) => toExportTables({ fileName: "f.pdf", tables: [t] })[0]!;

describe("fillGaps", () => {
  it("copies spanning text down and right and drops the merges", () => {
    const filled = fillGaps(prepared(financeTable()));
    expect(filled.grid[0]).toEqual(["Item", "Amounts", "Amounts", "Amounts", "Date", "Account"]);
    expect(filled.grid[1]).toEqual(["Item", "Net", "Change", "Share", "Date", "Account"]);
    expect(filled.merges).toEqual([]);
  });

  it("fills a vertical group label into every row of the group", () => {
    const t = table([
      ["Region", "City", "Sales"],
      [{ text: "North", span: [2, 1] }, "Oslo", "10"],
      [null, "Bergen", "20"],
      ["South", "Rome", "30"],
    ]);
    expect(fillGaps(prepared(t)).grid.map((r) => r[0])).toEqual(["Region", "North", "North", "South"]);
  });

  it("joins a wrapped continuation row into the row above", () => {
    const t = table([
      ["Code", "Description", "Amount"],
      ["A1", "A long description that", "10.00"],
      ["", "wraps onto a second line", ""],
      ["A2", "Short", "5.00"],
    ]);
    expect(fillGaps(prepared(t)).grid).toEqual([
      ["Code", "Description", "Amount"],
      ["A1", "A long description that wraps onto a second line", "10.00"],
      ["A2", "Short", "5.00"],
    ]);
  });

  it("joins a text wrapped over three lines", () => {
    const t = table([
      ["Code", "Description", "Amount"],
      ["A1", "first", "10.00"],
      ["", "second", ""],
      ["", "third", ""],
    ]);
    expect(fillGaps(prepared(t)).grid.slice(1)).toEqual([["A1", "first second third", "10.00"]]);
  });

  it("does not join rows that carry figures or fill as many cells as the row above", () => {
    const t = table([
      ["Code", "Description", "Amount"],
      ["A1", "Widget", "10.00"],
      ["", "Subtotal", "12.00"],
      ["", "n/a", ""],
    ]);
    expect(fillGaps(prepared(t)).grid).toHaveLength(4);
  });

  it("leaves the input untouched", () => {
    const t = prepared(financeTable());
    const before = JSON.stringify(t);
    fillGaps(t);
    expect(JSON.stringify(t)).toBe(before);
  });
});
