import type { PixelLine } from "./image-rulings.js";
import type { OcrWord } from "./tesseract-worker.js";

/** A line this much (share of its length) inside words it runs through is part of their text. */
const MAX_SHARE_IN_WORDS = 0.5;

/**
 * Drops the pixel lines that run through words the OCR engine read: in a
 * worn scan the blurred baseline (or tops) of a number can pass for a short
 * ruling, and `eraseLines` leaves such a line in place because it has ink on
 * one side (image-rulings.ts, SHORT_LINE_INCH). Kept as a ruling, a line of
 * that kind under one column's figures splits a borderless table in two. A
 * line is dropped when its centre lies strictly inside the boxes of words
 * that cover more than MAX_SHARE_IN_WORDS of its length; a ruling between
 * rows or columns, or an underline below a word's box, stays.
 */
export function dropLinesThroughWords(lines: readonly PixelLine[], words: readonly OcrWord[]): PixelLine[] {
  return lines.filter((line) => shareInWords(line, words) <= MAX_SHARE_IN_WORDS);
}

function shareInWords(line: PixelLine, words: readonly OcrWord[]): number {
  const horizontal = line.orientation === "horizontal";
  let covered = 0;
  for (const w of words) {
    const [across0, across1] = horizontal ? [w.y0, w.y1] : [w.x0, w.x1];
    if (line.at <= across0 || line.at >= across1) continue;
    const [along0, along1] = horizontal ? [w.x0, w.x1] : [w.y0, w.y1];
    covered += Math.max(0, Math.min(line.to + 1, along1) - Math.max(line.from, along0));
  }
  return covered / Math.max(1, line.to - line.from + 1);
}
