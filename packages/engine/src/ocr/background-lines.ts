import type { GrayImage } from "./gray-image.js";
import { group, rulingPixels, type PixelLine } from "./image-rulings.js";

/** At or above this grey level a pixel is paper (white). */
const PAPER_LEVEL = 240;

/**
 * White lines between tinted areas: a table drawn as shaded cells separated
 * by paper-white gaps (the born-digital reader takes white lines on a dark
 * background as rulings too, reader/rulings.ts) has no ink lines for
 * findPixelLines. A pixel belongs to such a line when it is paper and the
 * pixels a gap's width away on both sides across the line are not (tinted
 * or ink); runs of them as long as a ruling, on neighbouring rows, join into
 * one line no thicker than a gap.
 */
export function findBackgroundLines(img: GrayImage, dpi: number): PixelLine[] {
  // the same sizes as ink rulings: the widest white gap taken for a ruling is as thick as the thickest ink line
  const { minLen, maxGap, maxThick } = rulingPixels(dpi);
  const reach = maxThick + 1;
  const tinted = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < img.width && y < img.height && img.data[y * img.width + x]! < PAPER_LEVEL;
  const paper = (x: number, y: number) => img.data[y * img.width + x]! >= PAPER_LEVEL;
  const horizontal = group(
    img.height,
    img.width,
    (y, x) => paper(x, y) && tinted(x, y - reach) && tinted(x, y + reach),
    minLen,
    maxGap,
    maxThick,
    "horizontal",
  );
  const vertical = group(
    img.width,
    img.height,
    (x, y) => paper(x, y) && tinted(x - reach, y) && tinted(x + reach, y),
    minLen,
    maxGap,
    maxThick,
    "vertical",
  );
  return [...horizontal, ...vertical];
}
