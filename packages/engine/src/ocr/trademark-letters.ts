import { LOOKALIKE_CONFIDENCE } from "./figure-lookalikes.js";
import { medianHeight } from "./lone-dashes.js";
import type { OcrWord } from "./tesseract-worker.js";

/** The trademark sign alone, or after the "T" it swallowed the "M" of: how the OCR engine reads the capitals "TM". */
const TRADEMARK = /^T?™$/u;
/**
 * A sign whose box is at least this share of the page's median word height stands as tall as
 * the text: the sign is printed raised and small, about half the height of the capitals
 * beside it, so a box as tall as theirs holds the letters.
 */
const FULL_HEIGHT = 0.75;

/**
 * Reads the trademark sign as the capitals "TM" where it stands as tall as the
 * page's words. A worn copy's bold "TM" (a column head: tonnes) comes back "™"
 * or "T™" from the OCR engine, which knows the sign as a ligature of those
 * letters; the sign as printed is small and raised (and sits on the word it
 * marks), so a box of the text's height is the letters (bench/README.md,
 * scanned copies). The changed word's confidence is at most
 * LOOKALIKE_CONFIDENCE. Returns the words, changed ones copied.
 */
export function readTrademarkLetters(words: readonly OcrWord[]): OcrWord[] {
  if (!words.some((w) => TRADEMARK.test(w.text))) return [...words];
  const height = medianHeight(words);
  return words.map((w) => {
    if (!TRADEMARK.test(w.text) || height <= 0 || w.y1 - w.y0 < FULL_HEIGHT * height) return w;
    return { ...w, text: "TM", confidence: Math.min(w.confidence, LOOKALIKE_CONFIDENCE) };
  });
}
