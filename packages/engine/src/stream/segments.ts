import { invertedBox, unionAll } from "../geometry/bbox.js";
import { isRightToLeft, logicalWords } from "./bidi.js";
import type { FrameLine, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";

/**
 * Splits a line into segments at gaps wider than `segmentGapEm`: a segment
 * is a cell or a piece of one. Columns are decided later from alignment, so
 * this threshold only has to be wider than a word space.
 */
export function splitSegments(line: FrameLine, lineIndex: number, settings: StreamSettings): Segment[] {
  const out: Segment[] = [];
  let current: FrameLine["words"] = [];
  for (const w of line.words) {
    const prev = current[current.length - 1];
    if (prev) {
      const size = Math.max(prev.fontSize, w.fontSize, 1);
      if (w.bbox.x0 - prev.bbox.x1 > settings.segmentGapEm * size) {
        out.push(makeSegment(current, lineIndex));
        current = [];
      }
    }
    current.push(w);
  }
  if (current.length) out.push(makeSegment(current, lineIndex));
  return out;
}

/** A segment from words already in reading order. */
export function makeSegment(words: FrameLine["words"], line: number): Segment {
  return {
    words,
    bbox: unionAll(words.map((w) => w.bbox)) ?? invertedBox(),
    text: joinWords(words),
    bold: words.every((w) => w.bold),
    line,
  };
}

/** Below this gap (in ems) two words touch: they are joined without a space. */
const TOUCHING_GAP_EM = 0.12;

/**
 * Words joined with a space where there is a visible gap between them, and
 * without one where they touch; right-to-left text comes out in reading order.
 */
export function joinWords(words: FrameLine["words"]): string {
  const parts: string[] = [];
  const separators: string[] = [];
  words.forEach((w, i) => {
    const prev = words[i - 1];
    if (prev)
      separators.push(w.bbox.x0 - prev.bbox.x1 < TOUCHING_GAP_EM * Math.max(w.fontSize, prev.fontSize) ? "" : " ");
    parts.push(w.text);
  });
  if (isRightToLeft(parts)) {
    const logical = logicalWords(parts);
    const seps = [...separators].reverse();
    return logical.map((t, i) => (i ? seps[i - 1]! : "") + t).join("");
  }
  return parts.map((t, i) => (i ? separators[i - 1]! : "") + t).join("");
}
