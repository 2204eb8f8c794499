import { joinRows, type RowDraft } from "./rows.js";
import type { FrameLine } from "./model.js";

/**
 * Rows cut where a rule runs between their lines: a rule between two lines of a table parts
 * their rows, even when it is the table's one rule inside its region and the rows were formed
 * from spacing or continuation. A scanned header of shaded cells parted by white lines
 * (`ocr/background-lines.ts`) may show only its inner line, the one under a spanning heading,
 * when the header's edge against light body cells is too faint to find; without the cut the
 * spanning heading ("2023") and the cells under it ("H1", "H2") were read as one stacked row.
 * `lineRows` holds one row per line (`rowsPerLine`), by line index; a row whose lines all lie
 * on one side of every rule is returned as it is.
 */
export function splitRowsAtRules(
  rows: readonly RowDraft[],
  lineRows: readonly RowDraft[],
  lines: readonly FrameLine[],
  rules: readonly number[],
): RowDraft[] {
  if (rules.length === 0) return [...rows];
  const out: RowDraft[] = [];
  for (const row of rows) {
    const sides = new Map<number, number[]>();
    for (const l of row.lines) {
      const side = rulesAbove(rules, lines[l]!);
      sides.set(side, [...(sides.get(side) ?? []), l]);
    }
    if (sides.size < 2) {
      out.push(row);
      continue;
    }
    for (const [, ls] of [...sides.entries()].sort(bySide)) out.push(joinedRow(lineRows, ls));
  }
  return out;
}

/** How many rules lie above the middle of `line`. */
function rulesAbove(rules: readonly number[], line: FrameLine): number {
  const middle = (line.bbox.y0 + line.bbox.y1) / 2;
  let n = 0;
  for (const y of rules) if (y < middle) n++;
  return n;
}

const bySide = ([a]: [number, number[]], [b]: [number, number[]]) => a - b;

/** The rows of lines `ls` joined into one. */
function joinedRow(lineRows: readonly RowDraft[], ls: readonly number[]): RowDraft {
  const rows: RowDraft[] = [];
  for (const l of ls) rows.push(lineRows[l]!);
  return rows.reduce(joinRows);
}
