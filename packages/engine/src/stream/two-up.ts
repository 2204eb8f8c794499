import type { FrameWord } from "./model.js";
import { median } from "./geometry.js";
import { mapNumbers } from "../flatten.js";
import { fontSizeOf } from "../geometry/box-fields.js";

/** The left edges of the two halves' text agree within this many points, shifted by half the sheet. */
const EDGE_TOLERANCE = 2;
/** Words starting within this many ems right of a half's left edge start a line there (a cell's padding). */
const START_REACH_EM = 1;
/** Lines starting on each half's left edge: a heading and a few rows, not one stray word. */
const MIN_EDGE_LINES = 3;
/** The strip free of text round the sheet's middle reaches this many ems of the page's type either side. */
const MIDDLE_CLEAR_EM = 1;

/**
 * The words of a "two-up" sheet parted into its two logical pages: two portrait pages printed side by side on one
 * landscape sheet (a booklet, "2 pages per sheet"), each with its own headings and tables, read as two pages so a
 * table on each half is its own table, never one wide table (bench/README.md, "Probe classes: negative amounts ...").
 * A sheet is two-up when it is wider than tall, no word comes within an em of its middle, and the text of the right
 * half starts exactly half the sheet's width right of where the left half's starts (both pages printed with the
 * same margin), three lines or more starting on each of those edges (or a cell's padding right of it) and nothing on either half left of its edge.
 * A wide table whose columns merely leave the middle empty has no column starting at that very offset; one whose
 * column happens to start there is still one page when a horizontal rule (a header's or a total's) runs across the
 * middle, which no two-up sheet draws.
 * Returns the two halves' words, or null when the sheet is not two-up.
 */
export function twoUpHalves(
  words: readonly FrameWord[],
  width: number,
  height: number,
  rules: readonly { x0: number; x1: number }[] = [],
): [FrameWord[], FrameWord[]] | null {
  if (width <= height || words.length < 2 * MIN_EDGE_LINES) return null;
  const middle = width / 2;
  const em = median(mapNumbers(words, fontSizeOf));
  const clear = MIDDLE_CLEAR_EM * em;
  for (const r of rules) if (r.x0 < middle - clear && r.x1 > middle + clear) return null;
  const left: FrameWord[] = [];
  const right: FrameWord[] = [];
  for (const w of words) {
    if (w.bbox.x1 <= middle - clear) left.push(w);
    else if (w.bbox.x0 >= middle + clear) right.push(w);
    else return null;
  }
  const leftEdge = minX0(left);
  const rightEdge = minX0(right);
  if (Math.abs(rightEdge - leftEdge - middle) > EDGE_TOLERANCE) return null;
  const reach = START_REACH_EM * em;
  if (
    linesStartingAt(left, leftEdge, reach) < MIN_EDGE_LINES ||
    linesStartingAt(right, rightEdge, reach) < MIN_EDGE_LINES
  )
    return null;
  return [left, right];
}

function minX0(words: readonly FrameWord[]): number {
  let x = Infinity;
  for (const w of words) x = Math.min(x, w.bbox.x0);
  return x;
}

/** How many baselines (to the point) hold a word starting on `edge` or up to `reach` right of it. */
function linesStartingAt(words: readonly FrameWord[], edge: number, reach: number): number {
  const baselines = new Set<number>();
  for (const w of words) if (w.bbox.x0 - edge <= reach) baselines.add(Math.round(w.bbox.y1));
  return baselines.size;
}
