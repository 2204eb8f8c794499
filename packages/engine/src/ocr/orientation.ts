import { INK_LEVEL, type GrayImage } from "./gray-image.js";

/** Letters of a word are joined by smearing ink this far (inches) along the direction tried. */
const SMEAR_INCH = 0.06;

/**
 * Profiles are taken over strips about this long (inches) along the direction
 * tried: over a whole line, a small skew (a sheet fed 1 degree askew) drifts a
 * long line across more than its own height and flattens its profile.
 */
const STRIP_INCH = 1.5;

/**
 * Whether the lines of a page run across (horizontal: upright or upside
 * down) or up and down (vertical: the page lies on its side). Ink is smeared
 * along each direction in turn, which joins the letters of a line into a bar
 * when that is the direction the text runs; the profile across the bars then
 * jumps sharply from line to gap. The profiles are taken strip by strip
 * (STRIP_INCH along the direction), so a slightly skewed page keeps its
 * jumps. The direction whose smeared profiles jump most wins.
 */
export function textAxis(img: GrayImage, dpi: number): "horizontal" | "vertical" {
  const k = Math.max(2, Math.round(SMEAR_INCH * dpi));
  const strip = Math.max(k, Math.round(STRIP_INCH * dpi));
  const across = Math.ceil(img.width / strip),
    down = Math.ceil(img.height / strip);
  // rows[s * height + y]: ink of row y in vertical strip s, smeared along x
  const rows = new Float64Array(across * img.height);
  const cols = new Float64Array(down * img.width);
  for (let y = 0; y < img.height; y++) {
    let since = Infinity;
    for (let x = 0; x < img.width; x++) {
      since = img.data[y * img.width + x]! <= INK_LEVEL ? 0 : since + 1;
      if (since <= k) rows[Math.floor(x / strip) * img.height + y]! += 1;
    }
  }
  for (let x = 0; x < img.width; x++) {
    let since = Infinity;
    for (let y = 0; y < img.height; y++) {
      since = img.data[y * img.width + x]! <= INK_LEVEL ? 0 : since + 1;
      if (since <= k) cols[Math.floor(y / strip) * img.width + x]! += 1;
    }
  }
  return jumpiness(rows, img.height) >= jumpiness(cols, img.width) ? "horizontal" : "vertical";
}

/** Summed squared differences between neighbouring entries of each profile (`length` entries each). */
function jumpiness(profiles: Float64Array, length: number): number {
  let sum = 0;
  for (let start = 0; start < profiles.length; start += length) {
    for (let i = start + 1; i < start + length; i++) {
      const d = profiles[i]! - profiles[i - 1]!;
      sum += d * d;
    }
  }
  return sum;
}
