import { boxLevels, type GrayImage } from "./gray-image.js";
import type { OcrWord } from "./tesseract-worker.js";

/** A word of figures that may have lost its sign: digits first, then digits, points, commas, a percent. */
const FIGURES = /^\d[\d.,]*%?$/u;
/** How far left of the figures a minus may start, in heights of the word's box. */
const REACH = 1.0;
/** The widest gap between the minus and the first figure, in heights of the word's box. */
const MAX_GAP = 0.5;
/**
 * A minus is this wide, in heights of the word's box: a hyphen's width to an en dash's. A worn
 * copy's blur leaves a short minus about 8 by 5 px of ink in a 30 px box, hence the low aspect.
 */
const MIN_WIDTH = 0.15;
const MAX_WIDTH = 0.9;
/** It is at most this thick, in heights of the word's box, and this much wider than thick. */
const MAX_THICK = 0.3;
const MIN_ASPECT = 1.2;
/** Its middle lies between these shares of the box's height from the top (a minus sits at mid-height of figures). */
const MID_FROM = 0.3;
const MID_TO = 0.75;
/** At least this share of the bar's box is ink (a bar, not a curl or scattered specks). */
const MIN_FILL = 0.5;
/** Confidence (0..100) at most of a word whose minus was read from the image, not by the OCR engine. */
export const READ_MINUS_CONFIDENCE = 80;

/**
 * Gives words of figures back the minus sign the OCR engine passed over. On a
 * worn copy "-20.6" often comes back "20.6": the blurred minus, short and thin,
 * is dropped as a speck, and the word's box starts at the "2" or, as often, at
 * the bar. Where a bar stands before the first figure (within MAX_GAP of it,
 * with paper between: a "4" begins with a thin stroke too), as thin as a stroke, as wide as a hyphen to an en
 * dash, at the figures' mid-height, with no other ink above or below it and
 * under no other word, the word becomes "-20.6" and its box reaches over the bar. Ink is judged
 * against the word's own strokes and paper, so a pale worn copy reads alike.
 * Returns the words, changed ones copied.
 */
export function restoreLeadingMinus(img: GrayImage, words: readonly OcrWord[]): OcrWord[] {
  return words.map((w) => {
    if (!FIGURES.test(w.text)) return w;
    const bar = minusBefore(img, w, words);
    if (!bar) return w;
    return {
      ...w,
      text: `-${w.text}`,
      x0: Math.min(w.x0, bar.x0),
      confidence: Math.min(w.confidence, READ_MINUS_CONFIDENCE),
    };
  });
}

/**
 * The bar at the start of word `w` that reads as its minus, or null. Columns
 * are read from REACH left of the word's box (which may start at the figures
 * or, when the engine read the minus as a speck, at the bar itself): paper,
 * then the bar's columns (ink only within a thin band at mid-height), paper
 * again, then the first figure's column inside the box. Exported
 * for tests.
 */
export function minusBefore(img: GrayImage, w: OcrWord, words: readonly OcrWord[]): { x0: number; x1: number } | null {
  const h = w.y1 - w.y0;
  if (h < 4) return null;
  const level = inkLevel(img, w);
  if (level === null) return null;
  const top = Math.max(0, Math.floor(w.y0)),
    bottom = Math.min(img.height, Math.ceil(w.y1));
  const left = Math.max(0, Math.floor(w.x0 - REACH * h));
  const right = Math.min(img.width, Math.ceil(w.x1), Math.floor(w.x0 + REACH * h));
  let x0 = -1,
    x1 = -1,
    bandTop = bottom,
    bandBottom = top,
    ink = 0,
    figure = -1;
  for (let x = left; x < right; x++) {
    let first = -1,
      last = -1,
      n = 0;
    for (let y = top; y < bottom; y++) {
      if (img.data[y * img.width + x]! >= level) continue;
      if (first < 0) first = y;
      last = y;
      n++;
    }
    if (n === 0) {
      if (x0 >= 0 && x1 < 0) x1 = x;
      continue;
    }
    if (x === left) return null; // ink from the strip's start: a rule or a word running on, not a bar
    // a tall column, or ink past paper after the bar (a "4" begins with its thin crossbar): the first figure
    if (last + 1 - first > MAX_THICK * h || x1 >= 0) {
      figure = x;
      break;
    }
    if (x0 < 0) x0 = x;
    bandTop = Math.min(bandTop, first);
    bandBottom = Math.max(bandBottom, last + 1);
    ink += n;
  }
  // paper between bar and figure: a "4" whose crossbar reaches out left of its stem has none
  if (x0 < 0 || x1 < 0 || figure < 0 || figure < w.x0 - 1) return null;
  const width = x1 - x0,
    thick = bandBottom - bandTop;
  if (width < MIN_WIDTH * h || width > MAX_WIDTH * h || thick > MAX_THICK * h) return null;
  if (width < MIN_ASPECT * thick || ink < MIN_FILL * width * thick) return null;
  const mid = (bandTop + bandBottom) / 2 - w.y0;
  if (mid < MID_FROM * h || mid > MID_TO * h) return null;
  if (figure - x1 > MAX_GAP * h) return null;
  const under = words.some((o) => o !== w && o.x0 < x1 && x0 < o.x1 && o.y0 < bandBottom && bandTop < o.y1);
  return under ? null : { x0, x1 };
}

/**
 * The grey level below which a pixel is ink for word `w`: halfway between its
 * strokes (the darkest twentieth of its box) and its paper (the lightest
 * tenth: figures cover up to most of a tight box), or null when the box is too
 * small to tell or shows no contrast.
 */
function inkLevel(img: GrayImage, w: OcrWord): number | null {
  if ((w.x1 - w.x0) * (w.y1 - w.y0) < 16) return null;
  const [stroke, paper] = boxLevels(img, w, [0.05, 0.9]);
  return paper - stroke < 40 ? null : (stroke + paper) / 2;
}
