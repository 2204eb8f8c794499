import { EngineError } from "../errors.js";
import type { GrayImage } from "./gray-image.js";
import { digitWidths, misfit, PLAIN_FIGURE } from "./figure-widths.js";
import { medianHeight } from "./lone-dashes.js";
import type { OcrWord } from "./tesseract-worker.js";
import { readWordCrop } from "./word-crops.js";

/**
 * A word of figures read less sure than this (0..100) is read again (on a
 * worn copy of a statistical table every misread figure the crops mended was
 * read at most 71 sure; at 90 the page had half again as many crops, and no more mended).
 */
const SURE = 75;
/** ... and so is one whose box is this many digit widths wider or narrower than its text needs. */
const MISFIT = 0.5;
/**
 * A reading replaces the word when it is at least this much surer (0..100):
 * within a few points the two are a coin toss (a worn "52,315" read "92,315"
 * at 71 against the page's 69).
 */
const SURER = 5;
/** A reading fits its box when it is off by at most this many digit widths. */
const FITS = 0.5;
/**
 * A reading less sure than the word's own is kept only when it fits the box
 * this much better (digit widths): a glyph the page's reading dropped inside
 * the word ("4.11" read "4.1"), which the crop shows whole. A glyph is a
 * whole digit width, but ink boxes are tight, so the right text often still
 * misfits by a quarter digit the other way ("34.1" 0.71 off, "34.11" 0.29) ...
 */
const FITS_BETTER = 0.3;
/** ... and it is at least this sure. */
const FLOOR = 60;
/** At most this many words are read again on a page, the most doubtful first (a crop takes 10-40 ms). */
export const MAX_REREADS = 120;
/** Rereading is not started with less than this much of the page's budget left (ms). */
const MIN_LEFT_MS = 500;
/**
 * The crop is upscaled this many times, smoothly: at 400 dpi a worn 7 pt
 * figure is about 30 px tall, and read three or four times larger the OCR
 * engine tells a blurred "6" from an "8" and a "3" from a "0" better than on
 * the page. A reading that would replace the word is read again at the second
 * scale and kept only when both agree: one reading alone is a second opinion
 * as likely wrong as the first ("722.0" read "127.0" where it was "727.0").
 */
const UPSCALE = 3;
const CONFIRM_UPSCALE = 4;
/** What a figure may hold: digits and number punctuation (so "8" cannot come back as "B"). */
const FIGURE_CHARS = "0123456789.,()-";
/**
 * Decimal and grouping marks: a reading must keep the word's. A crop misses
 * faint points and swaps points and commas as often as it mends them, and
 * later stages read marks from the image and the column
 * (`faint-points.ts`, `digit-groups.ts`).
 */
const MARKS = /[.,]/g;
/** An integer grouped in threes by one kind of mark: "494,220", "1,248,804", "494.220". */
const GROUPED_INTEGER = /^[(\-–]?[1-9]\d{0,2}(?:(?:,\d{3})+|(?:\.\d{3})+)\)?$/;

/** A word the page's reading may have got wrong, and the characters its re-reading may hold. */
export interface FigureDoubt {
  word: OcrWord;
  allowed: string;
  /** Box against text in digit widths (`misfit`); null when the line's and page's figures are too few to tell. */
  misfit: number | null;
  digitWidth: number | null;
}

/**
 * Words of figures the page's reading doubts, read again one by one. On a
 * worn copy the OCR engine misreads figures of small type outright ("727.0"
 * as "722.0", "22.1" as "2.1"), drops a glyph inside a word ("34.11" as
 * "34.1" in a box a figure wider) or the opening bracket of "(X)". A word
 * that is a figure, or nearly (one stray character: "2.8A4"), or a short
 * word closing a bracket it never opened, is read again when it is less
 * than SURE, its box is MISFIT digit widths off its text (`figure-widths.ts`)
 * or it holds a stray character: cut out (REACH past its box, not into the
 * next word), upscaled UPSCALE times, and read as one line with only
 * FIGURE_CHARS allowed (and the word's own letters when it has no digit).
 * The new reading replaces the word when it is one word, a figure (or the
 * bracketed word), keeps the word's decimal and grouping marks as they were,
 * fits the box (within FITS, and no worse than the old text by more than a
 * quarter digit) and is SURER more sure than the word, or fits FITS_BETTER
 * better and is at least FLOOR sure, and a reading of the crop upscaled
 * CONFIRM_UPSCALE times says the same (the rules then hold for the less
 * sure of the two). At most MAX_REREADS words, most doubtful
 * first; reading stops with under MIN_LEFT_MS of the page's budget
 * (`left()`) left, keeping what was read. Boxes in pixels of `img`.
 */
