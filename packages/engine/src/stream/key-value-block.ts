import { isFigure } from "./header-words.js";
import { isLabel } from "./label-prose.js";
import type { CellDraft, RowDraft } from "./rows.js";

/** A block of labelled details runs to a handful of lines (account, sort code, period, page); more is a list. */
const MAX_ROWS = 5;
/** Fewer than this many labels beside values are too few to tell a block of details by. */
const MIN_ROWS = 2;
/** A form field's label ends in a colon ("Invoice no:", "Date:"). */
const FIELD_LABEL = /:$/u;

/**
 * A block of labelled details, not a table: the account details at the top of
 * a statement or an invoice ("Account number  40112233", "Sort code  20-45-77",
 * "Statement period  1 Mar 2024 to 31 Mar 2024"), often beside the holder's
 * address. Their labels and values line up in columns like a small headerless
 * table's, but each line is a different field, not a record.
 *
 * Asked for: two to five rows of one line each, no header row; the last two
 * columns are a key and its value on two or more rows and empty on the others
 * (an address longer than the details), the key a short label that
 * either ends in a colon (a form field) or is set in bold beside a plain
 * value (the label column of a letterhead, bold down a column, not across a
 * header row); and the values are not all figures (labelled amounts, a
 * balance summary, are data a user wants as a table). Whatever stands left of
 * the keys (an address's lines) does not matter.
 *
 * A genuine small table has a header row (bold, ruled or spanning), or plain
 * labels with no colon, or only figures beside its labels, or its labels in a
 * column other than the second-to-last, and stays a table.
 */
export function isKeyValueBlock(rows: readonly RowDraft[], headerRows: number, columnCount: number): boolean {
  if (headerRows > 0 || columnCount < 2 || rows.length < MIN_ROWS || rows.length > MAX_ROWS) return false;
  let allFigures = true;
  let pairs = 0;
  for (const row of rows) {
    if (row.lines.length !== 1) return false;
    const key = row.cells[columnCount - 2];
    const value = row.cells[columnCount - 1];
    // A line of the address alone, beside no field (an address longer than the details).
    if (!key && !value) continue;
    if (!key || !value || key.span !== 1 || !isKey(key, value)) return false;
    pairs++;
    if (!isFigure(cellText(value))) allFigures = false;
  }
  return pairs >= MIN_ROWS && !allFigures;
}

/** A field's label: a short label ending in a colon, or a bold label beside a plain value. */
function isKey(key: CellDraft, value: CellDraft): boolean {
  const text = cellText(key);
  const label = text.replace(FIELD_LABEL, "");
  if (!isLabel(label)) return false;
  return FIELD_LABEL.test(text) || (allBold(key) && !anyBold(value));
}

function cellText(cell: CellDraft): string {
  let text = "";
  for (const s of cell.segments) text = text ? `${text} ${s.text}` : s.text;
  return text.trim();
}

function allBold(cell: CellDraft): boolean {
  for (const s of cell.segments) if (!s.bold) return false;
  return cell.segments.length > 0;
}

function anyBold(cell: CellDraft): boolean {
  for (const s of cell.segments) if (s.bold) return true;
  return false;
}
