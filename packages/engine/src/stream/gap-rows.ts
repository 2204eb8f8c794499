import type { FrameLine } from "./model.js";
import { joinRows, type RowDraft } from "./rows.js";
import { spanningHeadings, standsUnder } from "./spanning-heading.js";
import { mapList, mapNumbers } from "../flatten.js";

/** Gaps tell rows apart only with this many line rows or more: a header line and two body lines to compare. */
const MIN_GAP_ROW_LINES = 3;

/** Two gap sizes differ when this many points apart (padding between rows vs. leading within a cell). */
const MIN_GAP_STEP = 1.5;
/** A column anchors rows when it has text in at least this share of them. */
const ANCHOR_FILL = 0.8;
/** Gap thresholds tried, widest jump first. */
const MAX_TRIES = 3;

/**
 * Rows from the vertical gaps between lines, for unruled tables whose cells
 * wrap: when rows are padded, lines of one row sit closer together (the
 * leading) than rows do (leading plus padding), however the cells are aligned
 * (top, middle or bottom, so a row's key may sit on its last or middle line).
 * The lines are cut only at gaps wider than a threshold between the two gap
 * sizes, and the grouping is kept only when it reads as rows: some body row
 * (not the first, which may be a two-line header) holds several lines of a
 * wrapped cell, and some column (the anchor: a
 * code, a label, a number) has text in most rows and never on two lines of one
 * row. Returns null when the gaps do not tell rows apart.
 */
export function rowsByGaps(lineRows: readonly RowDraft[], lines: readonly FrameLine[]): RowDraft[] | null {
  if (lineRows.length < MIN_GAP_ROW_LINES) return null;
  const gaps: number[] = [];
  let reach = lines[lineRows[0]!.lines[0]!]!.bbox.y1;
  for (let i = 1; i < lineRows.length; i++) {
    const line = lines[lineRows[i]!.lines[0]!]!;
    gaps.push(line.bbox.y0 - reach);
    reach = Math.max(reach, line.bbox.y1);
  }
  for (const threshold of thresholds(gaps)) {
    const groups: RowDraft[][] = [[lineRows[0]!]];
    gaps.forEach((g, i) =>
      g > threshold ? groups.push([lineRows[i + 1]!]) : groups[groups.length - 1]!.push(lineRows[i + 1]!),
    );
    if (readsAsRows(groups))
      return [...headerLevels(groups[0]!), ...mapList(groups.slice(1), (g) => g.reduce(joinRows))];
  }
  return null;
}

/**
 * The first group's lines as header rows: one row, unless a heading in it spans columns ("Cargo handled"
 * over "Bulk", "Container", "Liquid"). The lines under such a heading are the header's next level and start
 * a row of their own, while a line that only carries on a cell beside the heading ("Ship" over "calls",
 * set top-aligned in a cell as tall as both levels) stays in the heading's row. Joined, the heading's text
 * was stacked onto one cell of its group ("Cargo handled (kt)\nContainer").
 */
function headerLevels(group: readonly RowDraft[]): RowDraft[] {
  const headings = spanningHeadings(group, group);
  if (!headings.length) return [group.reduce(joinRows)];
  const out: RowDraft[] = [group[0]!];
  for (const row of group.slice(1)) {
    if (standsUnder(row, headings)) out.push(row);
    else out[out.length - 1] = joinRows(out[out.length - 1]!, row);
  }
  return out;
}

/** Thresholds midway across the widest steps between distinct gap sizes, widest first. */
function thresholds(gaps: readonly number[]): number[] {
  const sorted = [...new Set(mapNumbers(gaps, (g) => Math.round(g * 10) / 10))].sort((a, b) => a - b);
  const steps: { at: number; size: number }[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const size = sorted[i]! - sorted[i - 1]!;
    if (size >= MIN_GAP_STEP) steps.push({ at: (sorted[i]! + sorted[i - 1]!) / 2, size });
  }
  return mapNumbers(steps.sort((a, b) => b.size - a.size).slice(0, MAX_TRIES), (s) => s.at);
}

function readsAsRows(groups: readonly RowDraft[][]): boolean {
  // Wrapped body cells are what this is for; a two-line header over one-line rows is the header stage's.
  if (groups.length < 2 || !groups.slice(1).some((g) => g.length >= 2)) return false;
  const columns = groups[0]![0]!.cells.length;
  for (let c = 0; c < columns; c++) {
    const perGroup = mapNumbers(groups, (g) => g.filter((r) => r.cells[c]).length);
    const filled = perGroup.filter((n) => n > 0).length;
    if (perGroup.every((n) => n <= 1) && filled >= ANCHOR_FILL * groups.length) return true;
  }
  return false;
}
