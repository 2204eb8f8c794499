import { EngineError } from "../errors.js";
import type { BBox } from "../types.js";
import { INK_LEVEL, toPgm, type GrayImage } from "./gray-image.js";
import { inkBlobs, medianHeight } from "./lone-dashes.js";
import { LONE_CONFIDENCE, readLoneCharacters } from "./lone-characters.js";
import {
  clampToPixel,
  CROP_TEXT_PX,
  CROP_UPSCALE_MAX,
  cropGeometry,
  cropPlace,
  lettered,
  placedAt,
} from "./place-crops.js";
import { recognizeWords, type OcrWord } from "./tesseract-worker.js";

// Sizes below are in text heights: the median height of the page's words that hold a letter or digit.
/** Specks of fewer pixels than this share of a text height squared are noise, not letters. */
const SPECK = 0.02;
/**
 * Ink belongs to a word read when it reaches this close to the word's box
 * across (a letter the box left out, a comma) and shares at least COVERED of
 * its own height with the box: word boxes reach past their ink, so the next
 * row's label may well graze the box of a word above or below it.
 */
const NEAR_ACROSS = 0.25;
const COVERED = 0.5;
/** Blobs on one line join into one place to read when this close across. */
const JOIN_GAP = 0.6;
/** Words of a place's line this close across are read again with it (less than a column gap, more than a word's). */
const BESIDE_GAP = 1;
/** Two blobs are on one line when they overlap by this share of the shorter one's height. */
const SAME_LINE = 0.3;
/** A place worth reading is a line of text: this tall, from a lower-case word to a line of tall type. */
const MIN_HEIGHT = 0.55;
const MAX_HEIGHT = 2;
/** ... and at least this wide (a two-figure number; a dash is not read again, `lone-dashes.ts` finds those). */
const MIN_WIDTH = 0.7;
/**
 * A narrower place is a lone character (a row number "3", a "0" cell) when it is
 * as tall as a figure or a capital, at least as wide as a serifed "1" (a bare
 * stroke is what is left of a ruling more often than an "l"), and has no word
 * of its line within BESIDE_GAP: it is read as one character and kept only
 * when that is a letter or digit read at least LONE_CONFIDENCE sure.
 */
const LONE_MIN_HEIGHT = 0.75;
const LONE_MIN_WIDTH = 0.25;
/**
 * A lone mark as short as an asterisk (a "*" cell: a figure withheld) is
 * read too, from this height, and kept only when it reads as "*".
 */
const LONE_MARK_MIN_HEIGHT = 0.3;
/**
 * At most this many places are read on a page, the ones with most ink first,
 * so a photo or a noisy page stays cheap: a crop takes 30-70 ms to read
 * against 10-25 s for the page (a worn table page had 62 places).
 */
export const MAX_CROPS = 80;
/**
 * Lone characters as tall as a letter or digit are counted apart, up to this
 * many: they are read STRIP_SLOTS to a recognition (`lone-characters.ts`), and
 * a table of flags has hundreds (32 rows of five one-figure columns).
 */
export const MAX_LONE = 300;
/** Past this many blobs clear of every word the page is a photo or halftone, not text: nothing is read again. */
const MAX_LOOSE = 20_000;
/** A strip of lone characters is upscaled only when its type is shorter than this (pixels). */
const STRIP_MIN_TEXT_PX = 20;
/**
 * A crop's reading is kept when each of its words holding a letter or digit
 * is at least this sure (0..100): a page number printed sideways beside a
 * table read as "wn" at 62, and that stray word pulled the table's stacked
 * header apart ...
 */
const MIN_CONFIDENCE = 70;
/** ... and its mean confidence is at most this much under that of the words it replaces. */
const SURE_SLACK = 10;
/**
 * A line whose reading falls short of MIN_CONFIDENCE is read again this many
 * times larger, and that reading is kept when it is sure and gives the same
 * words, of at least CONFIRM_MIN_CHARACTERS letters and digits in all: on a
 * worn page a clear row label ("Gambling") read 60 sure at the page's scale
 * and 77 at twice it. A short reading is not confirmed so: the page number
 * printed sideways beside a table read "wn" at both sizes (62, then 75).
 */
