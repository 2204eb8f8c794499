import { median } from "../geometry/median.js";
import { turnImage, toPgm, type GrayImage } from "./gray-image.js";
import { recognizeWords, type OcrWord } from "./tesseract-worker.js";

/** The sample is a band across the page this share of its height. */
const BAND_SHARE = 1 / 8;
/** A reading with fewer words than this gives no band worth choosing: the whole page is read upside down instead. */
export const MIN_SAMPLE_WORDS = 20;

/** Rows `y0` (inclusive) to `y1` (exclusive) of an image, across its whole width. */
export interface Band {
  y0: number;
  y1: number;
}

/**
 * The band, BAND_SHARE of the page high, holding the most of a reading's
 * words (by their middles): where the page's text is densest, so its two
 * readings are compared on as many words as a band can hold.
 */
export function busiestBand(words: readonly OcrWord[], pageHeight: number): Band {
  const height = Math.max(1, Math.min(pageHeight, Math.round(pageHeight * BAND_SHARE)));
  const middles = words.map((w) => (w.y0 + w.y1) / 2).sort((a, b) => a - b);
  // a band starts a word's height above its first word's middle, so that word is whole in it
  const above = words.length ? median(words.map((w) => w.y1 - w.y0)) : 0;
  let best = { y0: 0, count: 0 };
  let last = 0;
  for (let first = 0; first < middles.length; first++) {
    const y0 = Math.round(Math.max(0, Math.min(pageHeight - height, middles[first]! - above)));
    last = Math.max(last, first);
    while (last < middles.length && middles[last]! < y0 + height) last++;
    if (last - first > best.count) best = { y0, count: last - first };
  }
  return { y0: best.y0, y1: best.y0 + height };
}

/** The rows of `band`, across the image's whole width. */
export function cropBand(img: GrayImage, band: Band): GrayImage {
  return {
    width: img.width,
    height: band.y1 - band.y0,
    data: img.data.slice(band.y0 * img.width, band.y1 * img.width),
  };
}

/**
 * Whether a page that read poorly would read better upside down, judged on a
 * sample: its busiest band read as it lies and turned 180 degrees, compared by
 * the summed confidence of the words each gives. A worn page the right way
 * up reads poorly too, and reading all of a dense one a second time doubled
 * its OCR time (two band reads cost a quarter of a page); an upside-down
 * page's text reads as scraps of low confidence, its band turned reads as words.
 */
export async function bandReadsBetterFlipped(
  clean: GrayImage,
  words: readonly OcrWord[],
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<boolean> {
  const band = cropBand(clean, busiestBand(words, clean.height));
  const asItLies = await recognizeWords(toPgm(band), languages, dpi, Math.max(1, left()));
  if (left() <= 0) return false;
  const turned = await recognizeWords(toPgm(turnImage(band, 180)), languages, dpi, Math.max(1, left()));
  return summedConfidence(turned) > summedConfidence(asItLies);
}

function summedConfidence(words: readonly OcrWord[]): number {
  return words.reduce((sum, w) => sum + w.confidence, 0);
}
