import { EngineError } from "../errors.js";
import { boxesOverlap, centreInside } from "../geometry/bbox.js";
import type { BBox } from "../types.js";
import { INK_LEVEL, toPgm, turnImage, type GrayImage } from "./gray-image.js";
import { inkBlobs, medianHeight } from "./lone-dashes.js";
import { clampToPixel, cropGeometry, cropPlace, lettered } from "./place-crops.js";
import { recognizeWords, type OcrWord } from "./tesseract-worker.js";

// Sizes below are in text heights: the median height of the page's words that hold a letter or digit.
/** Specks of fewer pixels than this share of a text height squared are noise, not letters. */
const SPECK = 0.02;
/**
 * A word at least this sure is taken as read: ink it covers is not sideways
 * text. Less sure words inside a sideways place are what the page's reading
 * made of turned letters ("E", "[+4]") and give way to the place's reading.
 */
const MIN_CONFIDENCE = 70;
/**
 * Blobs clear of sure words join into one column of turned text when they
 * share this much of the narrower one's width across and lie this close
 * along it: a turned word's letters sit a hair apart and its words a space
 * (0.28 em, about 0.35 text heights) apart, while the lines of upright text
 * stacked in a table are half a text height or more apart.
 */
const SAME_COLUMN = 0.5;
const JOIN_GAP = 0.8;
/**
 * A column is one line of turned text when it is no wider than this (a
 * line's ascenders to descenders), and worth reading turned when it is at
 * least MIN_LENGTH long (a page number printed sideways beside a table is
 * shorter, and was read as "wn" 62-75 sure) and holds MIN_BLOBS pieces of
 * ink, so one solid bar is not read: not more, as a worn copy's blur runs a
 * head's letters together ("Patrick Colbeck" was three blobs).
 */
const MAX_WIDTH = 1.6;
const MIN_WIDTH = 0.5;
const MIN_LENGTH = 2.5;
const MIN_BLOBS = 2;
/** Past this many blobs clear of every word the page is a photo or halftone, not text: nothing is read. */
const MAX_LOOSE = 20_000;
/** At most this many columns are read on a page, the ones with most ink first (two readings each at most). */
export const MAX_COLUMNS = 40;
/**
 * A turned reading is kept when every word holding a letter or digit is at
 * least this sure, and it holds at least MIN_CHARACTERS letters and digits
 * (the thresholds `unread-ink.ts` keeps a crop's reading by).
 */
const SURE = 70;
const MIN_CHARACTERS = 4;
/** A crop is not started with less than this much of the page's budget left (ms). */
const MIN_LEFT_MS = 500;

/** A column of ink no sure word covers, in pixels (x1, y1 exclusive), and its ink (pixel count). */
export interface SidewaysPlace extends BBox {
  pixels: number;
  blobs: number;
}

/**
 * Places where a line of text may be printed turned a quarter (a table's
 * column heads set sideways in tall narrow cells): blobs of ink that are not
 * specks and lie clear of every word read at least MIN_CONFIDENCE sure, joined
 * down the page (SAME_COLUMN, JOIN_GAP) into columns one line wide
 * (MIN_WIDTH-MAX_WIDTH), at least MIN_LENGTH long and of MIN_BLOBS blobs, that
 * cross no sure word. The page's own reading finds nothing in such a column or
 * a few letters of junk, and `readUnreadInk` reads its turned letters one by
 * one. Most ink first, at most MAX_COLUMNS.
 */
export function findSidewaysPlaces(img: GrayImage, words: readonly OcrWord[]): SidewaysPlace[] {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [];
  const sure = words.filter((w) => w.confidence >= MIN_CONFIDENCE);
  const speck = SPECK * textHeight * textHeight;
  const maxWidth = MAX_WIDTH * textHeight;
  const loose = inkBlobs(img, INK_LEVEL)
    .filter((b) => b.pixels >= speck && b.x1 - b.x0 <= maxWidth && isTextPiece(b, textHeight))
    .filter((b) => !sure.some((w) => boxesOverlap(w, b)))
    .sort((a, b) => a.y0 - b.y0);
  if (loose.length > MAX_LOOSE) return [];
  const columns: SidewaysPlace[] = [];
  // columns still open below: blobs come top to bottom, so one ending a gap above this blob stays as it is
  let open: SidewaysPlace[] = [];
  for (const b of loose) {
    open = open.filter((c) => b.y0 - c.y1 <= JOIN_GAP * textHeight);
    const column = open.find((c) => {
      const shared = Math.min(b.x1, c.x1) - Math.max(b.x0, c.x0);
      const wide = Math.max(b.x1, c.x1) - Math.min(b.x0, c.x0);
      return shared >= SAME_COLUMN * Math.min(b.x1 - b.x0, c.x1 - c.x0) && wide <= maxWidth;
    });
    if (!column) {
      const place = { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, pixels: b.pixels, blobs: 1 };
      columns.push(place);
      open.push(place);
      continue;
    }
    column.x0 = Math.min(column.x0, b.x0);
    column.x1 = Math.max(column.x1, b.x1);
    column.y1 = Math.max(column.y1, b.y1);
    column.pixels += b.pixels;
    column.blobs++;
  }
  return columns
    .filter((c) => {
      const w = c.x1 - c.x0,
        h = c.y1 - c.y0;
      return w >= MIN_WIDTH * textHeight && h >= MIN_LENGTH * textHeight && h >= 2 * w && c.blobs >= MIN_BLOBS;
    })
    .filter((c) => !sure.some((w) => boxesOverlap(w, c)))
    .sort((a, b) => b.pixels - a.pixels)
    .slice(0, MAX_COLUMNS);
}