const CONFIRM_SCALE = 2;
const CONFIRM_MIN_CHARACTERS = 4;
/** A crop is not started with less than this much of the page's budget left (ms). */
const MIN_LEFT_MS = 500;

/** A box in pixels. */
type Box = BBox;

/** A place on the page with ink no word covers, in pixels (x1, y1 exclusive), and its ink (pixel count). */
export interface UnreadPlace extends Box {
  pixels: number;
  /** One character standing alone on its line (LONE_MIN_HEIGHT): read as a single character. */
  lone: boolean;
}

/**
 * Places where the page has ink of text size that no OCR word covers. The
 * sparse-text layout now and then returns nothing for a short word standing
 * alone on a worn page (an indented row label: "Robbery", "Arson" in a
 * table of crimes), and a row without its label merges with the next. Ink
 * blobs of `img` (the image read, rulings and dot leaders erased) that are
 * not specks and lie clear of every word (NEAR_ACROSS, COVERED) are joined along their
 * line; the groups as tall as a line of text and as wide as a short word, or
 * as big as a lone character with no word beside it, are returned, most ink
 * first, at most MAX_CROPS.
 */
export function findUnreadPlaces(img: GrayImage, words: readonly OcrWord[]): UnreadPlace[] {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [];
  const across = NEAR_ACROSS * textHeight;
  const speck = SPECK * textHeight * textHeight;
  const loose = inkBlobs(img, INK_LEVEL)
    .filter((b) => b.pixels >= speck && b.y1 - b.y0 <= MAX_HEIGHT * textHeight)
    .filter((b) => !words.some((w) => covers(w, b, across)))
    .sort((a, b) => a.x0 - b.x0);
  if (loose.length > MAX_LOOSE) return [];
  const places: UnreadPlace[] = [];
  // places still open to the right: blobs come left to right, so one ending a gap before this blob stays as it is
  let open: UnreadPlace[] = [];
  for (const b of loose) {
    open = open.filter((p) => b.x0 - p.x1 <= JOIN_GAP * textHeight);
    const line = open.find(
      (p) => Math.min(b.y1, p.y1) - Math.max(b.y0, p.y0) >= SAME_LINE * Math.min(b.y1 - b.y0, p.y1 - p.y0),
    );
    if (!line) {
      const place = { ...b, lone: false };
      places.push(place);
      open.push(place);
      continue;
    }
    line.x1 = Math.max(line.x1, b.x1);
    line.y0 = Math.min(line.y0, b.y0);
    line.y1 = Math.max(line.y1, b.y1);
    line.pixels += b.pixels;
  }
  for (const p of places) p.lone = isLoneCharacter(p, words, textHeight);
  const kept = places
    .filter((p) => {
      const h = p.y1 - p.y0;
      const wide = h >= MIN_HEIGHT * textHeight && p.x1 - p.x0 >= MIN_WIDTH * textHeight;
      return h <= MAX_HEIGHT * textHeight && (wide || p.lone);
    })
    .filter((p) => !words.some((w) => covers(w, p, 0)))
    .sort((a, b) => b.pixels - a.pixels);
  const tall = (p: UnreadPlace) => isTallLone(p, textHeight);
  return [...kept.filter(tall).slice(0, MAX_LONE), ...kept.filter((p) => !tall(p)).slice(0, MAX_CROPS)];
}

/** Whether a lone place is as tall as a letter or digit (read in strips), not a short mark (read alone). */
function isTallLone(p: UnreadPlace, textHeight: number): boolean {
  return p.lone && p.y1 - p.y0 >= LONE_MIN_HEIGHT * textHeight;
}

