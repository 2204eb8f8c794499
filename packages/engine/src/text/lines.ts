import type { BBox, Glyph, TextDirection, TextLine, Word } from "../types.js";
import { fromFrame, toFrame } from "./reading-frame.js";
import { DESCENT } from "../reader/glyph-geometry.js";
import { EMS, LINE_OVERLAP, type SettingLimits } from "../setting-limits.js";
import { withFields } from "../with-fields.js";
import { groupIndicesIntoBands, type LineBand, type LineBandRules } from "./line-bands.js";
import { isBlank } from "./blank.js";
import { flatMapList } from "../flatten.js";
import { joinTrackedLetters } from "./tracked-letters.js";

/** How glyphs are grouped; ratios are of the font size. */
export interface TextTolerances {
  /** A gap wider than this (in ems) between letters starts a new word. */
  wordGap: number;
  /** Glyphs join a line when they overlap its height by at least this share. */
  lineOverlap: number;
}

export const DEFAULT_TEXT_TOLERANCES: TextTolerances = { wordGap: 0.2, lineOverlap: 0.5 };

/** What `tolerances.text` may set: a gap in ems and a share of the line height. */
export const TEXT_LIMITS: SettingLimits<TextTolerances> = { wordGap: EMS, lineOverlap: LINE_OVERLAP };

/** With a space glyph between them, letters this far apart (in ems) are separate words. */
const SPACED_GAP = 0.03;

/**
 * How glyphs join lines (the overlap share comes from `TextTolerances.lineOverlap`):
 * a glyph's centre must sit in the line, so a tall glyph touching two lines
 * goes to its own; only glyphs of at least 0.8 of the line's height widen it,
 * so superscripts do not chain lines together.
 */
const GLYPH_LINES: Omit<LineBandRules, "minOverlap"> = {
  // Glyphs arrive in page order, so a line's letters are among the last dozen lines opened.
  recentBands: 12,
  centreSlack: 0.1,
  equalOverlapToOlder: true,
  growth: { by: "height", fullSize: 0.8 },
};

/**
 * The glyphs of one text direction with their boxes in its reading frame:
 * glyph `i`'s frame box is `box[4i..4i+3]` (x0, y0, x1, y1). The line builder,
 * the sorts and the word split read numbers from there instead of an object
 * per glyph, and the one buffer is reused from call to call: lattice cell text
 * builds lines once per cell, and four new typed arrays per call showed in
 * profiles.
 */
interface FrameGlyphs {
  glyphs: readonly Glyph[];
  box: Float64Array;
}

let frameBuffer = new Float64Array(4096);

/** The shared frame buffer with room for `n` glyphs (its contents are only good until the next call). */
function frameBufferFor(n: number): Float64Array {
  if (frameBuffer.length < 4 * n) frameBuffer = new Float64Array(Math.max(4 * n, 2 * frameBuffer.length));
  return frameBuffer;
}

/**
 * Groups glyphs into text lines and words. Each text direction is handled in
 * its own reading frame, so rotated text reads in its own order. Lines are
 * sorted top to bottom (in their frame). Words and their letters stay in
 * visual order (left to right in the frame) even for right-to-left scripts;
 * `cellText` puts those in reading order. Whitespace glyphs are not kept in
 * words, and split them only where they leave a visible gap.
 */
export function buildLines(glyphs: readonly Glyph[], tol: TextTolerances = DEFAULT_TEXT_TOLERANCES): TextLine[] {
  const lines: TextLine[] = [];
  const rules = glyphLineRules(tol.lineOverlap);
  for (const members of byDirection(glyphs)) {
    // One direction at a time: the frame buffer holds one direction's boxes.
    const frame = toFrame4(members);
    const direction = members[0]!.direction;
    for (const band of groupIntoLines(frame, rules)) {
      const line = finishLine(frame, band, direction, tol);
      // Letter-spaced capitals ("P R O G R A M M E") pass the word gap at every letter.
      if (line) lines.push(joinTrackedLetters(line));
    }
  }
  return lines;
}

/** Every word of the given lines, in line order. */
export function wordsOf(lines: readonly TextLine[]): Word[] {
  return flatMapList(lines, wordsOfLine);
}

/** A module-level callback, not an arrow made per call (bench/README.md, issue #17). */
const wordsOfLine = (l: TextLine) => l.words;

let lastRules: LineBandRules = withFields(GLYPH_LINES, { minOverlap: DEFAULT_TEXT_TOLERANCES.lineOverlap });

/**
 * The glyph line rules for this overlap share, made once and not per call, through `withFields`
 * so they have the stream's word line rules' shape (one object shape for the line builder).
 */
function glyphLineRules(minOverlap: number): LineBandRules {
  if (lastRules.minOverlap !== minOverlap) lastRules = withFields(GLYPH_LINES, { minOverlap });
  return lastRules;
}

