import { memoised } from "./image-memo.js";

/** An 8-bit greyscale image, one byte a pixel (0 black, 255 white), rows top to bottom. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A pixel this dark or darker counts as ink (faint rulings and grey text included). */
export const INK_LEVEL = 200;

/**
 * The grey levels under which two given shares of a box's pixels lie,
 * counted from black: `boxLevels(img, word, [0.05, 0.85])`
 * gives a word's strokes and its paper, which OCR stages judge ink against so
 * a pale worn copy reads like a dark clean one. The box (pixels, far edges
 * exclusive) is clipped to the image; an empty box gives 255 for both.
 */
export function boxLevels(
  img: GrayImage,
  box: { x0: number; y0: number; x1: number; y1: number },
  shares: readonly [number, number],
): [number, number] {
  const { counts, total } = boxHistogram(img, box);
  const level = (share: number): number => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += counts[v]!;
      if (total > 0 && seen >= share * total) return v;
    }
    return 255;
  };
  return [level(shares[0]), level(shares[1])];
}

/** How many pixels of the box (pixels, far edges exclusive, clipped to the image) have each grey level, and how many there are. */
export function boxHistogram(
  img: GrayImage,
  box: { x0: number; y0: number; x1: number; y1: number },
): { counts: Uint32Array; total: number } {
  const x0 = Math.max(0, Math.floor(box.x0)),
    x1 = Math.min(img.width, Math.ceil(box.x1)),
    y0 = Math.max(0, Math.floor(box.y0)),
    y1 = Math.min(img.height, Math.ceil(box.y1));
  const counts = new Uint32Array(256);
  for (let y = y0; y < y1; y++) {
    const row = y * img.width;
    for (let x = x0; x < x1; x++) counts[img.data[row + x]!]!++;
  }
  return { counts, total: Math.max(0, x1 - x0) * Math.max(0, y1 - y0) };
}

/** The median grey level of a histogram of `total` pixels (a filled box's fill); 0 when it is empty. */
export function medianLevel(counts: Uint32Array, total: number): number {
  let seen = 0,
    level = 0;
  while (level < 255 && (seen += counts[level]!) < total / 2) level++;
  return level;
}

/** The image turned clockwise by a quarter-turn multiple (90 turns the left edge to the top). */
export function turnImage(img: GrayImage, clockwise: 0 | 90 | 180 | 270): GrayImage {
  if (clockwise === 0) return img;
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  if (clockwise === 180) {
    for (let i = 0, n = w * h; i < n; i++) out[i] = data[n - 1 - i]!;
    return { width: w, height: h, data: out };
  }
  // New image is h wide and w high.
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const v = data[row + x]!;
      if (clockwise === 90) out[x * h + (h - 1 - y)] = v;
      else out[(w - 1 - x) * h + y] = v;
    }
  }
  return { width: h, height: w, data: out };
}

/**
 * The image rotated by a small angle (degrees, positive = counter-clockwise
 * as seen) about its centre, same size, uncovered corners white. Nearest
 * pixel: at OCR resolutions that keeps strokes sharp enough.
 */
export function rotateImage(img: GrayImage, degrees: number): GrayImage {
  if (degrees === 0) return img;
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h).fill(255);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a),
    sin = Math.sin(a);
  const cx = (w - 1) / 2,
    cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    const dy = y - cy;
    // Source of (x, y) is the output point turned back by the angle.
    let sx = cx + (0 - cx) * cos - dy * sin;
    let sy = cy + (0 - cx) * sin + dy * cos;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const ix = Math.round(sx),
        iy = Math.round(sy);
      if (ix >= 0 && iy >= 0 && ix < w && iy < h) out[row + x] = data[iy * w + ix]!;
      sx += cos;
      sy += sin;
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * The image shrunk by an integer factor, each output pixel the darkest of its block (thin strokes survive).
 * Worked out once per image and factor (`memoised`): the result is shared, not to be changed.
 */
export function shrinkImage(img: GrayImage, factor: number): GrayImage {
  const f = Math.max(1, Math.floor(factor));
  if (f === 1) return img;
  return memoised(img, `shrink:${f}`, () => shrunk(img, f));
}

function shrunk(img: GrayImage, f: number): GrayImage {
  const w = Math.floor(img.width / f),
    h = Math.floor(img.height / f);
  const out = new Uint8Array(w * h).fill(255);
  const src = img.data;
  for (let y = 0; y < h * f; y++) {
    const row = y * img.width;
    const dst = ((y / f) | 0) * w;
    for (let o = 0, x = row; o < w; o++) {
      let darkest = out[dst + o]!;
      for (const end = x + f; x < end; x++) if (src[x]! < darkest) darkest = src[x]!;
      out[dst + o] = darkest;
    }
  }
  return { width: w, height: h, data: out };
}

/** Share of pixels that are ink. */
export function inkShare(img: GrayImage): number {
  let ink = 0;
  for (const v of img.data) if (v <= INK_LEVEL) ink++;
  return img.data.length === 0 ? 0 : ink / img.data.length;
}

/** The image as a binary PGM file (P5), which the OCR engine reads without a decoder of ours. */
export function toPgm(img: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header, 0);
  out.set(img.data, header.length);
  return out;
}
