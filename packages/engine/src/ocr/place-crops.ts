import type { BBox } from "../types.js";
import type { GrayImage } from "./gray-image.js";
import type { OcrWord } from "./tesseract-worker.js";

/** White round a place cut out, in text heights: its neighbours' ink is left out. */
const MARGIN = 0.5;
/** A crop is upscaled until its text is about this many pixels high ... */
export const CROP_TEXT_PX = 32;
/** ... but never more than this many times. */
export const CROP_UPSCALE_MAX = 3;

/**
 * How a place of ink on a page whose words are `textHeight` pixels high is cut
 * out to be read again (`readUnreadInk`, `readSidewaysWords`): upscaled
 * (nearest pixel) when its type is small, with a white margin round it.
 */
export function cropGeometry(textHeight: number): { scale: number; margin: number } {
  return {
    scale: Math.min(CROP_UPSCALE_MAX, Math.max(1, Math.ceil(CROP_TEXT_PX / textHeight))),
    margin: Math.round(MARGIN * textHeight),
  };
}

/** The place's pixels on white, `margin` pixels round it, scaled up `scale` times (nearest pixel). */
export function cropPlace(img: GrayImage, place: BBox, margin: number, scale: number): GrayImage {
  const w = place.x1 - place.x0 + 2 * margin,
    h = place.y1 - place.y0 + 2 * margin;
  const width = w * scale,
    height = h * scale;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = place.y0; y < place.y1; y++) {
    for (let x = place.x0; x < place.x1; x++) {
      const v = img.data[y * img.width + x]!;
      if (v === 255) continue;
      const oy = (y - place.y0 + margin) * scale,
        ox = (x - place.x0 + margin) * scale;
      for (let dy = 0; dy < scale; dy++) data.fill(v, (oy + dy) * width + ox, (oy + dy) * width + ox + scale);
    }
  }
  return { width, height, data };
}

/** The words of a reading that hold a letter or digit (marks alone are not judged). */
export function lettered(read: readonly OcrWord[]): OcrWord[] {
  return read.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
}

/** `v` kept between `lo` and `hi`, to the nearest pixel. */
export function clampToPixel(v: number, lo: number, hi: number): number {
  return Math.round(Math.min(hi, Math.max(lo, v)));
}

/**
 * A character read from a strip or a crop, put at its place on the page. Its
 * character boxes (`OcrWord.glyphs`) are in the strip's or crop's pixels, so
 * they are left out: a later stage that takes them for the page's pixels
 * (`glyph-matches.ts`, which samples the page's type from them) would cut the
 * wrong ink.
 */
export function placedAt(char: OcrWord, place: BBox, line: number): OcrWord {
  const { glyphs: _inCropPixels, ...read } = char;
  return { ...read, x0: place.x0, y0: place.y0, x1: place.x1, y1: place.y1, line };
}
