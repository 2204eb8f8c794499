import type { SheetTable } from "../model.js";
import { isBlankish } from "../typing/column-types.js";
import { readNumber } from "../typing/parse-number.js";

/**
 * The `fill_gaps` switch: joins continuation rows into the row above, then copies every
 * spanning cell's text into the slots it covers (down and right), so each row stands alone
 * when sorted or filtered. Returns a new table without merges; the input is not changed.
 */
export function fillGaps<T extends SheetTable>(table: T): T {
  const joined = joinContinuationRows(table);
  const grid = joined.grid.map((row) => [...row]);
  for (const m of joined.merges) {
    const text = grid[m.row]![m.col]!;
    for (let r = m.row; r < m.row + m.rowSpan; r++) {
      for (let c = m.col; c < m.col + m.colSpan; c++) grid[r]![c] = text;
    }
  }
  return { ...table, grid, headerRows: joined.headerRows, merges: [] };
}

/**
 * A continuation row holds only the wrapped tail of the row above: its first column is a real,
 * empty cell (not one covered by a span), it has fewer filled cells than the row above, and
 * none of them is a number or "no value" mark (a row of figures is data, never a wrapped line).
 */
export function isContinuationRow(
  table: SheetTable,
  r: number,
  covered: Set<string>,
  above: readonly string[] = table.grid[r - 1] ?? [],
): boolean {
  if (r <= table.headerRows || r >= table.grid.length) return false;
  const row = table.grid[r]!;
  if (row.length < 2 || covered.has(`${r},0`) || row[0]!.trim() !== "") return false;
  const filled = row.filter((t, c) => t.trim() !== "" && !covered.has(`${r},${c}`));
  const filledAbove = above.filter((t) => t.trim() !== "").length;
  if (filled.length === 0 || filled.length >= filledAbove) return false;
  return filled.every((t) => readNumber(t) === null && !isBlankish(t));
}

function joinContinuationRows(table: SheetTable): SheetTable {
  const covered = coveredSlots(table);
  const spanned = new Set(table.merges.flatMap((m) => rowsOf(m.row, m.rowSpan)));
  const keep: string[][] = [];
  const newIndex: number[] = [];
  for (let r = 0; r < table.grid.length; r++) {
    // rows holding or following a span are never joined: their row structure carries the span
    const target = keep[keep.length - 1];
    // compared with the row built so far, so a text wrapped over three lines joins twice
    if (target && !spanned.has(r) && !spanned.has(r - 1) && isContinuationRow(table, r, covered, target)) {
      table.grid[r]!.forEach((text, c) => {
        if (text.trim() !== "" && !covered.has(`${r},${c}`))
          target[c] = target[c]!.trim() ? `${target[c]} ${text.trim()}` : text.trim();
      });
      newIndex.push(keep.length - 1);
      continue;
    }
    newIndex.push(keep.length);
    keep.push([...table.grid[r]!]);
  }
  const merges = table.merges.map((m) => ({ ...m, row: newIndex[m.row]! }));
  return { grid: keep, headerRows: table.headerRows, merges };
}

function coveredSlots(table: SheetTable): Set<string> {
  const covered = new Set<string>();
  for (const m of table.merges) {
    for (let r = m.row; r < m.row + m.rowSpan; r++) {
      for (let c = m.col; c < m.col + m.colSpan; c++) if (r !== m.row || c !== m.col) covered.add(`${r},${c}`);
    }
  }
  return covered;
}

function rowsOf(start: number, span: number): number[] {
  return Array.from({ length: span }, (_, i) => start + i);
}
