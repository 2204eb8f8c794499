import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import { LOOKALIKE_CONFIDENCE } from "./figure-lookalikes.js";
import type { OcrWord } from "./tesseract-worker.js";

/**
 * Figures the OCR engine gives for lower-case letters of x-height that look
 * like them, and the letter each stands for. Capitals ("Z", "S", "O", "C",
 * "V", "W") are not among them: a capital stands only about a third of the
 * x-height above it, and measured so on worn copies "State", "Company",
 * "View" and "Saint" became lower case (bench/README.md, scanned copies).
 */
const LOOKALIKE: Readonly<Record<string, string>> = { "0": "o", "2": "z", "5": "s" };
/** Lower-case letters that stand between the baseline and the x-height, nothing above or below. */
const X_HEIGHT = /[acemnorsuvwxz]/u;
/** A word of lower-case letters (perhaps after a capital) with look-alikes among them: only those. */
const CANDIDATE = /^[A-Z]?[a-z025]+$/u;
const MIN_ANCHORS = 2;
/**
 * A look-alike whose ink reaches higher above the x-height than this share of
 * the x-height is a figure as read (figures stand at about cap height, 1.3 to
 * 1.4 x-heights in most faces).
 */
const MAX_RISE = 0.2;
/**
 * Ink counts for a glyph's top (bottom) where it runs on this many rows down (up): a glyph's stroke
 * does, a line's remnant or grain at the box's edge does not.
 */
const STROKE_ROWS = 3;
/** Rough widths of characters in a proportional face, in widths of an "n" (Helvetica's, rounded); a capital not listed is CAPITAL_WIDTH. */
const WIDTHS: Readonly<Record<string, number>> = {
  i: 0.4,
  j: 0.4,
  l: 0.4,
  f: 0.5,
  t: 0.5,
  r: 0.6,
  m: 1.5,
  w: 1.3,
  W: 1.7,
  M: 1.5,
  I: 0.5,
};
const CAPITAL_WIDTH = 1.2;
/** The share of a character's share of the word's box left out each side (where its neighbours' ink may reach). */
const SHARE_MARGIN = 0.2;

/**
 * Reads figures inside a lower-case word as the lower-case letters they look
 * like, when the image shows them no taller than the
 * word's x-height. A worn copy's "bzzzzzzz" came back "bzzzzz2z" and
 * "whoooooo" as "who000000": a word without a dictionary's help, its blurred
 * "z" and "o" as like "2" and "0" as not. A figure stands at about cap
 * height, well above the x-height of the letters beside it, so its height
 * tells them apart where the glyphs do not: each look-alike's share of the
 * word's box (the box split among its characters by their rough widths,
 * each share's highest ink) is measured against the ink top of the word's
 * x-height letters (their middle), which gives the x-height down to their ink bottom. A word
 * with fewer than MIN_ANCHORS such letters, or with anything but lower-case
 * letters and the look-alikes after a first capital, is left as read ("h2o" is read "h2o" when the
 * "2" stands tall).
 * A changed word's confidence is at most LOOKALIKE_CONFIDENCE.
 */
export function readLetterLookalikes(img: GrayImage, words: readonly OcrWord[]): OcrWord[] {
  return words.map((w) => {
    const chars = [...w.text];
    if (!CANDIDATE.test(w.text) || !chars.some((c) => LOOKALIKE[c])) return w;
    const anchors = chars.flatMap((c, i) => (X_HEIGHT.test(c) ? [i] : []));
    if (anchors.length < MIN_ANCHORS) return w;
    const edges = shareEdges(chars);
    const spans = chars.map((_, i) => inkSpan(img, w, edges[i]!, edges[i + 1]!));
    const anchorSpans = anchors.map((i) => spans[i]).filter((s): s is InkSpan => s !== null);
    if (anchorSpans.length < MIN_ANCHORS) return w;
    const top = middle(anchorSpans.map((s) => s.top)),
      bottom = middle(anchorSpans.map((s) => s.bottom));
    const xHeight = bottom - top + 1;
    if (xHeight < 3) return w;
    let changed = false;
    const text = chars
      .map((c, i) => {
        const letter = LOOKALIKE[c];
        const span = spans[i];
        if (!letter || !span || span.top < top - MAX_RISE * xHeight) return c;
        changed = true;
        return letter;
      })
      .join("");
    return changed ? { ...w, text, confidence: Math.min(w.confidence, LOOKALIKE_CONFIDENCE) } : w;
  });
}

interface InkSpan {
  top: number;
  bottom: number;
}

/**
 * The highest and lowest ink in a character's share of the word's box (`from` to `to`, fractions of its width), its outer
 * SHARE_MARGIN each side left out (where a neighbour's ink may lie): pixels at the ink level
 * with STROKE_ROWS of ink down from them (up, for the lowest), so a speck of grain is no ink. Null when the
 * share holds none.
 */
function inkSpan(img: GrayImage, w: OcrWord, from: number, to: number): InkSpan | null {
  const width = w.x1 - w.x0;
  const x0 = Math.max(0, Math.round(w.x0 + width * (from + SHARE_MARGIN * (to - from)))),
    x1 = Math.min(img.width - 1, Math.round(w.x0 + width * (to - SHARE_MARGIN * (to - from))));
  const y0 = Math.max(0, Math.floor(w.y0)),
    y1 = Math.min(img.height - 1, Math.ceil(w.y1));
  const ink = (x: number, y: number) => y >= 0 && y < img.height && img.data[y * img.width + x]! <= INK_LEVEL;
  const run = (x: number, y: number, step: number) => {
    for (let k = 0; k < STROKE_ROWS; k++) if (!ink(x, y + k * step)) return false;
    return true;
  };
  let top = Infinity,
    bottom = -Infinity;
  for (let x = x0; x <= x1; x++) {
    for (let y = y0; y <= y1; y++) {
      if (!ink(x, y)) continue;
      if (run(x, y, 1)) top = Math.min(top, y);
      if (run(x, y, -1)) bottom = Math.max(bottom, y);
    }
  }
  return top <= bottom ? { top, bottom } : null;
}

/**
 * Where each character's share of the word's width starts, as a fraction of it (and 1 at the end):
 * shares by rough widths in a proportional face (`WIDTHS`), so a wide "W" or "m" does not push its
 * neighbours' shares onto itself.
 */
function shareEdges(chars: readonly string[]): number[] {
  const widths = chars.map((c) => WIDTHS[c] ?? (/\p{Lu}/u.test(c) ? CAPITAL_WIDTH : 1));
  const total = widths.reduce((a, b) => a + b, 0);
  const edges = [0];
  for (const width of widths) edges.push(edges[edges.length - 1]! + width / total);
  return edges;
}

/** The middle value (the lower of the two middle ones). */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1]!;
}
