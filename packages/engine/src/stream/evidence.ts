import type { TableEvidence } from "../detect/contract.js";
import type { Cell } from "../types.js";
import type { Column } from "./model.js";
import type { RowDraft } from "./rows.js";

/**
 * Measures what the table rests on: how many of its borders lie on drawn
 * rules, how far cell text strays from its column's aligned edge, and how
 * much of the grid is empty.
 */
export function measureEvidence(
  grid: readonly (Cell | null)[][],
  rows: readonly RowDraft[],
  columns: readonly Column[],
  ruleYs: readonly number[],
): TableEvidence {
  const rowCount = grid.length,
    columnCount = columns.length;
  let slots = 0,
    empty = 0;
  for (const row of grid)
    for (const cell of row)
      if (cell) {
        slots++;
        if (!cell.text) empty++;
      }
  return {
    rulingCoverage: coverage(rows, columnCount, ruleYs),
    alignmentResidual: residual(rows, columns),
    emptyCellRatio: slots ? empty / slots : 1,
    rowCount,
    columnCount,
  };
}

/** Share of all cell borders (horizontal and vertical) that sit on a rule; stream tables have only horizontal ones. */
function coverage(rows: readonly RowDraft[], columnCount: number, ruleYs: readonly number[]): number {
  if (!rows.length || !columnCount) return 0;
  const reach = 15; // how far above the first row or below the last a bounding rule may sit
  let covered = 0;
  for (let i = 0; i <= rows.length; i++) {
    const top = i === 0 ? rows[0]!.y0 - reach : rows[i - 1]!.y1;
    const bottom = i === rows.length ? rows[i - 1]!.y1 + reach : rows[i]!.y0;
    if (ruleBetween(ruleYs, top, bottom)) covered++;
  }
  const total = (rows.length + 1) * columnCount + (columnCount + 1) * rows.length;
  return (covered * columnCount) / total;
}

/** Whether a rule lies between `top` and `bottom` (1 pt of slack each side). */
function ruleBetween(ruleYs: readonly number[], top: number, bottom: number): boolean {
  for (const y of ruleYs) if (y >= top - 1 && y <= bottom + 1) return true;
  return false;
}

function residual(rows: readonly RowDraft[], columns: readonly Column[]): number {
  let sum = 0,
    n = 0;
  for (const row of rows) {
    for (let c = 0; c < row.cells.length; c++) {
      const cell = row.cells[c];
      if (!cell || cell.span > 1) continue;
      const col = columns[c]!;
      let x0 = Infinity,
        x1 = -Infinity;
      for (const s of cell.segments) {
        x0 = Math.min(x0, s.bbox.x0);
        x1 = Math.max(x1, s.bbox.x1);
      }
      const edge = col.align === "left" ? x0 : col.align === "right" ? x1 : (x0 + x1) / 2;
      sum += Math.abs(edge - col.anchor);
      n++;
    }
  }
  return n ? sum / n : 0;
}
