import type { BBox, Glyph, TextDirection, TextLine, Word } from "../types.js";
import { fromFrame, toFrame } from "./reading-frame.js";
import { DESCENT } from "../reader/glyph-geometry.js";
import { EMS, LINE_OVERLAP, type SettingLimits } from "../setting-limits.js";
import { groupIntoBands, type LineBand, type LineBandRules } from "./line-bands.js";
import { isBlank } from "./blank.js";
import { sortInOrder } from "./sort-in-order.js";
import { flatMapList } from "../flatten.js";

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

interface FrameGlyph {
  glyph: Glyph;
  box: BBox;
  /** box.y0 + box.y1, kept so the line sort does not recompute it per comparison. */
  ySum: number;
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
  const byDirection = new Map<TextDirection, FrameGlyph[]>();
  for (const glyph of glyphs) {
    let list = byDirection.get(glyph.direction);
    if (!list) byDirection.set(glyph.direction, (list = []));
    const box = toFrame(glyph.bbox, glyph.direction);
    list.push({ glyph, box, ySum: box.y0 + box.y1 });
  }
  const lines: TextLine[] = [];
  for (const [direction, items] of byDirection) {
    for (const builder of groupIntoLines(items, tol)) {
      const line = finishLine(builder, direction, tol);
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** Every word of the given lines, in line order. */
export function wordsOf(lines: readonly TextLine[]): Word[] {
  return flatMapList(lines, (l) => l.words);
}

function groupIntoLines(items: FrameGlyph[], tol: TextTolerances): LineBand<FrameGlyph>[] {
  sortInOrder(items, byReadingOrder);
  const bands = groupIntoBands(items, glyphBox, glyphSize, { ...GLYPH_LINES, minOverlap: tol.lineOverlap });
  return sortInOrder(bands, byTop);
}

/** Glyphs top to bottom, then left to right: -1, 0 or 1, so no number object is made per comparison. */
function byReadingOrder(a: FrameGlyph, b: FrameGlyph): number {
  const ay = a.ySum,
    by = b.ySum;
  if (ay < by) return -1;
  if (ay > by) return 1;
  return byLeftEdge(a, b);
}

function byTop(a: LineBand<FrameGlyph>, b: LineBand<FrameGlyph>): number {
  return a.top < b.top ? -1 : a.top > b.top ? 1 : 0;
}

function glyphBox(item: FrameGlyph): BBox {
  return item.box;
}

function glyphSize(item: FrameGlyph): number {
  return item.glyph.fontSize;
}

function finishLine(builder: LineBand<FrameGlyph>, direction: TextDirection, tol: TextTolerances): TextLine | null {
  const items = sortInOrder(builder.items, byLeftEdge);
  // Words are runs of `items` (no array per word); the line's frame box and
  // size sum are kept as running values in locals: the same numbers as from
  // the finished words, without turning each word's box back into the frame.
  const words: Word[] = [];
  let start = -1;
  let prevEnd = -Infinity;
  let spaceSeen = false;
  let fx0 = Infinity,
    fy0 = Infinity,
    fx1 = -Infinity,
    fy1 = -Infinity;
  let sizeSum = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const glyph = item.glyph;
    if (isBlank(glyph.text)) {
      spaceSeen = true;
      continue;
    }
    // Read once: frame boxes come in several object shapes (see line-bands.ts).
    const box = item.box;
    const x0 = box.x0,
      y0 = box.y0,
      x1 = box.x1,
      y1 = box.y1;
    // A drawn space only splits words when it leaves a visible gap: some PDFs
    // letter-space digits with zero-width spaces between them.
    const threshold = (spaceSeen ? SPACED_GAP : tol.wordGap) * glyph.fontSize;
    if (start >= 0 && x0 - prevEnd > threshold) {
      sizeSum += pushWord(words, items, start, i, direction);
      start = -1;
    }
    spaceSeen = false;
    if (start < 0) {
      start = i;
      prevEnd = x1;
    } else prevEnd = Math.max(prevEnd, x1);
    fx0 = Math.min(fx0, x0);
    fy0 = Math.min(fy0, y0);
    fx1 = Math.max(fx1, x1);
    fy1 = Math.max(fy1, y1);
  }
  if (start >= 0) sizeSum += pushWord(words, items, start, items.length, direction);
  if (words.length === 0) return null;
  const size = sizeSum / words.length;
  return {
    text: words.map((w) => w.text).join(" "),
    bbox: fromFrame({ x0: fx0, y0: fy0, x1: fx1, y1: fy1 }, direction),
    // In the line's reading frame: the page y for upright text, a turned coordinate for rotated text.
    baseline: builder.bottom + DESCENT * size,
    words,
    direction,
  };
}

/** Sort order of a line's glyphs; answers -1, 0 or 1 so no number object is made per comparison. */
function byLeftEdge(a: FrameGlyph, b: FrameGlyph): number {
  const ax = a.box.x0,
    bx = b.box.x0;
  return ax < bx ? -1 : ax > bx ? 1 : 0;
}

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const ANY_LETTER = /\p{L}/gu;

/** True when most letters belong to a right-to-left script (Hebrew, Arabic, Syriac, Thaana). */
export function isRightToLeft(text: string): boolean {
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  if (rtl === 0) return false;
  return rtl * 2 > (text.match(ANY_LETTER)?.length ?? 0);
}

/** Makes the word of the non-blank glyphs in `items[start..end)`, pushes it and returns its font size. */
function pushWord(
  words: Word[],
  items: readonly FrameGlyph[],
  start: number,
  end: number,
  direction: TextDirection,
): number {
  const first = items[start]!.box;
  let x0 = first.x0,
    y0 = first.y0,
    x1 = first.x1,
    y1 = first.y1;
  let size = 0;
  let boldCount = 0;
  let text = "";
  const glyphs: Glyph[] = [];
  for (let i = start; i < end; i++) {
    const glyph = items[i]!.glyph;
    // Blank glyphs between two letters of one word (a space with no visible gap) are not part of it.
    if (isBlank(glyph.text)) continue;
    const box = items[i]!.box;
    x0 = Math.min(x0, box.x0);
    y0 = Math.min(y0, box.y0);
    x1 = Math.max(x1, box.x1);
    y1 = Math.max(y1, box.y1);
    size = Math.max(size, glyph.fontSize);
    if (glyph.bold) boldCount++;
    text += glyph.text;
    glyphs.push(glyph);
  }
  words.push({
    text,
    bbox: fromFrame({ x0, y0, x1, y1 }, direction),
    glyphs,
    fontSize: size,
    bold: boldCount * 2 > glyphs.length,
    direction,
  });
  return size;
}
