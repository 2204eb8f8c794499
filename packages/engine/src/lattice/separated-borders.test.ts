import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { boxedCellsPdf } from "../testing/boxed-cells.js";

const ROWS = [
  ["Depot", "Item", "Quantity"],
  ["Leeds", "Bolts", "1,200"],
  ["York", "Washers", "860"],
  ["Hull", "Brackets", "74"],
  ["Selby", "Hinges", "310"],
];
const WIDTHS = [90, 90, 70];

describe("borders drawn round each cell apart from its neighbours", () => {
  it("reads cells whose sides are fills cut on the slant at the corners as a ruled grid", async () => {
    // HTML's border="1" as browsers print it: every side of every box a fill, the upright ones trapezoids
    const result = await extractTables(boxedCellsPdf(ROWS, WIDTHS, 1.5, "mitred-fills"));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.method).toBe("lattice");
    expect(result.tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual(ROWS);
  });

  it("reads boxes set apart wider than a ruled grid's joins as one table, not as tables side by side", async () => {
    // 4.5 pt between boxes: each box's rules stop short of every column gap, as two ruled tables printed side by side would
    const result = await extractTables(boxedCellsPdf(ROWS, WIDTHS, 4.5, "stroked"));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual(ROWS);
  });
});
