import { describe, expect, it } from "vitest";
import type { TableCandidate } from "../detect/contract.js";
import type { Cell } from "../types.js";
import { dropCaptionRows } from "./caption-rows.js";

const cell = (text: string, y: number, col: number, colSpan = 1): Cell => ({
  text,
  bbox: { x0: col * 50, y0: y, x1: (col + colSpan) * 50, y1: y + 20 },
  rowSpan: 1,
  colSpan,
});
const row = (y: number, texts: string[]) => texts.map((t, c) => cell(t, y, c));
const wide = (y: number, text: string) => [cell(text, y, 0, 3), null, null];

function grid(rows: (Cell | null)[][], headerRows = 2): TableCandidate {
  return {
    bbox: { x0: 0, y0: 0, x1: 150, y1: rows.length * 20 },
    rows,
    method: "lattice",
    headerRows,
    evidence: { rulingCoverage: 1, alignmentResidual: 0, emptyCellRatio: 0, rowCount: rows.length, columnCount: 3 },
  };
}

describe("dropCaptionRows", () => {
  it("drops a boxed caption row above and note rows below the grid, and fixes box and header count", () => {
    const t = dropCaptionRows(
      grid([
        wide(0, "Table 4. Stock by depot"),
        row(20, ["Depot", "Units", "Value"]),
        row(40, ["Oslo", "3", "9"]),
        row(60, ["Riga", "4", "8"]),
        wide(80, "Source: depot returns"),
        wide(100, "Note: in euros"),
      ]),
    );
    expect(t.rows.map((r) => r[0]!.text)).toEqual(["Depot", "Oslo", "Riga"]);
    expect(t.bbox).toEqual({ x0: 0, y0: 20, x1: 150, y1: 80 });
    expect(t.headerRows).toBe(1);
    expect(t.evidence.rowCount).toBe(3);
  });

  it("drops an unnumbered title above a header row, and a note the text reading left in the first column", () => {
    const note = [cell("Source: depot returns, 2024.", 80, 0), cell("", 80, 1), null];
    const t = dropCaptionRows(
      grid([
        wide(0, "Staff by region, end of year"),
        row(20, ["Region", "Staff", "Share (%)"]),
        row(40, ["Oslo", "3", "9"]),
        row(60, ["Riga", "4", "8"]),
        note,
      ]),
    );
    expect(t.rows.map((r) => r[0]!.text)).toEqual(["Region", "Oslo", "Riga"]);
  });

  it("keeps a title-like first row above figures (a group label) and a first-column note next to figures", () => {
    const rows = [
      wide(0, "Depots in the north"),
      row(20, ["Oslo", "3", "9"]),
      row(40, ["Riga", "4", "8"]),
      row(60, ["Note: closed", "1", "2"]),
    ];
    expect(dropCaptionRows(grid(rows)).rows).toHaveLength(4);
  });

  it("keeps full-width rows that are not captions or notes (a group label, a total)", () => {
    const rows = [
      wide(0, "Northern depots"),
      row(20, ["Oslo", "3", "9"]),
      row(40, ["Riga", "4", "8"]),
      wide(60, "All depots 7 17"),
    ];
    expect(dropCaptionRows(grid(rows)).rows).toHaveLength(4);
  });
});
