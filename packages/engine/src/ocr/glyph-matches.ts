import { boxesOverlap } from "../geometry/bbox.js";
import { median } from "../geometry/median.js";
import type { BBox } from "../types.js";
import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import { inkBlobs, medianHeight } from "./lone-dashes.js";
import type { OcrWord } from "./tesseract-worker.js";
import { findUnreadPlaces } from "./unread-ink.js";

// Sizes below are in text heights: the median height of the page's words that hold a letter or digit.
/** A word read at least this sure (0..100) lends its characters as the page's samples of its type. */
const SAMPLE_CONFIDENCE = 85;
/** Specks of fewer pixels than this share of a text height squared are noise, not part of a glyph. */
const SPECK = 0.02;
/** A glyph is this tall (from a lower-case "a" to a capital with a descender) ... */
const MIN_HEIGHT = 0.5;
/**
 * A mark a table prints alone in a cell, sampled like a letter when read
 * surely: "*" for data not available, set in a row's cells side by side, of
 * which the OCR engine reads one and passes over the rest as specks.
 */
const MARK = /^\*$/u;
/** A mark stands lower than a letter: an asterisk is about a third of a text height. Smaller ink is matched with marks only. */
const MARK_MIN_HEIGHT = 0.25;
const MAX_HEIGHT = 1.4;
/** ... and its ink this wide: narrower is a bar (what is left of a ruling), wider two glyphs or more. */
const MIN_WIDTH = 0.25;
const MAX_WIDTH = 1;
/** A sample's ink may reach this far past the box the OCR engine gave its character (a glyph run into its neighbour is no sample). */
const SAMPLE_REACH = 0.15;
/** Glyph images are compared on a grid this many cells a side, over each glyph's own ink box. */
const GRID = 16;
/** Grey lighter than this is paper (a worn copy's grain reaches 24 levels either side of its paper, about 240). */
const PAPER = 230;
/**
 * A sample is compared only with a glyph whose ink box is this close in
 * height (share of the glyph's, or this share of a text height for small
 * type: a pixel of blur either way) ... A figure stands about a sixth
 * taller than a "t" (Computer Modern: 39 px against 33-34 at 400 dpi).
 */
const SIZE_HEIGHT = 0.12;
const SIZE_HEIGHT_MIN = 0.05;
/** ... and in width (share of the glyph's, or this share of a text height for narrow glyphs). */
const SIZE_WIDTH = 0.25;
const SIZE_WIDTH_MIN = 0.1;
/** A character's likeness to a glyph is the mean of its best this many samples' (correlation, -1..1). */
const BEST_SAMPLES = 3;
/** At most this many samples of one character are kept, the surest words' first. */
const MAX_SAMPLES = 40;
/**
 * A word read at least this sure keeps its reading: a worn sans-serif "9"
 * read 96 sure matched the page's "g" at 0.87 (the same height, the one on
 * the baseline, the other through it, which an ink box does not show). The
 * misread glyphs mended were read at most 92 sure.
 */
const KEEP_CONFIDENCE = 95;
/** A glyph is read as the character whose samples it is at least this like ... */
const MATCH = 0.85;
/** ... and more like than any other character's, or the one it was read as, by this much. */
const MARGIN = 0.15;

/**
 * A place of unread ink is a lone glyph only with at least this much paper
 * (text heights) above and below it: the letters of a header printed on its
 * side stand one on another a few pixels apart (a turned "n" passed for a "c"
 * at 0.86), the rows of a table a third of a text height or more.
 */
const STACK_GAP = 0.3;

/** A word's text that may be one glyph misread: a letter or digit, or a backslash (a worn "V" read "\" or "\Y"). */
const GLYPH_TEXT = /^[\p{L}\p{N}\\]{1,2}$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

interface Sample {
  text: string;
  width: number;
  height: number;
  /** Darkness on the GRID, zero mean and unit length (a dot product is the correlation). */
  shape: Float64Array;
  box: BBox;
}

