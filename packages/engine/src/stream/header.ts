import type { CellDraft, RowDraft } from "./rows.js";
import type { StreamSettings } from "./settings.js";

/** How many leading rows are headers and which evidence said so. */
export interface HeaderGuess {
  headerRows: number;
  source: "rule" | "bold" | "span" | "none";
}

/**
 * Header rows from evidence only: rows above the first rule drawn inside
 * the table, else a run of bold leading rows over a non-bold body, else the
 * leading rows that hold a cell spanning several columns.
 */
export function detectHeader(
  rows: readonly RowDraft[],
  interiorRules: readonly number[],
  settings: StreamSettings,
): HeaderGuess {
  const limit = Math.min(settings.maxHeaderRows, Math.floor(rows.length / 2));
  const byRule = rowsAboveFirstRule(rows, interiorRules);
  if (byRule > 0 && byRule <= limit) return { headerRows: byRule, source: "rule" };
  const bold = leadingBoldRows(rows);
  if (bold > 0 && bold <= limit) return { headerRows: bold, source: "bold" };
  const span = leadingSpanRows(rows, limit);
  if (span > 0) return { headerRows: span, source: "span" };
  return { headerRows: 0, source: "none" };
}

function rowsAboveFirstRule(rows: readonly RowDraft[], rules: readonly number[]): number {
  for (const y of [...rules].sort(ascending)) {
    // Counted in one loop, not two filtered copies of the rows per rule (zebra tables have a rule per stripe).
    let above = 0,
      below = 0;
    for (const r of rows) {
      if (r.y1 <= y + 1) above++;
      if (r.y0 >= y - 1) below++;
    }
    if (above > 0 && below > 0 && above + below === rows.length) return above;
  }
  return 0;
}

/**
 * The header's rows as its levels show them, for reading headings that span
 * columns: the detected header, or more bold leading rows (a rule under each
 * row makes the first rule's count one).
 */
export function headerLevels(rows: readonly RowDraft[], header: HeaderGuess, settings: StreamSettings): number {
  const bold = leadingBoldRows(rows);
  return bold <= Math.min(settings.maxHeaderRows, Math.floor(rows.length / 2))
    ? Math.max(header.headerRows, bold)
    : header.headerRows;
}

function leadingBoldRows(rows: readonly RowDraft[]): number {
  let n = 0;
  while (n < rows.length && isBoldRow(rows[n]!)) n++;
  return n < rows.length ? n : 0;
}

function leadingSpanRows(rows: readonly RowDraft[], limit: number): number {
  let last = -1;
  for (let i = 0; i < limit; i++) if (rows[i]!.cells.some(spansColumns)) last = i;
  return last + 1;
}

// Callbacks and loops at module level, not arrows in the functions above: an arrow is a new closure on
// each call, whose optimised code V8 drops with it (callbacks-per-call.test.ts, bench/README.md, issue #17).
const ascending = (a: number, b: number) => a - b;
const spansColumns = (c: CellDraft | undefined) => c !== undefined && c.span > 1;

/** A row with text whose every segment is bold. */
function isBoldRow(r: RowDraft): boolean {
  let filled = 0;
  for (const c of r.cells) {
    if (!c) continue;
    filled++;
    for (const s of c.segments) if (!s.bold) return false;
  }
  return filled > 0;
}
