import type { BBox } from "../types.js";
import { hasHighCodePoint, logicalOrder } from "../text/bidi.js";
import type { FrameLine, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";

/** Each line's segments renumbered to the line's index in the list (segmentOnLine). */
export function renumberLines(segmentsByLine: readonly (readonly Segment[])[]): Segment[][] {
  const out: Segment[][] = [];
  for (let i = 0; i < segmentsByLine.length; i++) {
    const line: Segment[] = [];
    for (const s of segmentsByLine[i]!) line.push(segmentOnLine(s, i));
    out.push(line);
  }
  return out;
}

/** Each line's segments (splitSegments), by line index. */
export function segmentsOfLines(lines: readonly FrameLine[], settings: StreamSettings): Segment[][] {
  const out: Segment[][] = [];
  for (let i = 0; i < lines.length; i++) out.push(splitSegments(lines[i]!, i, settings));
  return out;
}

/**
 * Splits a line into segments at gaps wider than `segmentGapEm`: a segment
 * is a cell or a piece of one. Columns are decided later from alignment, so
 * this threshold only has to be wider than a word space.
 */
export function splitSegments(line: FrameLine, lineIndex: number, settings: StreamSettings): Segment[] {
  const out: Segment[] = [];
  let current: FrameLine["words"] = [];
  // The last word's right edge and size, read once: word boxes come in several
  // object shapes, and each field read of one makes a number object.
  let prevX1 = 0,
    prevSize = 0;
  for (const w of line.words) {
    const box = w.bbox;
    if (current.length > 0) {
      const size = Math.max(prevSize, w.fontSize, 1);
      if (box.x0 - prevX1 > settings.segmentGapEm * size) {
        out.push(makeSegment(current, lineIndex));
        current = [];
      }
    }
    current.push(w);
    prevX1 = box.x1;
    prevSize = w.fontSize;
  }
  if (current.length) out.push(makeSegment(current, lineIndex));
  return out;
}

/** A segment from words already in reading order. */
const isBold = (w: FrameLine["words"][number]) => w.bold;

export function makeSegment(words: FrameLine["words"], line: number): Segment {
  return {
    words,
    bbox: wordsBox(words),
    text: joinWords(words),
    bold: words.every(isBold),
    line,
  };
}

/**
 * The segment renumbered to `line`, spelled out with `makeSegment`'s keys in
 * its order rather than spread: a spread copy gets a hidden class of that
 * spread's own in Node 20's V8, so segments renumbered in three places had
 * three shapes besides makeSegment's, all reaching the column and row
 * stages (with-fields.ts; bench/README.md, issue #17).
 */
export function segmentOnLine(s: Segment, line: number): Segment {
  return { words: s.words, bbox: s.bbox, text: s.text, bold: s.bold, line };
}

/** `unionAll` of the words' boxes (the inverted box when there are none), without an array of them. */
function wordsBox(words: FrameLine["words"]): BBox {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const w of words) {
    const b = w.bbox;
    const bx0 = b.x0,
      by0 = b.y0,
      bx1 = b.x1,
      by1 = b.y1;
    if (bx0 < x0) x0 = bx0;
    if (by0 < y0) y0 = by0;
    if (bx1 > x1) x1 = bx1;
    if (by1 > y1) y1 = by1;
  }
  return { x0, y0, x1, y1 };
}

/** Below this gap (in ems) two words touch: they are joined without a space. */
const TOUCHING_GAP_EM = 0.12;

/**
 * Words joined with a space where there is a visible gap between them, and
 * without one where they touch; right-to-left text comes out in reading order.
 */
export function joinWords(words: FrameLine["words"]): string {
  // Left-to-right text (no code unit that could be right-to-left) is built in one pass; only other text is read
  // again to put it in reading order.
  let text = "";
  let high = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!high && hasHighCodePoint(w.text)) high = true;
    if (i > 0) text += separatorBefore(words[i - 1]!, w);
    text += w.text;
  }
  return high ? logicalOrder(text) : text;
}

/** "" where two words touch, else a space. */
function separatorBefore(prev: FrameLine["words"][number], w: FrameLine["words"][number]): string {
  return w.bbox.x0 - prev.bbox.x1 < TOUCHING_GAP_EM * Math.max(w.fontSize, prev.fontSize) ? "" : " ";
}
