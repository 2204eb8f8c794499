import { unionBoxes } from "./geometry.js";
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
    bbox: unionBoxes(words.map((w) => w.bbox)),
    text: words.map((w) => w.text).join(" "),
    bold: words.every((w) => w.bold),
    line,
  };
}