export async function rereadFigures(
  img: GrayImage,
  words: readonly OcrWord[],
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<OcrWord[]> {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [...words];
  const doubts = figureDoubts(words);
  const out = [...words];
  for (const doubt of doubts) {
    if (left() < MIN_LEFT_MS) break;
    const read = (scale: number) => readCrop(img, doubt, words, textHeight, scale, dpi, languages, left());
    let better: ReturnType<typeof betterReading>;
    try {
      const first = await read(UPSCALE);
      better = betterReading(doubt, first);
      if (better && left() < MIN_LEFT_MS) break;
      const again = better ? await read(CONFIRM_UPSCALE) : [];
      // both readings must say the same, and the rules hold for the less sure of them
      const agreed = again.length === 1 && again[0]!.text === better?.text;
      const sure = agreed ? Math.min(first[0]!.confidence, again[0]!.confidence) : 0;
      better = agreed ? betterReading(doubt, [{ ...first[0]!, confidence: sure }]) : null;
    } catch (error) {
      if (error instanceof EngineError && error.code === "page_timeout") break;
      throw error;
    }
    if (better) out[out.indexOf(doubt.word)] = { ...doubt.word, ...better };
  }
  return out;
}

/** The page's doubtful figure words (see `rereadFigures`), most doubtful first, at most MAX_REREADS. */
export function figureDoubts(words: readonly OcrWord[]): FigureDoubt[] {
  const widthAt = digitWidths(words);
  const doubts: (FigureDoubt & { score: number })[] = [];
  for (const word of words) {
    const kind = figureKind(word.text);
    if (!kind) continue;
    const digitWidth = widthAt(word);
    const off = digitWidth ? misfit(word, word.text, digitWidth) : null;
    const stray = kind !== "figure";
    if (word.confidence >= SURE && !stray && (off === null || Math.abs(off) < MISFIT)) continue;
    const allowed = kind === "bracketed" ? FIGURE_CHARS + lettersOf(word.text) : FIGURE_CHARS;
    // doubt grows as confidence falls and as the box fits worse (a digit off counts as 40 points)
    const score = 100 - word.confidence + 40 * Math.abs(off ?? 0) + (stray ? 40 : 0);
    doubts.push({ word, allowed, misfit: off, digitWidth, score });
  }
  return doubts
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_REREADS)
    .map(({ score: _, ...d }) => d);
}

/**
 * "figure": a plain figure ("1,234.5", "(12)", "-0.05"); "near": a figure
 * with one stray character ("2.8A4", "£7"); "bracketed": up to four
 * characters closing a bracket never opened, no digit ("X)", "Xx)"); else null.
 */
function figureKind(text: string): "figure" | "near" | "bracketed" | null {
  if (PLAIN_FIGURE.test(text)) return text.endsWith(")") && !text.startsWith("(") ? "near" : "figure";
  const digits = (text.match(/\d/g) ?? []).length;
  const others = [...text].filter((c) => !/[\d.,()\-–%]/.test(c)).length;
  if (digits > 0 && others === 1 && text.length <= 12 && 2 * digits >= text.length) return "near";
  if (digits === 0 && /^[^()]{1,4}\)$/u.test(text) && /\p{L}/u.test(text)) return "bracketed";
  return null;
}

/** The word's letters, both cases: a bracketed code ("(X)", "(NA)") is read with them. */
function lettersOf(text: string): string {
  const letters = [...new Set([...text].filter((c) => /\p{L}/u.test(c)))].join("");
  return [...new Set([...letters.toUpperCase(), ...letters.toLowerCase()])].join("");
}

/** The re-reading that replaces the word, or null when the word stays as read (see `rereadFigures`). */
export function betterReading(
  doubt: FigureDoubt,
  read: readonly OcrWord[],
): { text: string; confidence: number } | null {
  if (read.length !== 1) return null;
  const { word } = doubt;
  const { text, confidence } = read[0]!;
  if (text === word.text) return null;
  const balanced = text.startsWith("(") && text.endsWith(")");
  if (!PLAIN_FIGURE.test(text) && !(balanced && figureKind(text.slice(1)) === "bracketed")) return null;
  if (!marksKept(word.text, text)) return null;
  if (doubt.digitWidth === null || doubt.misfit === null)
    return confidence > word.confidence ? { text, confidence } : null;
  const before = Math.abs(doubt.misfit);
  const after = Math.abs(misfit(word, text, doubt.digitWidth));
  if (after > FITS && after > before) return null;
  if (after > before + FITS / 2) return null;
  if (confidence >= word.confidence + SURER) return { text, confidence };
  return before - after >= FITS_BETTER && confidence >= FLOOR ? { text, confidence } : null;
}

/**
 * Whether a reading keeps the word's decimal and grouping marks (see MARKS): the same marks in
 * the same order, or the word's marks with grouping marks added where the reading is an integer
 * grouped in threes by one kind of mark. The second is a worn figure set tight on a rule: the
 * bottom rule's band takes the comma's tail and the foot of every figure, and the page reads
 * "494,220" as "04220" or "$6623" for "816,623", the marks gone with the glyphs, where the
 * crop reads the whole figure ("494.220", "816,623") at both scales. Swapping a mark for the
 * other ("895.111" for "895,111") stays the later stages' call, as do figures with decimals.
 */
function marksKept(word: string, reading: string): boolean {
  const had = (word.match(MARKS) ?? []).join(""),
    has = (reading.match(MARKS) ?? []).join("");
  if (had === has) return true;
  if (!GROUPED_INTEGER.test(reading)) return false;
  // the word's marks, in order, are among the reading's: marks were added, none swapped or dropped
  let i = 0;
  for (const mark of has) if (mark === had[i]) i++;
  return i === had.length;
}

/** The doubtful word cut out, upscaled `scale` times and read as one line of the characters it may hold (`readWordCrop`). */
async function readCrop(
  img: GrayImage,
  doubt: FigureDoubt,
  words: readonly OcrWord[],
  textHeight: number,
  scale: number,
  dpi: number,
  languages: readonly string[],
  timeoutMs: number,
): Promise<OcrWord[]> {
  return readWordCrop(img, doubt.word, words, { textHeight, scale, dpi, languages, timeoutMs, allowed: doubt.allowed });
}