/**
 * Lone glyphs read again by likeness to the page's own characters. The OCR
 * engine reads a character standing alone with nothing round it to go by,
 * and on some shapes it is sure and wrong: a lone sans-serif "V" comes back
 * "\Y" or "\" on clean and worn copies alike (read from a crop at two or
 * three times its size it is still "V" at only 51-64), and a worn Computer
 * Modern "4", whose thin diagonal the blur has faded, "1" at up to 92 while
 * "4"s beside it read 96; others are left unread. The same page reads the same
 * glyphs surely inside words and in other cells. Every character of a word
 * read at least SAMPLE_CONFIDENCE sure (its own ink: the blobs whose centres
 * lie in its box and no other of the word's) is a sample of the page's type.
 * A glyph is a word of one character read under KEEP_CONFIDENCE, or of two
 * read unsure whose ink is one shape (GLYPH_TEXT), of one glyph's size, or a place of ink of that size that no
 * reading took (`findUnreadPlaces`) with paper above and below it
 * (STACK_GAP). It is compared with the samples of its size, image to
 * image on a GRID over each one's ink box, and read as the character it is
 * at least MATCH like when no other character, nor the one it was read as,
 * comes within MARGIN. A word read as a letter or digit changes only when the
 * page has samples of that character too (of any size: a glyph unlike every
 * sample of its reading is evidence; a reading without samples is none), so
 * a glyph whose character the page never shows surely is left as read, and
 * neither is a letter's case.
 * Boxes in pixels of `img`.
 */
export function readGlyphMatches(img: GrayImage, words: readonly OcrWord[]): OcrWord[] {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [...words];
  const speck = SPECK * textHeight * textHeight;
  const allInk = inkBlobs(img, INK_LEVEL).filter((b) => b.pixels >= speck);
  const blobs = allInk.filter((b) => b.y1 - b.y0 <= MAX_HEIGHT * textHeight && b.x1 - b.x0 <= 2 * textHeight);
  const samples = pageSamples(img, words, blobs, textHeight);
  if (samples.length === 0) return [...words];
  const sampled = new Set(samples.map((s) => s.text));
  const out = [...words];
  words.forEach((word, i) => {
    if (!GLYPH_TEXT.test(word.text) || word.confidence >= KEEP_CONFIDENCE) return;
    const ink = blobs.filter((b) => centreIn(b, word));
    // two characters are one glyph misread only when their ink is one shape ("\Y" for a "V"; "Hj" is two)
    // and the reading is unsure: "di" set tight is one shape too
    if ([...word.text].length > 1 && (ink.length !== 1 || word.confidence >= SAMPLE_CONFIDENCE)) return;
    const glyph = glyphShape(img, ink, textHeight);
    if (!glyph) return;
    const asRead = LETTER_OR_DIGIT.test(word.text) ? word.text : null;
    if (asRead && !sampled.has(asRead)) return;
    const match = bestMatch(glyph, samples, textHeight);
    // case is the OCR engine's to tell: it sees the line's baseline and x-height, the likeness only an ink box
    if (!match || match.text.toLowerCase() === word.text.toLowerCase()) return;
    out[i] = { ...word, text: match.text, confidence: match.confidence };
  });
  let line = Math.max(0, ...words.map((w) => w.line));
  // every place of ink still unread, not only those taken for lone characters: a capital a little wider
  // than a figure is read as a short word's place (`unread-ink.ts` MIN_WIDTH) and its crop may read nothing
  for (const place of findUnreadPlaces(img, words)) {
    const ink = blobs.filter((b) => centreIn(b, place));
    // against every blob: the rest of a word on its side may have run into one tall shape
    if (stacked(place, ink, allInk, STACK_GAP * textHeight)) continue;
    const glyph = glyphShape(img, ink, textHeight, MARK_MIN_HEIGHT);
    // ink shorter than a letter may only be a mark: a speck or a letter's dot is no "a" or "o"
    const small = glyph !== null && glyph.height < MIN_HEIGHT * textHeight;
    const match = glyph && bestMatch(glyph, small ? samples.filter((s) => MARK.test(s.text)) : samples, textHeight);
    if (match) out.push({ ...match, x0: place.x0, y0: place.y0, x1: place.x1, y1: place.y1, line: ++line });
  }
  return out;
}

