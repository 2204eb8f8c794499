import { boxLevels, type GrayImage } from "./gray-image.js";
import type { OcrWord } from "./tesseract-worker.js";

/** Words this could be: figures alone, at least two (a point needs a figure each side). */
const FIGURES = /^\d{2,}$/;
// Heights below are shares of the word box's height (figures: cap height, the box's top to the baseline).
/** Ink above a point's columns is looked for in this top share of the box (figures have ink there, a point none) ... */
const UPPER = 0.55;
/** ... and the point's ink in this bottom share. */
const LOWER = 0.3;
/**
 * Levels are read against the word's own: its paper (PAPER_RANK of its pixels are at most this light)
 * and its strokes (STROKE_RANK at most this dark).
 */
const PAPER_RANK = 0.85;
const STROKE_RANK = 0.05;
/** A point is ink darker than this share of the way from paper to stroke ... */
const MARK = 0.35;
/** ... under columns whose upper part stays lighter than this share of the way (no stroke of a figure there). */
const CLEAR = 0.2;
/** A point is this wide (share of the box height), at least and at most: narrower marks are a stroke's grey edge. */
const MIN_WIDTH = 0.1;
const MAX_WIDTH = 0.4;
/** A mark whose ink reaches this far (share of the height) under the baseline, or this much taller than wide, is a comma, not a point. */
const COMMA_DROP = 0.12;
const TALLEST = 1.6;
/** A word whose strokes are not this much darker than its paper (levels) is too faint to judge: left as read. */
const MIN_CONTRAST = 48;
/** The confidence (0..100) of a word given back its point: inferred from faint ink, so shown for checking. */
export const FAINT_POINT_CONFIDENCE = 50;

/**
 * Puts back decimal points that are in the image but not in the OCR
 * engine's reading. On a worn low-resolution copy a point is a smudge a few
 * pixels across, much lighter than the figures' strokes, and the engine reads
 * "25.5" as "255" at 90% confidence, often down a whole column, so the
 * column's decimal convention (`restoreDecimalPoints`) is lost with them
 * (bench/README.md, Scanned copies). A word of figures alone gets a point
 * where its box holds one mark of ink in its bottom LOWER share under columns
 * clear of ink in its top UPPER share (every figure has ink there, a point
 * none), darker than MARK of the way from the word's paper to its strokes,
 * standing apart from the figures' ink (the foot of a "2" does not), not
 * running on under the baseline nor taller than wide (a comma), with a figure
 * on each side and not three after it ("5518" may as well be "5,518"). The
 * point goes between the figures its position falls between (figures are of
 * one width in most fonts); the word's confidence drops to
 * FAINT_POINT_CONFIDENCE. Boxes in pixels of `img` (the image the words were
 * read from). Returns new words.
 */
export function restoreFaintPoints(img: GrayImage, words: readonly OcrWord[]): OcrWord[] {
  return words.map((w) => {
    if (!FIGURES.test(w.text)) return w;
    const at = pointPosition(img, w);
    if (at === null) return w;
    return {
      ...w,
      text: `${w.text.slice(0, at)}.${w.text.slice(at)}`,
      confidence: Math.min(w.confidence, FAINT_POINT_CONFIDENCE),
    };
  });
}

/** How many figures stand before the word's faint point, or null when it shows none. */
export function pointPosition(img: GrayImage, w: OcrWord): number | null {
  const x0 = Math.max(0, Math.round(w.x0)),
    x1 = Math.min(img.width, Math.round(w.x1));
  const y0 = Math.max(0, Math.round(w.y0)),
    y1 = Math.min(img.height, Math.round(w.y1));
  const height = y1 - y0,
    width = x1 - x0;
  if (height < 8 || width < 4) return null;
  const [paper, stroke] = boxLevels(img, { x0, y0, x1, y1 }, [PAPER_RANK, STROKE_RANK]);
  if (paper - stroke < MIN_CONTRAST) return null;
  const mark = paper - MARK * (paper - stroke),
    clear = paper - CLEAR * (paper - stroke);
  const upperEnd = y0 + Math.round(UPPER * height),
    lowerStart = y1 - Math.round(LOWER * height);
  // columns with a point's ink low down and nothing above it
  const columns: number[] = [];
  for (let x = x0; x < x1; x++) {
    if (darkest(img, x, y0, upperEnd) < clear) continue;
    if (darkest(img, x, lowerStart, y1) <= mark) columns.push(x);
  }
  const points = runsOf(columns).filter(([from, to]) => {
    const wide = to - from + 1;
    if (wide < MIN_WIDTH * height || wide > MAX_WIDTH * height) return false;
    // a point stands apart: no ink low down right beside it (the foot of a "2" runs on under the figure)
    if (from - 1 < x0 || to + 1 >= x1) return false;
    if (darkest(img, from - 1, lowerStart, y1) <= mark || darkest(img, to + 1, lowerStart, y1) <= mark) return false;
    return !commaLike(img, from, to, lowerStart, y1, Math.round(LOWER * height), mark, height);
  });
  if (points.length !== 1) return null;
  const [from, to] = points[0]!;
  // n figures of width d and a point of about half a figure: the point's centre sits (k + 1/4) d from the left
  const n = w.text.length;
  const d = width / (n + 0.5);
  const before = Math.round(((from + to + 1) / 2 - x0) / d - 0.25);
  // three figures after the mark may be a thousands separator read as nothing (`joinDigitGroups` puts those back)
  return before >= 1 && before <= n - 1 && n - before !== 3 ? before : null;
}

function darkest(img: GrayImage, x: number, from: number, to: number): number {
  let min = 255;
  for (let y = Math.max(0, from); y < Math.min(img.height, to); y++) min = Math.min(min, img.data[y * img.width + x]!);
  return min;
}

/** Whether the mark over columns from..to runs on under the baseline `y1`, or stands taller than wide: a comma. */
function commaLike(
  img: GrayImage,
  from: number,
  to: number,
  lowerStart: number,
  y1: number,
  reach: number,
  mark: number,
  height: number,
): boolean {
  let top = -1,
    bottom = -1;
  for (let y = lowerStart; y < Math.min(img.height, y1 + reach); y++) {
    let inked = false;
    for (let x = from; x <= to && !inked; x++) inked = img.data[y * img.width + x]! <= mark;
    if (!inked) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  return bottom - y1 >= COMMA_DROP * height || bottom - top + 1 > TALLEST * (to - from + 1);
}

/** Consecutive numbers grouped into [first, last] runs. */
function runsOf(xs: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const x of xs) {
    const last = runs.at(-1);
    if (last && x === last[1] + 1) last[1] = x;
    else runs.push([x, x]);
  }
  return runs;
}
