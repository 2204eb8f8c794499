import { INK_LEVEL, type GrayImage } from "./gray-image.js";

/**
 * Two pixels across a line together this dark (255 minus grey, summed) are a
 * hairline's ink: a 0.25 pt grey rule straddling two pixel rows of a 300 dpi
 * image comes out as two rows of grey 204, each just lighter than the ink
 * level, where one row of the same rule is darker than it.
 */
const PAIR_DARKNESS = 255 - INK_LEVEL + 25;
/** ... when the pixels beyond the pair, on both sides, are paper: lighter than this. */
const PAPER = 240;

/**
 * Whether pixel (x, y) is ink of a ruling running along `orientation`: at or
 * below the ink level, or one of two pixels across the line, each lighter than
 * the ink level, that are together PAIR_DARKNESS dark with paper beyond them
 * on both sides (a hairline split over two rows or columns; a grey fill or a
 * letter's blurred edge has no paper beyond).
 */
export function isLineInk(img: GrayImage, x: number, y: number, orientation: "horizontal" | "vertical"): boolean {
  const v = img.data[y * img.width + x]!;
  if (v <= INK_LEVEL) return true;
  if (v >= PAPER) return false;
  const [dx, dy] = orientation === "horizontal" ? [0, 1] : [1, 0];
  return pairedWith(img, x, y, dx, dy, v) || pairedWith(img, x, y, -dx, -dy, v);
}

/** Whether (x, y) and its neighbour one step (dx, dy) across form a split hairline with paper beyond both. */
function pairedWith(img: GrayImage, x: number, y: number, dx: number, dy: number, v: number): boolean {
  const at = (k: number) => {
    const px = x + k * dx,
      py = y + k * dy;
    return px < 0 || py < 0 || px >= img.width || py >= img.height ? 255 : img.data[py * img.width + px]!;
  };
  const w = at(1);
  if (w <= INK_LEVEL || w >= PAPER || 510 - v - w < PAIR_DARKNESS) return false;
  return at(-1) >= PAPER && at(2) >= PAPER;
}

/** Bits of a `lineInkMask` byte: the pixel is ink of a horizontal, of a vertical ruling. */
export const HORIZONTAL_INK = 1;
export const VERTICAL_INK = 2;

/**
 * `isLineInk` for every pixel at once, both ways, one byte a pixel in the image's order (rows top
 * to bottom): HORIZONTAL_INK set when the pixel is ink of a horizontal ruling, VERTICAL_INK of a
 * vertical one. The same test, run as one pass over the image for the ruling finder, which asks it
 * of every pixel both ways.
 */
export function lineInkMask(img: GrayImage): Uint8Array {
  const { width, height, data } = img;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const v = data[i]!;
      if (v <= INK_LEVEL) mask[i] = HORIZONTAL_INK | VERTICAL_INK;
      else if (v < PAPER) {
        // across a horizontal line is a row down, across a vertical one a column right
        let bits = 0;
        if (splitPair(data, i, y, height, width, v) || splitPair(data, i, y, height, -width, v)) bits |= HORIZONTAL_INK;
        if (splitPair(data, i, x, width, 1, v) || splitPair(data, i, x, width, -1, v)) bits |= VERTICAL_INK;
        mask[i] = bits;
      }
    }
  }
  return mask;
}

/**
 * `pairedWith` by index: pixel `i` (level `v`, `across` pixels into the `size` of the image across
 * the line) and its neighbour `step` on (an index step of one pixel across, either way).
 */
function splitPair(data: Uint8Array, i: number, across: number, size: number, step: number, v: number): boolean {
  const d = step > 0 ? 1 : -1;
  const w = across + d >= 0 && across + d < size ? data[i + step]! : 255;
  if (w <= INK_LEVEL || w >= PAPER || 510 - v - w < PAIR_DARKNESS) return false;
  const before = across - d >= 0 && across - d < size ? data[i - step]! : 255;
  if (before < PAPER) return false;
  return (across + 2 * d >= 0 && across + 2 * d < size ? data[i + 2 * step]! : 255) >= PAPER;
}
