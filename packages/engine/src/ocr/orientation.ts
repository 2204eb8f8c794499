import { INK_LEVEL, type GrayImage } from "./gray-image.js";

/** Letters of a word are joined by smearing ink this far (inches) along the direction tried. */
const SMEAR_INCH = 0.06;

/**
 * Whether the lines of a page run across (horizontal: upright or upside
 * down) or up and down (vertical: the page lies on its side). Ink is smeared
 * along each direction in turn, which joins the letters of a line into a bar
 * when that is the direction the text runs; the profile across the bars then
 * jumps sharply from line to gap. The direction whose smeared profile jumps
 * most wins.
 */
export function textAxis(img: GrayImage, dpi: number): "horizontal" | "vertical" {
  const k = Math.max(2, Math.round(SMEAR_INCH * dpi));
  const rows = new Float64Array(img.height);
  const cols = new Float64Array(img.width);
  // Smeared along x: a pixel is ink when an ink pixel lies within k to its left; counted per row.
  for (let y = 0; y < img.height; y++) {
    let since = Infinity;
    for (let x = 0; x < img.width; x++) {
      since = img.data[y * img.width + x]! <= INK_LEVEL ? 0 : since + 1;
      if (since <= k) rows[y]! += 1;
    }
  }
  for (let x = 0; x < img.width; x++) {
    let since = Infinity;
    for (let y = 0; y < img.height; y++) {
      since = img.data[y * img.width + x]! <= INK_LEVEL ? 0 : since + 1;
      if (since <= k) cols[x]! += 1;
    }
  }
  return jumpiness(rows) >= jumpiness(cols) ? "horizontal" : "vertical";
}

/** Summed squared differences between neighbouring profile entries. */
function jumpiness(profile: Float64Array): number {
  let sum = 0;
  for (let i = 1; i < profile.length; i++) {
    const d = profile[i]! - profile[i - 1]!;
    sum += d * d;
  }
  return sum;
}
