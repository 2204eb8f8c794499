import type { Column } from "./model.js";
import { isFigure } from "./header-words.js";
import type { CellDraft, RowDraft } from "./rows.js";

/** An address or a contact block runs to a handful of lines; more is a list. */
const MAX_ROWS = 6;
const MIN_ROWS = 2;
/** A letter sets two or three blocks side by side (recipient and sender; company, address, contact). */
const MAX_COLUMNS = 3;
const DIGIT = /\d/u;

/**
 * A letter's heading, not a table: address and contact blocks set side by side in plain type, the recipient at
 * the left and the sender (and the date) at the right, or a letterhead's strip of company, address and contact
 * lines. Their lines line up in columns like a small headerless table's, but each column is one block read down,
 * not a field of records read across.
 *
 * What gives a block away is that its lines are of different kinds: a name or a town with no digit beside a
 * house number, a postcode, a phone number or a date. A table's column holds one kind of value (names, or
 * codes, or dates), so a column of a table mixes lines with and without a digit only now and then, and every
 * column of it doing so is rarer still.
 *
 * Asked for: no header row, no rules or stripes between the lines, two or three columns of two to six one-line
 * rows, every column left-aligned with its lines in one run from top to bottom (blocks may start lower or end
 * sooner), at most one figure in a column (a phone number reads as one), and every column holding a line with a digit and a line without one. Labelled
 * details ("Account number  40112233") are `key-value-block.ts`'s; a column of labels without digits keeps
 * such a block a table here.
 */
export function isAddressBlock(
  rows: readonly RowDraft[],
  columns: readonly Column[],
  headerRows: number,
  ruled: boolean,
): boolean {
  if (ruled || headerRows > 0 || columns.length < 2 || columns.length > MAX_COLUMNS) return false;
  if (rows.length < MIN_ROWS || rows.length > MAX_ROWS) return false;
  for (const row of rows) if (row.lines.length !== 1) return false;
  for (let c = 0; c < columns.length; c++) {
    if (columns[c]!.align !== "left" || !readsAsBlock(rows, c)) return false;
  }
  return true;
}

/** A column's cells in one run, none spanning, at most one a figure, with and without digits among its lines. */
function readsAsBlock(rows: readonly RowDraft[], c: number): boolean {
  let figures = 0;
  let withDigit = false;
  let withoutDigit = false;
  let state: "before" | "in" | "after" = "before";
  for (const row of rows) {
    const cell = row.cells[c];
    if (!cell) {
      if (state === "in") state = "after";
      continue;
    }
    if (state === "after" || cell.span !== 1) return false;
    state = "in";
    const text = cellText(cell);
    // A phone number reads as a figure; two figures are a column of data.
    if (isFigure(text) && ++figures > 1) return false;
    if (DIGIT.test(text)) withDigit = true;
    else withoutDigit = true;
  }
  return withDigit && withoutDigit;
}

function cellText(cell: CellDraft): string {
  let text = "";
  for (const s of cell.segments) text = text ? `${text} ${s.text}` : s.text;
  return text.trim();
}
