import { describe, expect, it } from "vitest";
import { toExportTables } from "../input/to-export-tables.js";
import { financeTable, table } from "../testing/fixtures.js";
import { computeStatistics } from "./statistics.js";

describe("computeStatistics", () => {
  it("counts rows, columns, empty cells and numeric column figures per table", () => {
    const t = table(
      [
        ["Name", "Qty", "Price"],
        ["a", "2", "1,000.50"],
        ["b", "", "(0.50)"],
        ["", "4", "n/a"],
      ],
      { confidence: 0.8 },
    );
    const stats = computeStatistics(toExportTables({ fileName: "x.pdf", tables: [t] }), ["x.pdf"]);
    const s = stats.tables[0]!;
    expect([s.rows, s.columns, s.emptyCells]).toEqual([3, 3, 2]);
    expect(s.emptyCellRatio).toBeCloseTo(2 / 9, 4);
    expect(s.numericColumns).toEqual([
      { column: 1, label: "Qty", count: 2, sum: 6, mean: 3, min: 2, max: 4 },
      { column: 2, label: "Price", count: 2, sum: 1000, mean: 500, min: -0.5, max: 1000.5 },
    ]);
  });

  it("does not count span-covered slots as empty", () => {
    const t = table([
      ["G", "V"],
      [{ text: "grp", span: [2, 1] }, "1"],
      [null, "2"],
    ]);
    const s = computeStatistics(toExportTables({ fileName: "x.pdf", tables: [t] }), ["x.pdf"]).tables[0]!;
    expect([s.emptyCells, s.emptyCellRatio]).toEqual([0, 0]);
  });

  it("totals per file, keeps files without tables and averages confidence", () => {
    const tables = toExportTables([
      { fileName: "a.pdf", tables: [financeTable({ confidence: 0.9 }), table([["A"], ["1"]], { confidence: 0.7 })] },
      { fileName: "empty.pdf", tables: [] },
    ]);
    const stats = computeStatistics(tables, ["a.pdf", "empty.pdf"]);
    expect(stats.files).toEqual([
      { fileName: "a.pdf", tables: 2, rows: 4, averageConfidence: 0.8 },
      { fileName: "empty.pdf", tables: 0, rows: 0, averageConfidence: 0 },
    ]);
    expect(stats.totals).toMatchObject({ files: 2, tables: 2, rows: 4, averageConfidence: 0.8 });
  });
});