/** The page's samples of its characters (see `readGlyphMatches`), at most MAX_SAMPLES of each, surest words first. */
function pageSamples(img: GrayImage, words: readonly OcrWord[], blobs: readonly BBox[], textHeight: number): Sample[] {
  const reach = SAMPLE_REACH * textHeight;
  const byText = new Map<string, Sample[]>();
  const sure = words
    .filter((w) => w.confidence >= SAMPLE_CONFIDENCE && w.glyphs?.map((g) => g.text).join("") === w.text)
    .sort((a, b) => b.confidence - a.confidence);
  for (const word of sure) {
    const glyphs = word.glyphs!;
    const owner = (b: BBox) => {
      const cx = (b.x0 + b.x1) / 2;
      const owners = glyphs.filter((g) => cx >= g.x0 && cx < g.x1);
      return owners.length === 1 ? owners[0]! : null;
    };
    const inWord = blobs.filter((b) => centreIn(b, word));
    // a character's own ink: the blobs centred in its box and in no other of the word's (their boxes overlap)
    const own = glyphs.map((g) => inWord.filter((b) => owner(b) === g));
    glyphs.forEach((g, k) => {
      if (!LETTER_OR_DIGIT.test(g.text)) return;
      const list = byText.get(g.text) ?? [];
      if (list.length >= MAX_SAMPLES) return;
      // ink reaching well past its box, or over the middle of another character's, is letters run
      // together ("di" set tight is one shape, centred in the "d")
      if (own[k]!.some((b) => b.x0 < g.x0 - reach || b.x1 > g.x1 + reach)) return;
      const x0 = Math.min(...own[k]!.map((b) => b.x0)),
        x1 = Math.max(...own[k]!.map((b) => b.x1));
      if (glyphs.some((o) => o !== g && x0 < (o.x0 + o.x1) / 2 && (o.x0 + o.x1) / 2 < x1)) return;
      const shape = glyphShape(img, own[k]!, textHeight);
      if (!shape) return;
      list.push({ text: g.text, ...shape });
      byText.set(g.text, list);
    });
  }
  // a mark read surely alone (a strip's or a crop's reading, placed on its ink): its ink is the blobs in its box
  for (const word of words) {
    if (!MARK.test(word.text) || word.confidence < SAMPLE_CONFIDENCE) continue;
    const list = byText.get(word.text) ?? [];
    if (list.length >= MAX_SAMPLES) continue;
    const shape = glyphShape(
      img,
      blobs.filter((b) => centreIn(b, word)),
      textHeight,
      MARK_MIN_HEIGHT,
    );
    if (!shape || shape.height >= MIN_HEIGHT * textHeight) continue;
    list.push({ text: word.text, ...shape });
    byText.set(word.text, list);
  }
  // a sample far off its character's usual size took in a neighbour's ink (or lost some): not kept
  return [...byText.values()].flatMap((list) => {
    const width = median(list.map((s) => s.width)),
      height = median(list.map((s) => s.height));
    return list.filter(
      (s) => Math.abs(s.width - width) <= SIZE_WIDTH * width && Math.abs(s.height - height) <= 2 * SIZE_HEIGHT * height,
    );
  });
}

