import type { Cell } from "../types.js";
import { isBlank } from "../text/blank.js";
import { filledArray } from "../filled-array.js";
import { cellOf } from "../cell.js";
import { mapList } from "../flatten.js";

type Grid = (Cell | null)[][];

/**
 * Removes grid rows and columns that hold no text and are too thin to hold
 * any (double rules, shading bands drawn between rows): a row thinner than
 * `minRow` points, a column narrower than `minCol`. Spans across a removed
 * slot shrink by one; a spanning cell that started there moves to the next
 * slot. Returns a new grid, or the same one when nothing is thin.
 */
export function pruneThinEmpty(rows: Grid, minRow: number, minCol: number): Grid {
  let grid = rows;
  for (let r = grid.length - 1; r >= 0 && grid.length > 2; r--) {
    if (rowHeight(grid, r) < minRow && sliceEmpty(grid, r, "row")) grid = removeRow(grid, r);
  }
  let t = transpose(grid);
  for (let c = t.length - 1; c >= 0 && t.length > 2; c--) {
    if (rowHeight(t, c) < minCol && sliceEmpty(t, c, "row")) t = removeRow(t, c);
  }
  return transpose(t);
}

/** Height of slot row r from its single-span cells (Infinity when every cell spans). */
function rowHeight(grid: Grid, r: number): number {
  let best = Infinity;
  for (const cell of grid[r]!) {
    if (!cell) continue;
    const span = cell.rowSpan;
    if (span !== 1) continue;
    const size = cell.bbox.y1 - cell.bbox.y0;
    best = Math.min(best, size);
  }
  return best;
}

/** The cell covering each slot of row r (with its top-left slot), from one pass over the grid. */
function rowOwners(grid: Grid, r: number): ({ cell: Cell; row: number; col: number } | null)[] {
  const owners: ({ cell: Cell; row: number; col: number } | null)[] = filledArray(grid[r]!.length, null);
  for (let i = 0; i <= r; i++) {
    const row = grid[i]!;
    for (let j = 0; j < row.length; j++) {
      const cell = row[j];
      if (!cell || i + cell.rowSpan <= r) continue;
      for (let k = j; k < j + cell.colSpan && k < owners.length; k++) owners[k] = { cell, row: i, col: j };
    }
  }
  return owners;
}

/**
 * True when the cells lying in slot row r alone are all empty; cells spanning
 * through it keep their text when the row goes (their span just shrinks).
 */
function sliceEmpty(grid: Grid, r: number, _kind: "row"): boolean {
  return grid[r]!.every(emptyOrSpanning);
}

function emptyOrSpanning(cell: Cell | null): boolean {
  return !cell || cell.rowSpan > 1 || isBlank(cell.text);
}

function removeRow(grid: Grid, r: number): Grid {
  const out: Grid = mapList(grid, copyRow);
  const owners = rowOwners(grid, r);
  const seen = new Set<Cell>();
  for (const owner of owners) {
    if (!owner || seen.has(owner.cell)) continue;
    seen.add(owner.cell);
    const { cell, row, col } = owner;
    if (cell.rowSpan === 1) continue;
    const shrunk = cellOf(cell.text, cell.bbox, cell.rowSpan - 1, cell.colSpan);
    if (row === r) out[r + 1]![col] = shrunk;
    else out[row]![col] = shrunk;
  }
  out.splice(r, 1);
  return out;
}

function transpose(grid: Grid): Grid {
  if (grid.length === 0) return grid;
  const cols = grid[0]!.length;
  const out: Grid = [];
  for (let c = 0; c < cols; c++) {
    const column: (Cell | null)[] = [];
    for (const row of grid) column.push(transposed(row[c] ?? null));
    out.push(column);
  }
  return out;
}

function copyRow(row: readonly (Cell | null)[]): (Cell | null)[] {
  return [...row];
}

/** A cell with its box and spans mirrored across the diagonal. */
function transposed(cell: Cell | null): Cell | null {
  return cell
    ? cellOf(
        cell.text,
        { x0: cell.bbox.y0, y0: cell.bbox.x0, x1: cell.bbox.y1, y1: cell.bbox.x1 },
        cell.colSpan,
        cell.rowSpan,
      )
    : null;
}
