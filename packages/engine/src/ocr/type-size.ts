import { median } from "../geometry/median.js";
import type { OcrWord } from "./tesseract-worker.js";

/** Letters and signs that reach below the baseline (or, brackets, above the capitals too). */
const DESCENDS = /[gjpqyQ,;()[\]{}|_$@]/u;
/** Letters and figures that reach the capital or ascender height. */
const TALL = /[\p{Lu}\p{N}bdfhklt]/u;
/**
 * A word that sits on the baseline has a letter or figure in it: a lone dash,
 * dot or rule of signs ("-", "--", "*", an OCR'd bullet) ends above it.
 */
const ON_BASELINE = /[\p{L}\p{N}]/u;
/**
 * Capital height to type size (the em): capitals are about 0.7 em tall and a
 * line's ink with descenders about 0.9 em, so a line's size stays near the
 * ink height it had before, whatever its letters.
 */
const CAP_TO_SIZE = 1.3;

/**
 * The type size of one OCR line, in the words' pixels: from the top of its
 * capitals and figures to its baseline, scaled to the em. The ink height of a
 * line is not its type size: a row with "(599)" or "1,668" reaches lower than
 * a row of plain figures in the same type, and the stream detector reads a
 * last line in smaller type as a note under the table (stream/README.md,
 * regions), so sizes from the ink made a table's plainest last row look
 * small. Words without descenders give the baseline and words with capitals or
 * figures (and no brackets) the top; a line without them keeps its ink height.
 * Words of signs only (a nil dash "-" in a row of "2,399" and "Bergen") do not
 * give the baseline: a dash ends at mid-height, and taken as the baseline it
 * made such a row read as small type and be cut off as a note.
 */
export function lineTypeSize(words: readonly OcrWord[]): number {
  const ink = Math.max(...words.map((w) => w.y1)) - Math.min(...words.map((w) => w.y0));
  const plain = words.filter((w) => !DESCENDS.test(w.text) && ON_BASELINE.test(w.text));
  const tall = plain.filter((w) => TALL.test(w.text));
  if (!tall.length) return ink;
  const top = median(tall.map((w) => w.y0));
  const baseline = median(plain.map((w) => w.y1));
  const size = (baseline - top) * CAP_TO_SIZE;
  return size > 0 ? size : ink;
}
