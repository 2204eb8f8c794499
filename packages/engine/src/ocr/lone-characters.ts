import { EngineError } from "../errors.js";
import type { BBox } from "../types.js";
import { toPgm, type GrayImage } from "./gray-image.js";
import { recognizeWords, type OcrWord } from "./tesseract-worker.js";

/** At most this many lone characters are read in one strip (one recognition). */
export const STRIP_SLOTS = 30;
/** Paper between two characters of a strip, and round the strip, in text heights: each is a line of its own. */
const SLOT_GAP = 0.8;
/** A character is kept when the OCR engine is at least this sure of it (0..100). */
export const LONE_CONFIDENCE = 85;
/** A strip is not started with less than this much of the page's budget left (ms). */
const MIN_LEFT_MS = 500;

/** What reading the strips gave: one character per place read, or undefined where none was sure. */
export type LoneReadings = (OcrWord | undefined)[];

/**
 * Reads lone characters (row numbers, "0" and "1" cells, a one-letter code)
 * many at a time: their ink is copied one under another onto a strip of
 * paper, SLOT_GAP apart, and the strip is read as a block of lines, one
 * character each. Read one crop at a time they cost a recognition each
 * (30-70 ms), and a table with columns of flags has hundreds; a strip of
 * STRIP_SLOTS costs about one. (Side by side on one line they do not read:
 * the OCR engine ran "8 8 8 8" together into "8888" at no confidence.) The
 * places are dealt round the strips, so each strip mixes shapes. A
 * place gets the word on its line when that is the line's only word, a single
 * letter or digit read at least LONE_CONFIDENCE sure; anything else leaves it
 * unread. Boxes are in pixels of `img`, which is scaled `scale` times before
 * reading (small type). Stops when less than MIN_LEFT_MS of the page's budget
 * (`left()`) remains or a strip runs past it; places not reached stay undefined.
 */
export async function readLoneCharacters(
  img: GrayImage,
  places: readonly BBox[],
  textHeight: number,
  dpi: number,
  scale: number,
  languages: readonly string[],
  left: () => number,
): Promise<LoneReadings> {
  const out: LoneReadings = places.map(() => undefined);
  const strips = Math.ceil(places.length / STRIP_SLOTS);
  for (let k = 0; k < strips; k++) {
    if (left() < MIN_LEFT_MS) break;
    // dealt round: a strip of one shape alone reads badly (eight "1"s gave one "1" and seven ";" at 0)
    const picked = places.map((_, i) => i).filter((i) => i % strips === k);
    const strip = loneStrip(
      img,
      picked.map((i) => places[i]!),
      textHeight,
      scale,
    );
    let read: OcrWord[];
    try {
      read = await recognizeWords(toPgm(strip.image), languages, dpi * scale, left(), { layout: "block" });
    } catch (error) {
      if (error instanceof EngineError && error.code === "page_timeout") break;
      throw error;
    }
    strip.slots.forEach(([y0, y1], s) => {
      const inside = read.filter((w) => w.y1 > y0 && w.y0 < y1);
      if (inside.length !== 1) return;
      const word = inside[0]!;
      if (word.confidence < LONE_CONFIDENCE || !/^[\p{L}\p{N}]$/u.test(word.text)) return;
      out[picked[s]!] = word;
    });
  }
  return out;
}

/**
 * The strip one batch is read from: each place's pixels (on white) one under
 * another, scaled `scale` times, and each place's span down the strip.
 * Exported for tests.
 */
export function loneStrip(
  img: GrayImage,
  places: readonly BBox[],
  textHeight: number,
  scale: number,
): { image: GrayImage; slots: [number, number][] } {
  const gap = Math.round(SLOT_GAP * textHeight);
  const widest = Math.max(...places.map((p) => p.x1 - p.x0));
  const width = (widest + 2 * gap) * scale;
  const height = (gap + places.reduce((s, p) => s + (p.y1 - p.y0) + gap, 0)) * scale;
  const data = new Uint8Array(width * height).fill(255);
  const slots: [number, number][] = [];
  let y = gap;
  for (const p of places) {
    for (let py = p.y0; py < p.y1; py++) {
      for (let px = p.x0; px < p.x1; px++) {
        const v = img.data[py * img.width + px]!;
        if (v === 255) continue;
        const oy = (y + py - p.y0) * scale,
          ox = (gap + px - p.x0) * scale;
        for (let dy = 0; dy < scale; dy++) data.fill(v, (oy + dy) * width + ox, (oy + dy) * width + ox + scale);
      }
    }
    slots.push([y * scale, (y + p.y1 - p.y0) * scale]);
    y += p.y1 - p.y0 + gap;
  }
  return { image: { width, height, data }, slots };
}