/** The glyph made of these blobs: its ink box and its darkness on the GRID; null when it is no glyph's size. */
function glyphShape(
  img: GrayImage,
  blobs: readonly BBox[],
  textHeight: number,
  minHeight = MIN_HEIGHT,
): Omit<Sample, "text"> | null {
  if (blobs.length === 0) return null;
  const box = {
    x0: Math.min(...blobs.map((b) => b.x0)),
    y0: Math.min(...blobs.map((b) => b.y0)),
    x1: Math.max(...blobs.map((b) => b.x1)),
    y1: Math.max(...blobs.map((b) => b.y1)),
  };
  const width = box.x1 - box.x0,
    height = box.y1 - box.y0;
  if (height < minHeight * textHeight || height > MAX_HEIGHT * textHeight) return null;
  if (width < MIN_WIDTH * textHeight || width > MAX_WIDTH * textHeight) return null;
  const sum = new Float64Array(GRID * GRID),
    count = new Float64Array(GRID * GRID);
  for (let y = box.y0; y < box.y1; y++) {
    const gy = Math.min(GRID - 1, Math.floor(((y - box.y0) * GRID) / height));
    for (let x = box.x0; x < box.x1; x++) {
      const cell = gy * GRID + Math.min(GRID - 1, Math.floor(((x - box.x0) * GRID) / width));
      sum[cell] = sum[cell]! + Math.max(0, PAPER - img.data[y * img.width + x]!);
      count[cell] = count[cell]! + 1;
    }
  }
  const shape = sum.map((s, i) => (count[i] ? s / count[i]! : 0));
  const mean = shape.reduce((s, v) => s + v, 0) / shape.length;
  let length = 0;
  for (let i = 0; i < shape.length; i++) {
    shape[i] = shape[i]! - mean;
    length += shape[i]! * shape[i]!;
  }
  if (length === 0) return null;
  const norm = Math.sqrt(length);
  for (let i = 0; i < shape.length; i++) shape[i] = shape[i]! / norm;
  return { width, height, shape, box };
}

/**
 * The character the glyph is read as (see `readGlyphMatches`), with its
 * likeness as a confidence (0..100), or null.
 */
function bestMatch(
  glyph: Omit<Sample, "text">,
  samples: readonly Sample[],
  textHeight: number,
): { text: string; confidence: number } | null {
  const likeness = new Map<string, number[]>();
  for (const s of samples) {
    if (boxesOverlap(s.box, glyph.box)) continue; // its own reading is no sample of itself
    if (!sameSize(s, glyph, textHeight)) continue;
    let dot = 0;
    for (let i = 0; i < s.shape.length; i++) dot += s.shape[i]! * glyph.shape[i]!;
    const list = likeness.get(s.text) ?? [];
    list.push(dot);
    likeness.set(s.text, list);
  }
  const ranked = [...likeness.entries()]
    .map(([text, dots]) => {
      const best = dots.sort((a, b) => b - a).slice(0, BEST_SAMPLES);
      return { text, like: best.reduce((a, b) => a + b, 0) / best.length };
    })
    .sort((a, b) => b.like - a.like);
  const [first, second] = ranked;
  if (!first || first.like < MATCH) return null;
  // the character it was read as is among the ranked when it has samples of the glyph's size
  if (second && second.like > first.like - MARGIN) return null;
  return { text: first.text, confidence: Math.round(100 * first.like) };
}

/** Whether a sample is of the glyph's size (SIZE_HEIGHT, SIZE_WIDTH). */
function sameSize(s: Omit<Sample, "text">, glyph: Omit<Sample, "text">, textHeight: number): boolean {
  if (Math.abs(s.height - glyph.height) > Math.max(SIZE_HEIGHT * glyph.height, SIZE_HEIGHT_MIN * textHeight))
    return false;
  return Math.abs(s.width - glyph.width) <= Math.max(SIZE_WIDTH * glyph.width, SIZE_WIDTH_MIN * textHeight);
}

/** Whether other ink stands within `gap` above or below the place, across from it (a glyph of text on its side). */
function stacked(place: BBox, own: readonly BBox[], blobs: readonly BBox[], gap: number): boolean {
  return blobs.some(
    (b) => !own.includes(b) && b.x0 < place.x1 && place.x0 < b.x1 && b.y1 > place.y0 - gap && b.y0 < place.y1 + gap,
  );
}

function centreIn(b: BBox, box: BBox): boolean {
  const cx = (b.x0 + b.x1) / 2,
    cy = (b.y0 + b.y1) / 2;
  return cx >= box.x0 && cx < box.x1 && cy >= box.y0 && cy < box.y1;
}
