import type { Placement } from "./columns.js";
import type { Column, FrameLine, HorizontalRule, VerticalRule } from "./model.js";
import { mapList, mapNumbers } from "../flatten.js";

/** A rule under a header this share of the table's width or more is the table's own rule, not a group's underline. */
const MAX_UNDERLINE_SHARE = 0.8;
/** Cell keys are line * this + column: more columns than any table has. */
const KEY_STRIDE = 4096;

/**
 * Header cells that drawn rules show to span several columns: a segment
 * boxed in by vertical rules that enclose several columns, or standing on a
 * short rule (booktabs \cmidrule) drawn under a group of columns. Only lines
 * above the first well-filled line (the header zone, at most `maxLines`) are
 * considered, and a span never covers a slot that already holds text there.
 */
export function spansFromRules(
  placements: readonly Placement[],
  columns: readonly Column[],
  lines: readonly FrameLine[],
  verticals: readonly VerticalRule[],
  horizontals: readonly HorizontalRule[],
  maxLines: number,
): Placement[] {
  if (!verticals.length && !horizontals.length) return [...placements];
  const zone = Math.min(maxLines, headerZone(placements, columns.length, lines.length));
  // Only header-zone slots are ever looked up, so only header-zone placements are filed.
  const taken = new Set<number>();
  for (const p of placements) {
    if (p.segment.line >= zone) continue;
    for (let k = 0; k < p.span; k++) taken.add(slot(p.segment.line, p.col + k));
  }
  const centres = mapNumbers(columns, (c) => (c.x0 + c.x1) / 2);
  // The table's outer edge closes a box whose other side is a drawn rule.
  const tableLeft = Math.min(...mapNumbers(columns, (c) => c.x0)) - 1;
  const tableRight = Math.max(...mapNumbers(columns, (c) => c.x1)) + 1;
  return mapList(placements, (p) => {
    if (p.segment.line >= zone) return p;
    const line = lines[p.segment.line]!;
    const range =
      boxedRange(p, line, verticals, tableLeft, tableRight) ??
      cmidruleRange(p, line, horizontals, tableRight - tableLeft);
    if (!range) return p;
    const cols = mapNumbers(centres, (c, i) => (c > range[0] && c < range[1] ? i : -1)).filter((i) => i >= 0);
    if (cols.length < 2 || cols.length <= p.span || !cols.includes(p.col)) return p;
    const first = cols[0]!,
      last = cols[cols.length - 1]!;
    const own = (c: number) => c >= p.col && c < p.col + p.span;
    for (let c = first; c <= last; c++) if (!own(c) && taken.has(slot(p.segment.line, c))) return p;
    // Spelled out, not spread, so placements keep the one shape columns.ts makes them with (segmentOnLine says why).
    return { segment: p.segment, col: first, span: last - first + 1 };
  });
}

/**
 * The x-range between the nearest vertical rules left and right of the
 * segment that cross its line; a missing side is closed by the table's edge
 * as long as one rule is there.
 */
function boxedRange(
  p: Placement,
  line: FrameLine,
  verticals: readonly VerticalRule[],
  tableLeft: number,
  tableRight: number,
): [number, number] | null {
  const crossing = verticals.filter((v) => v.y0 <= line.bbox.y0 + 1 && v.y1 >= line.bbox.y1 - 1);
  let left = -Infinity,
    right = Infinity;
  for (const v of crossing) {
    if (v.x <= p.segment.bbox.x0 + 1) left = Math.max(left, v.x);
    if (v.x >= p.segment.bbox.x1 - 1) right = Math.min(right, v.x);
  }
  if (!Number.isFinite(left) && !Number.isFinite(right)) return null;
  return [Number.isFinite(left) ? left : tableLeft, Number.isFinite(right) ? right : tableRight];
}

/** The x-range of a short rule just under the segment whose extent holds the segment's centre. */
function cmidruleRange(
  p: Placement,
  line: FrameLine,
  horizontals: readonly HorizontalRule[],
  tableWidth: number,
): [number, number] | null {
  const height = line.bbox.y1 - line.bbox.y0;
  const cx = (p.segment.bbox.x0 + p.segment.bbox.x1) / 2;
  const width = p.segment.bbox.x1 - p.segment.bbox.x0;
  // Short: a rule across (nearly) the whole table separates rows, it does not group columns.
  const under = horizontals.find(
    (h) =>
      h.y >= line.bbox.y1 - 1 &&
      h.y <= line.bbox.y1 + height &&
      h.x0 < cx &&
      h.x1 > cx &&
      h.x1 - h.x0 > width &&
      h.x1 - h.x0 < MAX_UNDERLINE_SHARE * tableWidth,
  );
  return under ? [under.x0, under.x1] : null;
}

/** Index of the first line filling at least half the columns (two or more): the header zone ends there. */
function headerZone(placements: readonly Placement[], columnCount: number, lineCount: number): number {
  const filled = new Array<number>(lineCount).fill(0);
  for (const p of placements) filled[p.segment.line]! += 1;
  const full = filled.findIndex((n) => n >= Math.max(2, columnCount / 2));
  return full < 0 ? 0 : full;
}

function slot(line: number, col: number): number {
  return line * KEY_STRIDE + col;
}