/** Whether a place narrower than a short word is one character alone on its line (see LONE_MIN_HEIGHT). */
function isLoneCharacter(p: Box, words: readonly OcrWord[], textHeight: number): boolean {
  const w = p.x1 - p.x0,
    h = p.y1 - p.y0;
  if (w >= MIN_WIDTH * textHeight || w < LONE_MIN_WIDTH * textHeight || h < LONE_MARK_MIN_HEIGHT * textHeight)
    return false;
  return !words.some((word) => besideOnLine(word, p, BESIDE_GAP * textHeight));
}

/**
 * The page's words with those its reading skipped read again, one place at a
 * time (`findUnreadPlaces`). A place is read together with the words of its
 * line within BESIDE_GAP of it: ink left beside a word is often the rest of it
 * ("71.2" read as "75" with the ".2" left over), and read alone the rest
 * becomes a word of its own that splits the cell. Lone characters as tall as
 * a letter or digit are read many to a strip (`readLoneCharacters`) and kept
 * when a letter or digit at least LONE_CONFIDENCE sure; a short lone mark is
 * read alone as one character and kept only as "*". Each place is cut out with
 * a white margin (ink of its neighbours left out), upscaled when its type is
 * small, and read as a single line of text. The reading is kept when every
 * word of it that holds a letter or digit is at least MIN_CONFIDENCE sure (or,
 * short of that, the crop read again CONFIRM_SCALE times larger is, and gives
 * the same words of CONFIRM_MIN_CHARACTERS or more) and its mean confidence is no more than SURE_SLACK under the words it replaces;
 * it then takes their place. Reading stops when less than MIN_LEFT_MS of the
 * page's budget (`left()`) remains, or when a crop runs past it: what was read
 * so far is kept, and the page is not failed for it. Boxes in pixels of `img`.
 */
