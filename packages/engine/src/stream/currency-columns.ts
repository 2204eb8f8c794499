import { mapList } from "../flatten.js";
import type { Column, Segment } from "./model.js";
import type { CellDraft, RowDraft } from "./rows.js";

/** A lone currency symbol ("$", "€", "£", "¥"): one character of Unicode's currency category. */
const CURRENCY_SYMBOL = /^\p{Sc}$/u;
/** A figure: digits, possibly after an opening bracket or a minus sign ("(15)", "-3.2"). */
const FIGURE = /^[(\-\u2212\u2013]?\d/u;
/** Rows whose amount carries the symbol, at least: one "$" beside a figure may be a stray mark. */
const MIN_SYMBOLS = 2;

/**
 * Joins a column of currency symbols to the figures right of it. A
 * spreadsheet's accounting format sets "$" flush left in the amount's cell
 * and the figure flush right, so the symbols line up on an edge of their own
 * and read as a narrow column; but each is part of its amount ("$ 3,450,118"),
 * as a ruled table's cell reads it. A column qualifies when every cell that
 * starts in it is a lone currency symbol on a line of a figure starting in
 * the next column (two or more of them), or a cell spanning on into the next
 * column (a year over both). Returns the rows and columns unchanged when no
 * column qualifies.
 */
export function joinCurrencyColumns(
  rows: readonly RowDraft[],
  columns: readonly Column[],
): { rows: RowDraft[]; columns: Column[] } {
  let outRows = rows as RowDraft[];
  let outColumns = columns as Column[];
  for (let c = 0; c < outColumns.length - 1;) {
    if (isCurrencyColumn(outRows, c)) {
      outRows = mapList(outRows, (row) => mergedRow(row, c));
      outColumns = mergedColumns(outColumns, c);
    } else c++;
  }
  return { rows: outRows, columns: outColumns };
}

function isCurrencyColumn(rows: readonly RowDraft[], c: number): boolean {
  let symbols = 0;
  for (const row of rows) {
    const cell = row.cells[c];
    if (!cell || cell.span >= 2) continue;
    const symbol = loneSymbol(cell);
    const figure = row.cells[c + 1];
    if (!symbol || !figure || !startsWithFigure(figure, symbol.line)) return false;
    symbols++;
  }
  return symbols >= MIN_SYMBOLS;
}

function loneSymbol(cell: CellDraft): Segment | null {
  const only = cell.segments.length === 1 ? cell.segments[0]! : null;
  return only && CURRENCY_SYMBOL.test(only.text.trim()) ? only : null;
}

/** The figure's segment on the symbol's line is a figure. */
function startsWithFigure(cell: CellDraft, line: number): boolean {
  const onLine = cell.segments.find((s) => s.line === line);
  return onLine !== undefined && FIGURE.test(onLine.text.trim());
}

/** A row with column c folded into c + 1: its symbol before the figure, spans across c one slot shorter. */
function mergedRow(row: RowDraft, c: number): RowDraft {
  const cells: (CellDraft | undefined)[] = [];
  for (let j = 0; j < row.cells.length; j++) {
    const cell = row.cells[j];
    if (j === c) continue;
    if (j === c + 1) {
      const symbol = row.cells[c];
      if (symbol && symbol.span >= 2) cells.push({ segments: symbol.segments, span: symbol.span - 1 });
      else if (symbol && cell) cells.push({ segments: [...symbol.segments, ...cell.segments], span: cell.span });
      else cells.push(cell);
      continue;
    }
    // A cell from the left covering both c and c + 1 covers one slot fewer now.
    cells.push(cell && j < c && j + cell.span - 1 >= c + 1 ? { segments: cell.segments, span: cell.span - 1 } : cell);
  }
  return { lines: row.lines, cells, y0: row.y0, y1: row.y1 };
}

function mergedColumns(columns: readonly Column[], c: number): Column[] {
  const symbol = columns[c]!,
    figure = columns[c + 1]!;
  const merged: Column = { x0: symbol.x0, x1: figure.x1, align: figure.align, anchor: figure.anchor };
  return [...columns.slice(0, c), merged, ...columns.slice(c + 2)];
}
