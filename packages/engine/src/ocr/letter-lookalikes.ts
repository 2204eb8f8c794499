import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import { LOOKALIKE_CONFIDENCE } from "./figure-lookalikes.js";
import type { OcrWord } from "./tesseract-worker.js";

/**
 * Figures and capitals the OCR engine gives for lower-case letters of
 * x-height that look like them, and the letter each stands for.
 */
const LOOKALIKE: Readonly<Record<string, string>> = {
  "0": "o",
  "2": "z",
  "5": "s",
  O: "o",
  Z: "z",
  S: "s",
  C: "c",
  V: "v",
  W: "w",
  X: "x",
};
/** Lower-case letters that stand between the baseline and the x-height, nothing above or below. */
const X_HEIGHT = /[acemnorsuvwxz]/u;
/** A word of lower-case letters with look-alikes among them: only those, and at least two letters of x-height. */
const CANDIDATE = /^[a-z025OZSCVWX]+$/u;
const MIN_ANCHORS = 2;
/**
 * A look-alike whose ink reaches higher above the x-height than this share of
 * the x-height is a figure or capital as read (those stand at cap height,
 * about 1.4 x-heights in most faces).
 */
const MAX_RISE = 0.2;
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
 * Reads figures and capitals inside a lower-case word as the lower-case
 * letters they look like, when the image shows them no taller than the
 * word's x-height. A worn copy's "bzzzzzzz" came back "bzzzzz2z" and
 * "whoooooo" as "who000000": a word without a dictionary's help, its blurred
 * "z" and "o" as like "2" and "0" as not. A figure or capital stands at cap
 * height, well above the x-height of the letters beside it, so its height
 * tells them apart where the glyphs do not: each look-alike's share of the
 * word's box (the box split among its characters by their rough widths,
 * each share's highest ink) is measured against the ink top of the word's
 * x-height letters (their middle), which gives the x-height down to their ink bottom. A word
 * with fewer than MIN_ANCHORS such letters, or with letters other than lower
 * case and the look-alikes, is left as read ("h2o" is read "h2o" when the
 * "2" stands tall; "Owl", "iPhone" keep their capitals for the same reason).
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
 * with ink under them (over them, for the lowest), so a speck of grain is no ink. Null when the
 * share holds none.
 */
function inkSpan(img: GrayImage, w: OcrWord, from: number, to: number): InkSpan | null {
  const width = w.x1 - w.x0;
  const x0 = Math.max(0, Math.round(w.x0 + width * (from + SHARE_MARGIN * (to - from)))),
    x1 = Math.min(img.width - 1, Math.round(w.x0 + width * (to - SHARE_MARGIN * (to - from))));
  const y0 = Math.max(0, Math.floor(w.y0)),
    y1 = Math.min(img.height - 2, Math.ceil(w.y1));
  const ink = (x: number, y: number) => img.data[y * img.width + x]! <= INK_LEVEL;
  let top = Infinity,
    bottom = -Infinity;
  for (let x = x0; x <= x1; x++) {
    for (let y = Math.max(1, y0); y <= y1; y++) {
      if (!ink(x, y)) continue;
      if (ink(x, y + 1)) top = Math.min(top, y);
      if (ink(x, y - 1)) bottom = Math.max(bottom, y);
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
