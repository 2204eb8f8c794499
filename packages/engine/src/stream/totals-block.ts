import type { Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";

/** A totals block is at most this many lines (subtotal, discount, tax, shipping, total, amount due). */
const MAX_TOTAL_LINES = 6;
/** Lines above the block whose cell edges it is measured against. */
const LINES_ABOVE = 8;
/** A figure: digits with grouping and decimals, sign, brackets, a currency symbol; or a lone dash for none. */
const FIGURE = /^(?:[-+−(]?[$€£]?\s?\d[\d.,\s]*%?\)?|[-–—])$/u;

/**
 * True when lines `from` to the region's end are a totals block under the table's last columns (an
 * invoice's "Subtotal", "VAT 20%", "Total" beside their sums), not a table stacked under it: a few
 * lines, each ending in a figure, every cell of them ending where cells of two or more of the lines
 * above end (right-aligned under the unit price and amount columns), and none reaching the table's
 * first column. Set a little apart, with fewer columns than the items, they looked like a second
 * table; their figures belong under the amounts they sum.
 */
export function isTotalsBlock(segmentsByLine: readonly Segment[][], from: number, settings: StreamSettings): boolean {
  const block = segmentsByLine.slice(from);
  if (!block.length || block.length > MAX_TOTAL_LINES || from < 2) return false;
  const above = segmentsByLine.slice(Math.max(0, from - LINES_ABOVE), from).filter(hasCells);
  if (above.length < 2) return false;
  // The first column's right edge: the block stands wholly right of it.
  let firstColumnEnd = -Infinity;
  for (const segs of above) firstColumnEnd = Math.max(firstColumnEnd, segs[0]!.bbox.x1);
  for (const segs of block) {
    const last = segs[segs.length - 1];
    if (!last || !FIGURE.test(last.text.trim())) return false;
    for (const s of segs) {
      if (s.bbox.x0 <= firstColumnEnd) return false;
      if (linesEndingAt(above, s.bbox.x1, settings.alignTolerance) < 2) return false;
    }
  }
  return true;
}

/** How many of the lines have a segment ending within `tolerance` of `x`. */
function linesEndingAt(lines: readonly Segment[][], x: number, tolerance: number): number {
  let n = 0;
  for (const segs of lines)
    for (const s of segs)
      if (Math.abs(s.bbox.x1 - x) <= tolerance) {
        n++;
        break;
      }
  return n;
}

// At module level, not an arrow in isTotalsBlock: a new closure on each call loses V8's optimised code
// (callbacks-per-call.test.ts).
const hasCells = (segs: readonly Segment[]) => segs.length >= 2;
