import { indentLevels } from "../confidence/indent-levels.js";
import { isNilMark } from "../confidence/nil-marks.js";
import type { TableEvidence } from "../detect/contract.js";
import type { Cell } from "../types.js";
import type { Column, Segment } from "./model.js";
import type { RowDraft } from "./rows.js";

/** A guide cuts a word when it passes this far inside the word's box (pt), as a ruling does (confidence/cell-confidence.ts). */
const CUT_INSET_PT = 1;

/**
 * Measures what the table rests on: how many of its borders lie on drawn
 * rules, how far cell text strays from its column's aligned edge, how much
 * of the grid is empty, and, when the user's column `guides` set the
 * columns, how many cells a guide cuts through.
 */
export function measureEvidence(
  grid: readonly (Cell | null)[][],
  rows: readonly RowDraft[],
  columns: readonly Column[],
  ruleYs: readonly number[],
  guides: readonly number[] = [],
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
    guideCutRatio: guideCuts(rows, guides),
    rowCount,
    columnCount,
  };
}

/** Share of the filled cells with a word that a guide runs through (more than CUT_INSET_PT inside it). */
function guideCuts(rows: readonly RowDraft[], guides: readonly number[]): number {
  if (!guides.length) return 0;
  let filled = 0,
    cut = 0;
  for (const row of rows)
    for (const cell of row.cells) {
      if (!cell) continue;
      filled++;
      if (cutsAWord(cell.segments, guides)) cut++;
    }
  return filled ? cut / filled : 0;
}

function cutsAWord(segments: readonly Segment[], guides: readonly number[]): boolean {
  for (const s of segments)
    for (const w of s.words)
      for (const g of guides) if (g > w.bbox.x0 + CUT_INSET_PT && g < w.bbox.x1 - CUT_INSET_PT) return true;
  return false;
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

/**
 * Mean distance (pt) of the cells' text from their column's aligned edge. A
 * left-aligned column whose cells start at the levels of an indented stub
 * (confidence/indent-levels.ts) is measured against each cell's own level:
 * items indented under flush section rows are aligned, not stray.
 */
function residual(rows: readonly RowDraft[], columns: readonly Column[]): number {
  let sum = 0,
    n = 0;
  for (let c = 0; c < columns.length; c++) {
    const col = columns[c]!;
    const edges: number[] = [];
    for (const row of rows) {
      const cell = row.cells[c];
      // A lone dash (nothing to report) is set anywhere in its column: no evidence of how the column aligns.
      if (!cell || cell.span > 1 || (cell.segments.length === 1 && isNilMark(cell.segments[0]!.text))) continue;
      let x0 = Infinity,
        x1 = -Infinity;
      for (const s of cell.segments) {
        x0 = Math.min(x0, s.bbox.x0);
        x1 = Math.max(x1, s.bbox.x1);
      }
      edges.push(col.align === "left" ? x0 : col.align === "right" ? x1 : (x0 + x1) / 2);
    }
    const levels = col.align === "left" ? indentLevels(edges) : null;
    // A loop, not `forEach` with an arrow: the arrow, made per column, put `sum` and `n` in a context object.
    for (let i = 0; i < edges.length; i++) sum += Math.abs(edges[i]! - (levels ? levels[i]! : col.anchor));
    n += edges.length;
  }
  return n ? sum / n : 0;
}
