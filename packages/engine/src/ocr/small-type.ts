import type { GrayImage } from "./gray-image.js";
import { inkBlobs } from "./lone-dashes.js";

/**
 * Below this x-height (pixels of the image the OCR engine reads) type is too
 * small for it to read well: a clean 300 dpi scan of 5 pt type (x-height
 * about 10 px) read 87% sure, and dropped row numbers and one-letter cells;
 * rendered at 400 dpi, 91%. Type of 7 pt and up (x-height 14 px and more at
 * 300 dpi) is left at 300 dpi, where it reads better than upscaled.
 */
export const MIN_X_HEIGHT_PX = 12;
/** Ink darker than this is a letter's (a clean scan's strokes; paper and its grain are lighter). */
const LETTER_INK = 160;
/** A letter is this tall at least and at most (inches): specks and rulings, tables' boxes, are left out. */
const MIN_LETTER_INCH = 0.01;
const MAX_LETTER_INCH = 0.15;
/** Under this many letters the page has too little text to say. */
const MIN_LETTERS = 50;

/**
 * The x-height of the page's type in pixels, or null when it has too little
 * text to tell: the median height of its letter-sized blobs of ink, most of
 * which are lower-case letters without ascenders (capitals and ascenders
 * raise it a little, which errs on the side of leaving a page as it is).
 */
export function xHeightPixels(img: GrayImage, dpi: number): number | null {
  const heights = inkBlobs(img, LETTER_INK)
    .map((b) => b.y1 - b.y0)
    .filter((h) => h >= MIN_LETTER_INCH * dpi && h <= MAX_LETTER_INCH * dpi)
    .sort((a, b) => a - b);
  return heights.length < MIN_LETTERS ? null : heights[heights.length >> 1]!;
}

/** Whether a page image holds type too small for the OCR engine to read well at this resolution. */
export function hasSmallType(img: GrayImage, dpi: number): boolean {
  const x = xHeightPixels(img, dpi);
  return x !== null && x < MIN_X_HEIGHT_PX;
}
