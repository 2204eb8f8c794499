import { EngineError } from "../errors.js";
import type { GrayImage } from "./gray-image.js";
import { LOOKALIKE_CONFIDENCE } from "./figure-lookalikes.js";
import { medianHeight } from "./lone-dashes.js";
import type { OcrWord } from "./tesseract-worker.js";
import { readWordCrop } from "./word-crops.js";

/** A code: one to three capitals, then one or two figures ("Q1", "A12", "FY24", "H2"). */
const CODE = /^(\p{Lu}{1,3})(\d{1,2})$/u;
/** Two words share a column when their left edges, right edges or centres are this close (text heights). */
const ALIGNED = 0.5;
/** Two words share a row when their boxes overlap by this share of the lower one's height. */
const ROW_OVERLAP = 0.5;
/** The crop is read upscaled this many times, and again at the second scale to confirm (as `figure-rereads.ts` does). */
const UPSCALE = 3;
const CONFIRM_UPSCALE = 4;
/** At most this many words are read again on a page. */
const MAX_REREADS = 40;
/** Rereading is not started with less than this much of the page's budget left (ms). */
const MIN_LEFT_MS = 500;
const DIGITS = "0123456789";
/**
 * Letters drawn like figures in most sans faces, and the figure each stands
 * for, as `figure-lookalikes.ts` reads them: a worn "A1" came back "Al" 93
 * sure, and read again from its crop (figures allowed) "A", the thin "1"
 * lost. "S" is not among them: a worn "A6" came back "AS" as a worn "A5" did.
 */
const LOOKALIKE: Record<string, string> = { l: "1", I: "1", O: "0", o: "0" };

/** A word that looks like a misread code of the family of a code beside it or above it, and its family's prefix. */
export interface CodeDoubt {
  word: OcrWord;
  prefix: string;
}

/**
 * Words that read as a code of the same family as a code in their row or
 * column ("Q1 Q2 Q3 Q4" across a header, "A1" to "A6" down a first column)
 * but with letters where its figures belong: the same capitals, then as many
 * letters or figures as the code has figures, at least one a letter ("Ql"
 * beside "Q2", "Al" and "AS" under "A2"). The OCR engine reads a worn "1" as
 * "l", a "5" as "S", a "6" as "B" and a "4" as "d" inside a word it takes
 * for a word; a code's figures are where its siblings have figures.
 */
export function codeDoubts(words: readonly OcrWord[]): CodeDoubt[] {
  const textHeight = medianHeight(words);
  const codes = words.flatMap((w) => {
    const m = CODE.exec(w.text);
    return m ? [{ word: w, prefix: m[1]!, figures: m[2]!.length }] : [];
  });
  const out: CodeDoubt[] = [];
  for (const word of words) {
    if (CODE.test(word.text)) continue;
    const sibling = codes.find(
      (c) =>
        word.text.length === c.prefix.length + c.figures &&
        word.text.startsWith(c.prefix) &&
        /^[\p{L}\p{N}]+$/u.test(word.text.slice(c.prefix.length)) &&
        (sameRow(c.word, word) || sameColumn(c.word, word, textHeight)),
    );
    if (sibling) out.push({ word, prefix: sibling.prefix });
  }
  return out.slice(0, MAX_REREADS);
}

function sameRow(a: OcrWord, b: OcrWord): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return overlap >= ROW_OVERLAP * Math.min(a.y1 - a.y0, b.y1 - b.y0);
}

function sameColumn(a: OcrWord, b: OcrWord, textHeight: number): boolean {
  const near = (p: number, q: number) => Math.abs(p - q) <= ALIGNED * textHeight;
  return near(a.x0, b.x0) || near(a.x1, b.x1) || near((a.x0 + a.x1) / 2, (b.x0 + b.x1) / 2);
}

/**
 * The reading of a doubtful code's crop that replaces it, or null: one word,
 * the family's capitals and then figures only, as long as the word. Its
 * confidence says nothing: read with only those characters allowed, the
 * right figures came back 0 to 27 sure (the engine's own choice, a letter,
 * was not allowed), so two scales agreeing is the test (`rereadCodes`).
 */
export function codeReading(doubt: CodeDoubt, read: readonly OcrWord[]): string | null {
  if (read.length !== 1) return null;
  const { text } = read[0]!;
  if (text.length !== doubt.word.text.length || !text.startsWith(doubt.prefix)) return null;
  return /^\d+$/u.test(text.slice(doubt.prefix.length)) ? text : null;
}

/** The code with its look-alike letters read as figures, or null when any other letter is in its figures' place. */
function lookalikeCode(doubt: CodeDoubt): string | null {
  const rest = [...doubt.word.text.slice(doubt.prefix.length)];
  return rest.every((c) => /\d/u.test(c) || LOOKALIKE[c])
    ? doubt.prefix + rest.map((c) => LOOKALIKE[c] ?? c).join("")
    : null;
}

/**
 * Codes misread with letters for figures (`codeDoubts`), mended. Each is read
 * again from its crop upscaled UPSCALE times, allowed only the family's
 * capitals and figures, so that the image, not the siblings, says which
 * figure it is ("Ad" read "A4", "AB" "A6"), and takes that reading when it is
 * the family's capitals and figures (`codeReading`) and a reading at
 * CONFIRM_UPSCALE says the same. Failing that, a word whose letters are all
 * look-alikes of figures (LOOKALIKE) has them read as those figures; any
 * other stays as read. A mended word is at most LOOKALIKE_CONFIDENCE sure.
 * Reading stops with under MIN_LEFT_MS of the page's budget (`left()`) left,
 * keeping what was read. Boxes in pixels of `img`.
 */
export async function rereadCodes(
  img: GrayImage,
  words: readonly OcrWord[],
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<OcrWord[]> {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [...words];
  const out = [...words];
  const mend = (doubt: CodeDoubt, text: string) => {
    const confidence = Math.min(doubt.word.confidence, LOOKALIKE_CONFIDENCE);
    out[out.indexOf(doubt.word)] = { ...doubt.word, text, confidence };
  };
  for (const doubt of codeDoubts(words)) {
    if (left() < MIN_LEFT_MS) break;
    const allowed = [...new Set(doubt.prefix + DIGITS)].join("");
    const read = (scale: number) =>
      readWordCrop(img, doubt.word, words, { textHeight, scale, dpi, languages, timeoutMs: left(), allowed });
    try {
      const first = codeReading(doubt, await read(UPSCALE));
      const again = first && left() >= MIN_LEFT_MS ? codeReading(doubt, await read(CONFIRM_UPSCALE)) : null;
      const text = first && again === first ? first : lookalikeCode(doubt);
      if (text) mend(doubt, text);
    } catch (error) {
      if (error instanceof EngineError && error.code === "page_timeout") break;
      throw error;
    }
  }
  return out;
}