/** The glyphs split by direction (directions in the order their first glyph comes); one direction: the list itself. */
function byDirection(glyphs: readonly Glyph[]): (readonly Glyph[])[] {
  if (glyphs.length === 0) return [];
  const first = glyphs[0]!.direction;
  let mixed = false;
  for (let i = 1; i < glyphs.length && !mixed; i++) mixed = glyphs[i]!.direction !== first;
  if (!mixed) return [glyphs];
  const slots: Glyph[][] = [];
  const lists: Glyph[][] = [];
  for (const glyph of glyphs) {
    const slot = glyph.direction / 90;
    let list = slots[slot];
    if (!list) {
      slots[slot] = list = [];
      lists.push(list);
    }
    list.push(glyph);
  }
  return lists;
}

/** Glyphs of one direction with their frame boxes in the shared buffer. */
function toFrame4(glyphs: readonly Glyph[]): FrameGlyphs {
  const box = frameBufferFor(glyphs.length);
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    const b = g.direction === 0 ? g.bbox : toFrame(g.bbox, g.direction);
    box[4 * i] = b.x0;
    box[4 * i + 1] = b.y0;
    box[4 * i + 2] = b.x1;
    box[4 * i + 3] = b.y1;
  }
  return { glyphs, box };
}

function groupIntoLines(frame: FrameGlyphs, rules: LineBandRules): LineBand<number>[] {
  const n = frame.glyphs.length;
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push(i);
  const box = frame.box;
  if (!inOrderByCentreThenLeft(order, box)) sortIndicesInFrame(order, box, byCentreThenLeft);
  const bands = groupIndicesIntoBands(order, box, null, rules);
  for (let i = 1; i < bands.length; i++) if (bands[i]!.top < bands[i - 1]!.top) return bands.sort(byTop);
  return bands;
}

/*
 * The in-order tests below are `sortInOrder`'s (no item comparing below the one before it) spelled
 * out for one comparator each: a cell's glyphs and a page's lines mostly arrive in order, so the test is all
 * of the work, and through `sortInOrder` it was one call of a comparator V8 could not inline per
 * item (the sort sees several comparators), about a second of every hundred in profiles of the
 * warm engine (bench/README.md, issue #17).
 */

/** Whether `byCentreThenLeft` finds no index below the one before it. */
function inOrderByCentreThenLeft(order: readonly number[], box: Float64Array): boolean {
  for (let i = 1; i < order.length; i++) {
    const a = 4 * order[i]!,
      b = 4 * order[i - 1]!;
    const ay = box[a + 1]! + box[a + 3]!,
      by = box[b + 1]! + box[b + 3]!;
    if (ay < by || (!(ay > by) && box[a]! < box[b]!)) return false;
  }
  return true;
}

/** Whether `byFrameLeft` finds no index below the one before it. */
function inOrderByLeft(order: readonly number[], box: Float64Array): boolean {
  for (let i = 1; i < order.length; i++) if (box[4 * order[i]!]! < box[4 * order[i - 1]!]!) return false;
  return true;
}

/**
 * The frame boxes the index comparators below read: set by `sortIndicesInFrame` for the length of
 * one sort. Comparators written in the sorting functions captured the box and were closures made
 * per call, which V8 compiled again after each garbage collection (bench/README.md, issue #17).
 */
const EMPTY_BOX = new Float64Array(0);
let sortBox: Float64Array = EMPTY_BOX;

/**
 * Sorts glyph indices in place by `compare` over the frame boxes `box`. Its callers call it only
 * when their in-order test failed, which `sortInOrder` would repeat before sorting; it also sorts
 * a line's words, and met these lists of indices only on a page out of order, when its optimised
 * code, made for lists of objects, was thrown away (bench/README.md, issue #17).
 */
function sortIndicesInFrame(order: number[], box: Float64Array, compare: (a: number, b: number) => number): number[] {
  sortBox = box;
  try {
    return order.sort(compare);
  } finally {
    sortBox = EMPTY_BOX;
  }
}

/** Top to bottom (by y0 + y1, the centre without halving), then left to right; -1, 0 or 1, so no number object is made per comparison. */
function byCentreThenLeft(a: number, b: number): number {
  const box = sortBox;
  const ay = box[4 * a + 1]! + box[4 * a + 3]!,
    by = box[4 * b + 1]! + box[4 * b + 3]!;
  if (ay < by) return -1;
  if (ay > by) return 1;
  const ax = box[4 * a]!,
    bx = box[4 * b]!;
  return ax < bx ? -1 : ax > bx ? 1 : 0;
}

/** Left to right by the frame box's left edge. */
function byFrameLeft(a: number, b: number): number {
  const box = sortBox;
  const ax = box[4 * a]!,
    bx = box[4 * b]!;
  return ax < bx ? -1 : ax > bx ? 1 : 0;
}

