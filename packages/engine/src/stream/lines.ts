import { median } from "./geometry.js";
import type { FrameLine, FrameWord } from "./model.js";
import type { StreamSettings } from "./settings.js";

/** How many of the most recent lines a word is compared with (lines arrive top to bottom). */
const RECENT_LINES = 6;

/**
 * Groups upright-frame words into lines by vertical overlap. Small raised or
 * lowered words (superscripts, footnote markers) join the line they overlap
 * most instead of opening a line of their own, because the line's band is
 * kept from its full-size words only.
 */
export function buildLines(words: readonly FrameWord[], settings: StreamSettings): FrameLine[] {
  const cy = Float64Array.from(words, centreY);
  const sorted = Array.from(cy.keys())
    .sort((a, b) => cy[a]! - cy[b]! || words[a]!.bbox.x0 - words[b]!.bbox.x0)
    .map((i) => words[i]!);
  const bands: { y0: number; y1: number; size: number; words: FrameWord[] }[] = [];
  for (const w of sorted) {
    let best = -1,
      bestShare = 0;
    for (let i = bands.length - 1; i >= 0 && i >= bands.length - RECENT_LINES; i--) {
      const band = bands[i]!;
      const ov = Math.min(band.y1, w.bbox.y1) - Math.max(band.y0, w.bbox.y0);
      const share = ov / Math.max(1e-6, Math.min(band.y1 - band.y0, w.bbox.y1 - w.bbox.y0));
      if (share > bestShare) {
        bestShare = share;
        best = i;
      }
    }
    if (best >= 0 && bestShare >= settings.lineOverlapRatio) {
      const band = bands[best]!;
      band.words.push(w);
      // Only full-size words move the band, so superscripts cannot chain lines together.
      if (w.fontSize > band.size * 1.25) {
        band.y0 = w.bbox.y0;
        band.y1 = w.bbox.y1;
        band.size = w.fontSize;
      } else if (w.fontSize >= band.size * 0.8) {
        band.y0 = Math.min(band.y0, w.bbox.y0);
        band.y1 = Math.max(band.y1, w.bbox.y1);
      }
    } else {
      bands.push({ y0: w.bbox.y0, y1: w.bbox.y1, size: w.fontSize, words: [w] });
    }
  }
  return bands.map((b) => toLine(b.words)).sort((a, b) => a.baseline - b.baseline);
}

/** A line from words already known to share a baseline. */
export function toLine(words: FrameWord[]): FrameLine {
  words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  let maxSize = 0;
  for (const w of words) maxSize = Math.max(maxSize, w.fontSize);
  const main = words.filter((w) => w.fontSize >= maxSize * 0.8);
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const w of words) {
    x0 = Math.min(x0, w.bbox.x0);
    x1 = Math.max(x1, w.bbox.x1);
  }
  for (const w of main) {
    y0 = Math.min(y0, w.bbox.y0);
    y1 = Math.max(y1, w.bbox.y1);
  }
  return {
    words,
    bbox: { x0, y0, x1, y1 },
    fontSize: median(main.map((w) => w.fontSize)),
    baseline: median(main.map((w) => w.bbox.y1)),
  };
}

function centreY(w: FrameWord): number {
  return (w.bbox.y0 + w.bbox.y1) / 2;
}
