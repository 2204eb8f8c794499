import { INK_LEVEL, type GrayImage } from "./gray-image.js";

/** Skew is looked for up to this many degrees either way. */
export const MAX_SKEW_DEGREES = 5;
/** Below this the page is left as it is: a turn would blur more than it straightens. */
const MIN_SKEW_DEGREES = 0.15;
/** At most this many ink pixels are sampled (evenly) to score an angle. */
const MAX_SAMPLES = 60_000;

/**
 * The small angle (degrees) that `rotateImage` needs to make the text lines
 * and rulings of a page horizontal, from projection profiles: at the right
 * angle, ink piles up in few rows (lines of text, rulings), so the sum of
 * squared row counts is largest. Coarse steps, then a finer search around the
 * best. 0 when the page has no ink or the skew is negligible.
 */
export function estimateSkew(img: GrayImage): number {
  const points = inkPoints(img);
  if (points.length < 100) return 0;
  const score = (deg: number) => profileScore(points, img, deg);
  let best = 0;
  let bestScore = score(0);
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES + 1e-9; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.45; d <= coarse + 0.45 + 1e-9; d += 0.05) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const rounded = Math.round(best * 100) / 100;
  return Math.abs(rounded) < MIN_SKEW_DEGREES ? 0 : rounded;
}

/** Ink pixel coordinates relative to the centre, interleaved x, y. */
function inkPoints(img: GrayImage): Float32Array {
  let count = 0;
  for (const v of img.data) if (v <= INK_LEVEL) count++;
  const stride = Math.max(1, Math.ceil(count / MAX_SAMPLES));
  const out = new Float32Array(Math.ceil(count / stride) * 2);
  const cx = (img.width - 1) / 2,
    cy = (img.height - 1) / 2;
  let seen = 0,
    n = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (img.data[y * img.width + x]! > INK_LEVEL) continue;
      if (seen++ % stride !== 0) continue;
      out[n++] = x - cx;
      out[n++] = y - cy;
    }
  }
  return out.subarray(0, n);
}

/** Sum of squared row counts of the ink after rotating by `deg` (as `rotateImage` would). */
function profileScore(points: Float32Array, img: GrayImage, deg: number): number {
  const a = (deg * Math.PI) / 180;
  const sin = Math.sin(a),
    cos = Math.cos(a);
  const size = img.height + img.width;
  const rows = new Float64Array(size);
  const offset = size / 2;
  for (let i = 0; i < points.length; i += 2) {
    const row = Math.floor(-sin * points[i]! + cos * points[i + 1]! + offset);
    if (row >= 0 && row < size) rows[row]! += 1;
  }
  let sum = 0;
  for (const r of rows) sum += r * r;
  return sum;
}
