import { boxesOverlap } from "../geometry/bbox.js";
import type { GrayImage } from "./gray-image.js";
import { memoised } from "./image-memo.js";
import type { OcrWord } from "./tesseract-worker.js";

/**
 * Below this grey level a pixel is ink for finding dash marks. A worn copy's
 * blur spreads a thin dash's ink: a statistical table's nil dashes came out
 * grey 130-170 at their core, and at 128 none of its 14 was found. Paper with
 * grain stays above 200.
 */
const DARK = 170;
/** A dash is this much wider than thick, at least. */
const MIN_ASPECT = 1.5;
/** Its width, in text heights (the median height of the page's words): a hyphen to an em dash. */
const MIN_WIDTH = 0.12;
const MAX_WIDTH = 1.6;
/** Its thickness, in text heights, at most. */
const MAX_THICK = 0.35;
/** Share of its box that is ink, at least (a bar, not a curve or a speck cluster). */
const MIN_FILL = 0.5;
/** Nothing else within this many text heights across and this many up or down: it stands alone. */
const CLEAR_ACROSS = 0.8;
const CLEAR_UPDOWN = 0.5;
/** Specks of fewer pixels than this share of a text height squared are noise, not neighbours. */
const SPECK = 0.02;
/** Where a dash sits on the row's text: its middle between these shares of a word's height from its top. */
const MID_FROM = 0.2;
const MID_TO = 0.85;
/**
 * Past this many runs of ink the image is a photo or halftone, not text:
 * no blobs are reported, so memory stays bounded (a text page at 400 dpi has
 * a few hundred thousand).
 */
const MAX_RUNS = 1_000_000;
/** Confidence (0..100) given to a dash found this way. */
const DASH_CONFIDENCE = 60;

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/**
 * Lone dashes the OCR engine did not return. A table cell holding only "-"
 * (nil, not applicable) is a short bar that the sparse-text layout often
 * drops as a speck, and the cell comes back empty. On the image with the
 * rulings erased, a dark bar that is wider than thick, as wide as a hyphen to
 * an em dash and as thick as a stroke (sizes from the median height of the
 * page's words), alone (no other ink nearby, no OCR word over or beside it)
 * and at the middle height of a row of words, becomes the word "-" on that
 * row. Returns only the added words, in pixels of `img`.
 */
export function findLoneDashes(img: GrayImage, words: readonly OcrWord[]): OcrWord[] {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [];
  const blobs = inkBlobs(img);
  const speck = SPECK * textHeight * textHeight;
  const out: OcrWord[] = [];
  for (const b of blobs) {
    const w = b.x1 - b.x0,
      h = b.y1 - b.y0;
    if (w < MIN_WIDTH * textHeight || w > MAX_WIDTH * textHeight || h > MAX_THICK * textHeight) continue;
    if (w < MIN_ASPECT * h || b.pixels < MIN_FILL * w * h) continue;
    const clear = {
      x0: b.x0 - CLEAR_ACROSS * textHeight,
      x1: b.x1 + CLEAR_ACROSS * textHeight,
      y0: b.y0 - CLEAR_UPDOWN * textHeight,
      y1: b.y1 + CLEAR_UPDOWN * textHeight,
    };
    if (words.some((o) => boxesOverlap(o, clear))) continue;
    if (blobs.some((o) => o !== b && o.pixels >= speck && boxesOverlap(o, clear))) continue;
    const mid = (b.y0 + b.y1) / 2;
    const row = words.filter((o) => {
      const oh = o.y1 - o.y0;
      return mid >= o.y0 + MID_FROM * oh && mid <= o.y0 + MID_TO * oh;
    });
    if (row.length === 0) continue;
    // the row's nearest word lends its line (regroupLines places the dash by its box anyway)
    const near = row.reduce((a, o) => (distance(o, b) < distance(a, b) ? o : a));
    out.push({ text: "-", confidence: DASH_CONFIDENCE, x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, line: near.line });
  }
  return out;
}

/** The page's text height: the median height of its words holding a letter or digit (0 when none). */
export function medianHeight(words: readonly OcrWord[]): number {
  const hs = words
    .filter((w) => /[\p{L}\p{N}]/u.test(w.text))
    .map((w) => w.y1 - w.y0)
    .sort((a, b) => a - b);
  return hs.length ? hs[Math.floor(hs.length / 2)]! : 0;
}

function distance(a: OcrWord, b: Blob): number {
  return Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
}

/**
 * Connected groups of ink pixels (8-neighbour), found from horizontal runs so
 * memory grows with the ink, not the page: each run joins the runs of the row
 * above that touch it; ink is darker than `level`. Boxes are in pixels, x1/y1
 * exclusive. None past MAX_RUNS runs. Worked out once per image and level
 * (`memoised`: dot leaders and unread words look at the same image): the
 * blobs are shared, not to be changed.
 */
export function inkBlobs(img: GrayImage, level = DARK): readonly Blob[] {
  return memoised(img, `inkBlobs:${level}`, () => findBlobs(img, level));
}

function findBlobs(img: GrayImage, level: number): Blob[] {
  const { width, height, data } = img;
  let runX0: Int32Array = new Int32Array(4096),
    runX1: Int32Array = new Int32Array(4096),
    runY: Int32Array = new Int32Array(4096),
    parent: Int32Array = new Int32Array(4096);
  let runs = 0;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  let prevStart = 0,
    prevEnd = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = runs;
    const base = y * width;
    // runs of the row above, left to right: those ending left of a run end left of the runs after it too
    let above = prevStart;
    let x = 0;
    while (x < width) {
      if (data[base + x]! >= level) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && data[base + x]! < level) x++;
      const id = runs;
      if (id >= MAX_RUNS) return [];
      if (id === runX0.length) {
        runX0 = grown(runX0);
        runX1 = grown(runX1);
        runY = grown(runY);
        parent = grown(parent);
      }
      runX0[id] = start;
      runX1[id] = x;
      runY[id] = y;
      parent[id] = id;
      runs++;
      while (above < prevEnd && runX1[above]! < start) above++;
      for (let p = above; p < prevEnd && runX0[p]! <= x; p++) {
        // touching diagonally counts (8-neighbour)
        const a = find(p),
          b = find(id);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    prevStart = rowStart;
    prevEnd = runs;
  }
  // a blob is listed where its first run is (its root: runs join the lowest-numbered run of their group)
  const blobs: Blob[] = [];
  const blobOf = new Int32Array(runs);
  for (let i = 0; i < runs; i++) {
    const root = find(i);
    const y = runY[i]!;
    if (root === i) {
      blobOf[i] = blobs.length;
      blobs.push({ x0: runX0[i]!, x1: runX1[i]!, y0: y, y1: y + 1, pixels: runX1[i]! - runX0[i]! });
      continue;
    }
    const blob = blobs[blobOf[root]!]!;
    blob.x0 = Math.min(blob.x0, runX0[i]!);
    blob.x1 = Math.max(blob.x1, runX1[i]!);
    blob.y1 = Math.max(blob.y1, y + 1);
    blob.pixels += runX1[i]! - runX0[i]!;
  }
  return blobs;
}

/** The array twice as long, its contents kept. */
function grown(a: Int32Array): Int32Array {
  const out = new Int32Array(a.length * 2);
  out.set(a);
  return out;
}
