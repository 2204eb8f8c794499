import type { BBox } from "../types.js";
import { groupIntoBands, type LineBandRules } from "../text/line-bands.js";
import { withFields } from "../with-fields.js";
import { medianOf } from "./geometry.js";
import { sortIndicesByKey } from "../geometry/sort-indices.js";
import { sortInOrder } from "../text/sort-in-order.js";
import type { FrameLine, FrameWord } from "./model.js";
import { DEFAULT_STREAM_SETTINGS, type StreamSettings } from "./settings.js";
import { mapList } from "../flatten.js";

/** Words of at least this share of a line's largest type are its main text; smaller ones (superscripts) set neither band nor baseline. */
const MAIN_SIZE_SHARE = 0.8;

/**
 * How words join lines (the overlap share is `StreamSettings.lineOverlapRatio`):
 * overlap alone decides, the newer line winning a tie; a word of at least 0.8
 * of the line's font size widens it, one over 1.25 times it (a line opened by
 * a footnote marker) takes the line over.
 */
const WORD_LINES: Omit<LineBandRules, "minOverlap"> = {
  // Words arrive sorted top to bottom, so the line a word belongs to is among the last few.
  recentBands: 6,
  centreSlack: null,
  equalOverlapToOlder: false,
  growth: { by: "fontSize", fullSize: MAIN_SIZE_SHARE, takeOver: 1.25 },
};

let lastRules: LineBandRules = withFields(WORD_LINES, { minOverlap: DEFAULT_STREAM_SETTINGS.lineOverlapRatio });

/**
 * The word line rules for this overlap share, made once and not per call: a spread adding
 * `minOverlap` gave the line builder a new object shape per call (with-fields.ts).
 */
function wordLineRules(minOverlap: number): LineBandRules {
  if (lastRules.minOverlap !== minOverlap) lastRules = withFields(WORD_LINES, { minOverlap });
  return lastRules;
}

/**
 * Groups upright-frame words into lines by vertical overlap (the one line
 * builder, text/line-bands.ts). Small raised or lowered words (superscripts,
 * footnote markers) join the line they overlap most instead of opening a line
 * of their own, because the line's band is kept from its full-size words only.
 */
export function buildLines(words: readonly FrameWord[], settings: StreamSettings): FrameLine[] {
  // Top to bottom by centre, then left to right: two stable passes (left edge, then centre) order as one sort by
  // both would, without a comparison call per pair.
  const cy: number[] = [];
  const x0: number[] = [];
  const order: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const box = words[i]!.bbox;
    cy.push((box.y0 + box.y1) / 2);
    x0.push(box.x0);
    order.push(i);
  }
  // Words mostly come in that order already (the page's text lines, top to bottom, each left to right): then both
  // stable passes leave every index where it is, and are skipped (bench/README.md, issue #17).
  let sorted: FrameWord[];
  if (inOrderByCentreThenLeft(cy, x0)) sorted = words.slice();
  else {
    sortIndicesByKey(sortIndicesByKey(order, x0), cy);
    sorted = [];
    for (const i of order) sorted.push(words[i]!);
  }
  const bands = groupIntoBands(sorted, wordBox, wordSize, wordLineRules(settings.lineOverlapRatio));
  return mapList(bands, bandLine).sort(byBaseline);
}

/**
 * Whether every item is at or after the one before it by centre, then by left edge, and no key is `NaN`: what the
 * two stable passes in `buildLines` order by, so they would leave every index where it is.
 */
function inOrderByCentreThenLeft(cy: readonly number[], x0: readonly number[]): boolean {
  for (let i = 0; i < cy.length; i++) {
    // A NaN key compares as equal to every other, so the passes can move items around it: sort then.
    if (Number.isNaN(x0[i]!) || Number.isNaN(cy[i]!)) return false;
    if (i === 0) continue;
    const a = cy[i - 1]!,
      b = cy[i]!;
    if (a < b) continue;
    if (a === b && x0[i - 1]! <= x0[i]!) continue;
    return false;
  }
  return true;
}

/* Module-level callbacks, not arrows made on each call (bench/README.md, issue #17). */
const bandLine = (b: { items: FrameWord[] }) => toLine(b.items);
const byBaseline = (a: FrameLine, b: FrameLine) => a.baseline - b.baseline;

function wordBox(w: FrameWord): BBox {
  return w.bbox;
}

function wordSize(w: FrameWord): number {
  return w.fontSize;
}

/** A line from words already known to share a baseline. */
export function toLine(words: FrameWord[]): FrameLine {
  // Mostly in order already: words reach a line top to bottom, then left to right.
  sortInOrder(words, byLeftEdge);
  let maxSize = 0;
  for (const w of words) maxSize = Math.max(maxSize, w.fontSize);
  const mainFloor = maxSize * MAIN_SIZE_SHARE;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const w of words) {
    x0 = Math.min(x0, w.bbox.x0);
    x1 = Math.max(x1, w.bbox.x1);
  }
  // The full-size words, in order, filed once for both medians instead of a predicate closure made per line
  // (bench/README.md, issue #17): the same values in the same order, so the same medians.
  const main: FrameWord[] = [];
  for (const w of words) {
    if (!(w.fontSize >= mainFloor)) continue;
    main.push(w);
    y0 = Math.min(y0, w.bbox.y0);
    y1 = Math.max(y1, w.bbox.y1);
  }
  return {
    words,
    bbox: { x0, y0, x1, y1 },
    fontSize: medianOf(main, wordSize),
    baseline: medianOf(main, wordBottom),
  };
}

function wordBottom(w: FrameWord): number {
  return w.bbox.y1;
}

function byLeftEdge(a: FrameWord, b: FrameWord): number {
  return a.bbox.x0 - b.bbox.x0;
}
