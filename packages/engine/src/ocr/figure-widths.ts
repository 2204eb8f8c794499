import type { OcrWord } from "./tesseract-worker.js";

/** A figure as a table prints it: an optional sign or bracket, digits with grouping and decimal marks, an optional ")" or "%". */
export const PLAIN_FIGURE = /^[(\-–]?[\d.,]*\d[\d.,]*[)%]?$/;

/**
 * Widths of characters in digit widths. Tables set figures in tabular type,
 * every digit one width; marks and brackets are narrower, letters wider or
 * about the same. Rough, but a lost or extra digit moves a word's width by a
 * whole unit, far more than these are off.
 */
const NARROW = { ".": 0.25, ",": 0.25, "(": 0.6, ")": 0.6, "-": 0.6, "–": 0.9, "%": 1.6 } as Record<string, number>;
const CAPITAL = 1.3;
const OTHER = 1;

/** How wide `text` prints, in digit widths. */
export function figureUnits(text: string): number {
  let units = 0;
  for (const ch of text) units += NARROW[ch] ?? (/\p{Lu}/u.test(ch) ? CAPITAL : OTHER);
  return units;
}

/** Two words are on one line when they share this much of the shorter one's height. */
const SAME_LINE = 0.5;
/** A width per digit is taken from at least this many figures of the word's line, else from the page's. */
const MIN_LINE_FIGURES = 2;
const MIN_PAGE_FIGURES = 5;
/** Only figures read at least this sure measure the width of a digit. */
const MEASURING_CONFIDENCE = 80;

/**
 * Measures how wide one digit prints beside each word: the median of the
 * width per digit (`figureUnits`) of the other plain figures of its line read
 * at least MEASURING_CONFIDENCE sure (a table row's figures share a type
 * size), else of the page's. Returns a function giving it for a word in
 * pixels, or null when too few figures were read to tell.
 */
export function digitWidths(words: readonly OcrWord[]): (word: OcrWord) => number | null {
  const figures = words.filter((w) => PLAIN_FIGURE.test(w.text) && w.confidence >= MEASURING_CONFIDENCE);
  const perDigit = (w: OcrWord) => (w.x1 - w.x0) / figureUnits(w.text);
  const page = figures.length >= MIN_PAGE_FIGURES ? median(figures.map(perDigit)) : null;
  return (word) => {
    const line = figures.filter((f) => f !== word && sameLine(f, word));
    return line.length >= MIN_LINE_FIGURES ? median(line.map(perDigit)) : page;
  };
}

/**
 * How much wider the word's box is than its text needs, in digit widths
 * (negative: narrower). A worn copy's reading now and then drops a glyph
 * inside a word ("34.11" read "34.1" in a box one figure wider), or adds one.
 */
export function misfit(word: OcrWord, text: string, digitWidth: number): number {
  return (word.x1 - word.x0) / digitWidth - figureUnits(text);
}

function sameLine(a: OcrWord, b: OcrWord): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return overlap >= SAME_LINE * Math.min(a.y1 - a.y0, b.y1 - b.y0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
