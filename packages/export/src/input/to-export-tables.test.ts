import { describe, expect, it } from "vitest";
import { ExportError } from "../errors.js";
import { cell, table } from "../testing/fixtures.js";
import { toExportTables } from "./to-export-tables.js";

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof ExportError ? e.code : `not an ExportError: ${String(e)}`;
  }
  return "no error";
};

describe("toExportTables", () => {
  it("turns covered slots into empty text and keeps spans as merges", () => {
    const [t] = toExportTables({
      fileName: "a.pdf",
      tables: [
        table([
          [{ text: "H", span: [1, 2] }, null],
          ["1", "2"],
        ]),
      ],
    });
    expect(t!.grid).toEqual([
      ["H", ""],
      ["1", "2"],
    ]);
    expect(t!.merges).toEqual([{ row: 0, col: 0, rowSpan: 1, colSpan: 2 }]);
    expect(t!.source).toMatchObject({ fileName: "a.pdf", page: 1, method: "lattice" });
  });

  it("rejects malformed input with stable codes", () => {
    expect(codeOf(() => toExportTables({ fileName: 3, tables: [] } as never))).toBe("invalid_input");
    const ragged = table([
      ["a", "b"],
      ["c", "d"],
    ]);
    ragged.rows[1]!.pop();
    expect(codeOf(() => toExportTables({ fileName: "a.pdf", tables: [ragged] }))).toBe("invalid_table");
    const overflowing = table([["a", "b"]]);
    overflowing.rows[0]![1] = cell("b", [2, 1]);
    expect(codeOf(() => toExportTables({ fileName: "a.pdf", tables: [overflowing] }))).toBe("invalid_table");
    const noText = table([["a"]]);
    (noText.rows[0]![0] as { text: unknown }).text = undefined;
    expect(codeOf(() => toExportTables({ fileName: "a.pdf", tables: [noText] }))).toBe("invalid_table");
  });

  it("clamps a header row count beyond the grid", () => {
    const [t] = toExportTables({ fileName: "a.pdf", tables: [table([["a"]], { headerRows: 5 })] });
    expect(t!.headerRows).toBe(1);
  });
});
