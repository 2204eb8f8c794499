import type { ExtractedTable } from "../api/extractionTypes";
import type { Grid } from "../preview/grid";
import { boxOf, contains, type Box, type Point } from "./geometry";

/** One cell of a table as drawn on the page. */
export interface PlacedCell {
  row: number;
  col: number;
  box: Box;
  /** The cell's own score when the engine gives one, else the table's. */
  confidence: number | null;
}

/** Below this a cell is marked for checking. */
export const LOW_CONFIDENCE = 0.6;

/**
 * The cells of a table that have their own box on the page. Edited tables (every cell boxed by
 * the whole table) and stitched tables (boxes on several pages) have none.
 */
export function placedCells(table: ExtractedTable): PlacedCell[] {
  const cells = table.cells ?? [];
  if (!table.bbox || (table.pages?.length ?? 1) > 1) return [];
  const whole = boxOf(table.bbox).join(",");
  const boxes = cells.map((c) => boxOf(c.bbox));
  if (boxes.length === 0 || boxes.every((b) => b.join(",") === whole)) return [];
  return cells.map((c, i) => ({
    row: c.row,
    col: c.col,
    box: boxes[i]!,
    confidence: c.confidence ?? table.confidence ?? null,
  }));
}

/** The confidence shown for cell (row, col): its own when the engine scored it, else the table's. */
export function cellConfidence(table: ExtractedTable, row: number, col: number): number | null {
  const own = table.cells?.find((c) => c.row === row && c.col === col)?.confidence;
  return own ?? table.confidence ?? null;
}

/** True when the cell should be checked by a person. */
export const isLowConfidence = (confidence: number | null) => confidence !== null && confidence < LOW_CONFIDENCE;

/** Inner row and column lines of a table, from its cells' edges (what the overlay draws). */
export function gridLines(cells: PlacedCell[], table: Box): { rows: number[]; columns: number[] } {
  const rows = new Set<number>();
  const columns = new Set<number>();
  for (const cell of cells) {
    if (cell.box[1] > table[1] + 1) rows.add(Math.round(cell.box[1] * 10) / 10);
    if (cell.box[0] > table[0] + 1) columns.add(Math.round(cell.box[0] * 10) / 10);
  }
  return { rows: [...rows].sort((a, b) => a - b), columns: [...columns].sort((a, b) => a - b) };
}

/** The cell under a point, if any. */
export const cellAt = (cells: PlacedCell[], point: Point) => cells.find((c) => contains(c.box, point)) ?? null;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Finds where a text starts on a page from the tables read there: the top-left of the first cell
 * (top to bottom, left to right) whose text contains it. Returns null when no cell holds it.
 */
export function locateInCells(text: string, tables: { table: ExtractedTable; grid: Grid }[]): Point | null {
  const wanted = normalise(text);
  if (!wanted) return null;
  const hits: Box[] = [];
  for (const { table, grid } of tables) {
    for (const cell of placedCells(table)) {
      const value = grid.rows[cell.row]?.[cell.col] ?? "";
      if (normalise(value).includes(wanted)) hits.push(cell.box);
    }
  }
  hits.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return hits[0] ? { x: hits[0][0], y: hits[0][1] } : null;
}
