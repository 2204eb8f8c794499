import { joinRows, type RowDraft } from "./rows.js";
import type { FrameLine } from "./model.js";
import { mapList } from "../flatten.js";

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
  const side = (l: number) => rules.filter((y) => y < (lines[l]!.bbox.y0 + lines[l]!.bbox.y1) / 2).length;
  return rows.flatMap((row) => {
    const sides = new Map<number, number[]>();
    for (const l of row.lines) sides.set(side(l), [...(sides.get(side(l)) ?? []), l]);
    if (sides.size < 2) return [row];
    return mapList(
      [...sides.entries()].sort(([a], [b]) => a - b),
      ([, ls]) => mapList(ls, (l) => lineRows[l]!).reduce(joinRows),
    );
  });
}