/**
 * The page's words with lines of text printed sideways read (`findSidewaysPlaces`).
 * Each column is cut out with a white margin, upscaled when its type is small,
 * turned a quarter clockwise (text reading bottom to top, as column heads are
 * mostly set) and read as one line; when that reading is not sure, it is turned
 * the other way and read again. A reading is kept when every word of it holding
 * a letter or digit is at least SURE sure and it holds MIN_CHARACTERS letters
 * and digits or more: its words then become words of one line, as wide as
 * the column, each along it where its ink is, written in the direction read
 * (90: bottom to top; `glyphsFromWords` lays their glyphs so), and the lattice
 * puts the head in its cell; the unsure words inside the column give way to it.
 * Reading stops when less than MIN_LEFT_MS of the page's budget (`left()`)
 * remains, or a crop runs past it: what was read so far is kept.
 * Boxes in pixels of `img`.
 */
export async function readSidewaysWords(
  img: GrayImage,
  words: readonly OcrWord[],
  dpi: number,
  languages: readonly string[],
  left: () => number,
): Promise<OcrWord[]> {
  const places = findSidewaysPlaces(img, words);
  if (places.length === 0) return [...words];
  const textHeight = medianHeight(words);
  const { scale, margin } = cropGeometry(textHeight);
  let line = Math.max(0, ...words.map((w) => w.line));
  const replaced = new Set<OcrWord>();
  const added: OcrWord[] = [];
  for (const place of places) {
    if (left() < MIN_LEFT_MS) break;
    const crop = cropPlace(img, place, margin, scale);
    let found: OcrWord[] | undefined;
    let direction: 90 | 270 = 90;
    try {
      for (const turn of [90, 270] as const) {
        if (left() < MIN_LEFT_MS) break;
        const reading = lettered(
          await recognizeWords(toPgm(turnImage(crop, turn)), languages, dpi * scale, left(), { layout: "line" }),
        );
        if (isSure(reading)) {
          found = reading;
          direction = turn === 90 ? 90 : 270;
          break;
        }
      }
    } catch (error) {
      if (error instanceof EngineError && error.code === "page_timeout") break;
      throw error;
    }
    if (!found) continue;
    for (const w of words) if (w.confidence < MIN_CONFIDENCE && centreInside(w, place)) replaced.add(w);
    line++;
    // each word where its ink is along the column: ink the column took in from a cell beyond the head
    // (a figure the page's reading missed) stays in that cell, not pulled into the head
    const length = crop.height;
    for (const w of found) {
      const from = direction === 90 ? length - w.x1 : w.x0,
        to = direction === 90 ? length - w.x0 : w.x1;
      added.push({
        text: w.text,
        confidence: w.confidence,
        x0: place.x0,
        y0: clampToPixel(place.y0 - margin + from / scale, place.y0, place.y1),
        x1: place.x1,
        y1: clampToPixel(place.y0 - margin + to / scale, place.y0, place.y1),
        line,
        direction,
      });
    }
  }
  return [...words.filter((w) => !replaced.has(w)), ...added];
}

/**
 * Whether a blob may be a piece of turned text: short, or when long (a worn
 * copy's blurred letters run together into one blob a word long) at least
 * MIN_WIDTH wide, so the remains of a vertical rule are left out.
 */
function isTextPiece(b: BBox, textHeight: number): boolean {
  return b.y1 - b.y0 <= MIN_LENGTH * textHeight || b.x1 - b.x0 >= MIN_WIDTH * textHeight;
}

/** Whether every word of a reading is SURE sure and it holds MIN_CHARACTERS letters and digits in all. */
function isSure(found: readonly OcrWord[]): boolean {
  const characters = found.reduce((n, w) => n + (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  return characters >= MIN_CHARACTERS && found.every((w) => w.confidence >= SURE);
}
