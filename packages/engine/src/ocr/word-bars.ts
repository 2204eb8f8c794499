import type { GrayImage } from "./gray-image.js";
import type { PixelLine } from "./image-rulings.js";

/**
 * A bar shorter than this (inches) may be a word. In a worn scan of very small
 * type (4-5 pt, blurred at 200 dpi) the x-height band of a word blurs into a
 * bar about 0.02 in thick, as thick as the table's rulings, paper above and
 * below it but for a few ascenders, and up to a long word's length (0.3-0.7 in).
 */
const WORD_BAR_MAX_INCH = 1;
/**
 * A drawn rule prints as even ink along its length; a bar of blurred letters
 * keeps lighter spots between letters and in their counters. At least this
 * share of its length light (see `isWordBar`) makes it letters: the bars of
 * words on a worn copy measured 1.4-14%, its rulings at most 0.2%.
 */
const MIN_LIGHT_SHARE = 0.01;
/** The profile along the bar is averaged over this much (inches) either side: a worn copy's grain is a pixel or two. */
const SMOOTH_INCH = 0.0025;

/**
 * Whether a short line found in the image is a word's x-height band blurred
 * into a bar rather than a ruling: its grey, averaged across its inner rows
 * and smoothed a little along it, is lighter than halfway from its median to
 * white over at least MIN_LIGHT_SHARE of its length. Erased, the word is lost
 * to the OCR engine (a worn table of 5 pt type lost a long word in many cells
 * of its name column), and the bar then parted the cell into two rows.
 */
export function isWordBar(img: GrayImage, l: PixelLine, dpi: number): boolean {
  const length = l.to - l.from + 1;
  if (length >= WORD_BAR_MAX_INCH * dpi) return false;
  const half = l.thickness / 2;
  // inner rows only: the soft edges of a rule are light too
  const a0 = Math.max(0, Math.ceil(l.at - half) + (l.thickness > 2 ? 1 : 0)),
    a1 = Math.floor(l.at + half) - (l.thickness > 2 ? 1 : 0);
  const across = l.orientation === "horizontal" ? img.height : img.width;
  // its ends are left out: a rule's last pixel rows are soft (anti-aliased, blurred), and as light as letter gaps
  const end = Math.ceil(half) + 1;
  const profile: number[] = [];
  for (let p = l.from + end; p <= l.to - end; p++) {
    let sum = 0,
      n = 0;
    for (let a = a0; a <= Math.min(a1, across - 1); a++) {
      const [x, y] = l.orientation === "horizontal" ? [p, a] : [a, p];
      if (x >= img.width || y >= img.height) continue;
      sum += img.data[y * img.width + x]!;
      n++;
    }
    profile.push(n ? sum / n : 255);
  }
  const r = Math.max(1, Math.round(SMOOTH_INCH * dpi));
  const smooth = profile.map((_, i) => {
    let sum = 0,
      n = 0;
    for (let k = Math.max(0, i - r); k <= Math.min(profile.length - 1, i + r); k++, n++) sum += profile[k]!;
    return sum / n;
  });
  const sorted = [...smooth].sort((a, b) => a - b);
  const light = (sorted[sorted.length >> 1]! + 255) / 2;
  return smooth.length > 0 && smooth.filter((v) => v > light).length >= MIN_LIGHT_SHARE * length;
}