export async function readUnreadInk(
  img: GrayImage,
  words: readonly OcrWord[],
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<OcrWord[]> {
  const places = findUnreadPlaces(img, words);
  if (places.length === 0) return [...words];
  const textHeight = medianHeight(words);
  const { scale, margin } = cropGeometry(textHeight);
  let line = Math.max(0, ...words.map((w) => w.line));
  const replaced = new Set<OcrWord>();
  const added: OcrWord[] = [];
  const lone = places.filter((p) => isTallLone(p, textHeight));
  const chars = await readLoneStrips(img, lone, textHeight, dpi, languages, left);
  lone.forEach((place, i) => {
    const char = chars[i];
    if (char) added.push(placedAt(char, place, ++line));
  });
  // one crop at a time: the other places, then lone characters their strip left unsure
  const crops = [...places.filter((p) => !isTallLone(p, textHeight)), ...lone.filter((_, i) => !chars[i])];
  for (const place of crops.slice(0, MAX_CROPS)) {
    if (left() < MIN_LEFT_MS) break;
    const beside = words.filter((w) => besideOnLine(w, place, BESIDE_GAP * textHeight));
    if (beside.some((w) => replaced.has(w))) continue;
    const box = beside.reduce((b, w) => ({ ...b, x0: Math.min(b.x0, w.x0), x1: Math.max(b.x1, w.x1) }), place);
    const read = (at: number) =>
      recognizeWords(toPgm(cropPlace(img, box, margin, at)), languages, dpi * at, left(), {
        layout: place.lone ? "char" : "line",
      });
    let reading: OcrWord[];
    let at = scale;
    try {
      reading = await read(scale);
      // a line read right but not sure enough is read again larger: kept when that reading is sure and says the same
      const first = lettered(reading);
      if (!place.lone && !isSure(first) && isLongEnough(first) && left() >= MIN_LEFT_MS) {
        const again = await read(scale * CONFIRM_SCALE);
        const second = lettered(again);
        if (isSure(second) && sameTexts(second, first)) {
          reading = again;
          at = scale * CONFIRM_SCALE;
        }
      }
    } catch (error) {
      if (error instanceof EngineError && error.code === "page_timeout") break;
      throw error;
    }
    if (place.lone) {
      const char = loneCharacter(reading, place, textHeight);
      if (!char) continue;
      line++;
      added.push(placedAt(char, place, line));
      continue;
    }
    const found = lettered(reading);
    if (!isSure(found)) continue;
    if (beside.length > 0 && meanConfidence(found) < meanConfidence(beside) - SURE_SLACK) continue;
    line++;
    for (const w of beside) replaced.add(w);
    for (const w of found) {
      added.push({
        text: w.text,
        confidence: w.confidence,
        x0: clampToPixel(box.x0 - margin + w.x0 / at, box.x0, box.x1),
        y0: clampToPixel(box.y0 - margin + w.y0 / at, box.y0, box.y1),
        x1: clampToPixel(box.x0 - margin + w.x1 / at, box.x0, box.x1),
        y1: clampToPixel(box.y0 - margin + w.y1 / at, box.y0, box.y1),
        line,
      });
    }
  }
  return [...words.filter((w) => !replaced.has(w)), ...added];
}

/** Whether the word is on the place's line (COVERED of the shorter height) and within `gap` of it across. */
function besideOnLine(w: OcrWord, place: Box, gap: number): boolean {
  if (place.x0 - w.x1 > gap || w.x0 - place.x1 > gap) return false;
  const overlap = Math.min(w.y1, place.y1) - Math.max(w.y0, place.y0);
  return overlap >= COVERED * Math.min(w.y1 - w.y0, place.y1 - place.y0);
}

/**
 * What a lone place read as one character gives: a letter or digit when the
 * place is as tall as one (LONE_MIN_HEIGHT), or "*", read at least
 * LONE_CONFIDENCE sure; else nothing.
 */
function loneCharacter(read: readonly OcrWord[], place: Box, textHeight: number): OcrWord | undefined {
  if (read.length !== 1 || read[0]!.confidence < LONE_CONFIDENCE) return undefined;
  const char = read[0]!;
  if (char.text === "*") return char;
  const tall = place.y1 - place.y0 >= LONE_MIN_HEIGHT * textHeight;
  return tall && /^[\p{L}\p{N}]$/u.test(char.text) ? char : undefined;
}

/**
 * Lone characters read in strips (`readLoneCharacters`), at the page's own
 * scale unless the type is shorter than STRIP_MIN_TEXT_PX (a crop's
 * nearest-pixel upscaling turned a "5" of 31 px into "3)").
 */
function readLoneStrips(
  img: GrayImage,
  lone: readonly UnreadPlace[],
  textHeight: number,
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<(OcrWord | undefined)[]> {
  const scale = textHeight >= STRIP_MIN_TEXT_PX ? 1 : Math.min(CROP_UPSCALE_MAX, Math.ceil(CROP_TEXT_PX / textHeight));
  return readLoneCharacters(img, lone, textHeight, dpi, scale, languages, left);
}

/** Whether a crop's reading has words and every one is at least MIN_CONFIDENCE sure. */
function isSure(found: readonly OcrWord[]): boolean {
  return found.length > 0 && found.every((w) => w.confidence >= MIN_CONFIDENCE);
}

/** Whether a reading holds at least CONFIRM_MIN_CHARACTERS letters and digits (a reading worth confirming). */
function isLongEnough(found: readonly OcrWord[]): boolean {
  return found.reduce((n, w) => n + (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0) >= CONFIRM_MIN_CHARACTERS;
}

/** Whether two readings of one crop give the same words in the same order. */
function sameTexts(a: readonly OcrWord[], b: readonly OcrWord[]): boolean {
  return a.length === b.length && a.every((w, i) => w.text === b[i]!.text);
}

function meanConfidence(words: readonly OcrWord[]): number {
  return words.reduce((s, w) => s + w.confidence, 0) / words.length;
}

/** Whether the word's box, widened by `across` on each side, takes in the ink of `box` (COVERED). */
function covers(w: OcrWord, box: Box, across: number): boolean {
  if (box.x0 >= w.x1 + across || w.x0 - across >= box.x1) return false;
  return Math.min(w.y1, box.y1) - Math.max(w.y0, box.y0) >= COVERED * (box.y1 - box.y0);
}