function byTop(a: LineBand<number>, b: LineBand<number>): number {
  return a.top < b.top ? -1 : a.top > b.top ? 1 : 0;
}

function finishLine(
  frame: FrameGlyphs,
  band: LineBand<number>,
  direction: TextDirection,
  tol: TextTolerances,
): TextLine | null {
  const { glyphs, box } = frame;
  const items = inOrderByLeft(band.items, box) ? band.items : sortIndicesInFrame(band.items, box, byFrameLeft);
  // Words are runs of `items` (no array per word); each word's frame box, the
  // line's and the size sum are kept as running values in locals, so
  // `pushWord` reads no glyph box again and asks no letter again whether it is
  // blank (bench/README.md, issue #17).
  const words: Word[] = [];
  let start = -1;
  let prevEnd = -Infinity;
  let spaceSeen = false;
  // Whether the open word has a blank glyph among its letters (a space with no visible gap).
  let blankInWord = false;
  // The open word's frame box; the line's is folded from its words' as they close.
  let wx0 = 0,
    wy0 = 0,
    wx1 = 0,
    wy1 = 0;
  let fx0 = Infinity,
    fy0 = Infinity,
    fx1 = -Infinity,
    fy1 = -Infinity;
  let sizeSum = 0;
  for (let i = 0; i <= items.length; i++) {
    let x0 = 0,
      y0 = 0,
      x1 = 0,
      y1 = 0;
    if (i < items.length) {
      const g = items[i]!;
      const glyph = glyphs[g]!;
      if (isBlank(glyph.text)) {
        spaceSeen = true;
        if (start >= 0) blankInWord = true;
        continue;
      }
      x0 = box[4 * g]!;
      y0 = box[4 * g + 1]!;
      x1 = box[4 * g + 2]!;
      y1 = box[4 * g + 3]!;
      // A drawn space only splits words when it leaves a visible gap: some PDFs
      // letter-space digits with zero-width spaces between them.
      const threshold = (spaceSeen ? SPACED_GAP : tol.wordGap) * glyph.fontSize;
      spaceSeen = false;
      if (start >= 0 && !(x0 - prevEnd > threshold)) {
        prevEnd = Math.max(prevEnd, x1);
        wx0 = Math.min(wx0, x0);
        wy0 = Math.min(wy0, y0);
        wx1 = Math.max(wx1, x1);
        wy1 = Math.max(wy1, y1);
        continue;
      }
    }
    // A word ends here (a gap, or the line's end): push it and fold its box into the line's.
    if (start >= 0) {
      const b = { x0: wx0, y0: wy0, x1: wx1, y1: wy1 };
      sizeSum += pushWord(words, frame, items, start, i, blankInWord, b, direction);
      fx0 = Math.min(fx0, wx0);
      fy0 = Math.min(fy0, wy0);
      fx1 = Math.max(fx1, wx1);
      fy1 = Math.max(fy1, wy1);
    }
    start = i;
    prevEnd = x1;
    blankInWord = false;
    wx0 = x0;
    wy0 = y0;
    wx1 = x1;
    wy1 = y1;
  }
  if (words.length === 0) return null;
  const size = sizeSum / words.length;
  let text = words[0]!.text;
  for (let i = 1; i < words.length; i++) text += " " + words[i]!.text;
  return {
    text,
    bbox: fromFrame({ x0: fx0, y0: fy0, x1: fx1, y1: fy1 }, direction),
    // In the line's reading frame: the page y for upright text, a turned coordinate for rotated text.
    baseline: band.bottom + DESCENT * size,
    words,
    direction,
  };
}

/**
 * Makes the word of the non-blank glyphs `frame.glyphs[items[start..end)]` with frame box `frameBox`
 * (worked out by `finishLine` as it read the letters), pushes it and returns its font size.
 * `blankInside`: whether blank glyphs lie among them; without, none is asked again whether it is blank.
 */
function pushWord(
  words: Word[],
  frame: FrameGlyphs,
  items: readonly number[],
  start: number,
  end: number,
  blankInside: boolean,
  frameBox: BBox,
  direction: TextDirection,
): number {
  let size = 0;
  let boldCount = 0;
  let text = "";
  const glyphs: Glyph[] = [];
  for (let i = start; i < end; i++) {
    const glyph = frame.glyphs[items[i]!]!;
    // Blank glyphs between two letters of one word (a space with no visible gap) are not part of it.
    if (blankInside && isBlank(glyph.text)) continue;
    size = Math.max(size, glyph.fontSize);
    if (glyph.bold) boldCount++;
    text += glyph.text;
    glyphs.push(glyph);
  }
  words.push({
    text,
    bbox: fromFrame(frameBox, direction),
    glyphs,
    fontSize: size,
    bold: boldCount * 2 > glyphs.length,
    direction,
  });
  return size;
}
