import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import type { OcrWord } from "./tesseract-worker.js";

/** Two words share a printed line when they overlap by at least this share of the shorter one's height. */
const SAME_LINE = 0.5;
/** A word starting this close (in line heights) to another's left edge is a second reading of it, not a later word. */
const MIN_LEAD = 0.5;
/**
 * The next word's box may start a little inside its own ink, whose blurred
 * edge then runs on left of it: at most this far (in line heights) is ink
 * just left of the next word still taken for that word's edge.
 */
const EDGE_REACH = 0.15;
/** Paper at least this wide (in line heights) left of that edge is the word space between the two. */
const MIN_SPACE = 0.1;

/**
 * Cuts back word boxes that run over the next words of their line. On small
 * type the OCR engine now and then gives a line's first word (the sparse-text
 * layout splits printed lines into pieces, word-lines.ts) a box reaching to
 * the end of the line: "Driving" boxed over "under the influence", "years"
 * over the "and over" beside it. Its letters are then shared out over that
 * width (ocr-glyphs.ts) and mix with the other words' letters into one
 * garbled cell ("Driundevrthieinnfluegnce"). Such a box ends just before the
 * first word of its line that starts inside it, then at its last column of
 * ink (`image` is the one the words were read from). On a blurred copy the
 * next word's box often starts a pixel or two inside that word's ink: its
 * edge is skipped when a word space of paper lies just left of it, so the
 * cut box keeps that space (cut at the edge, "Long" and "2" of "Long 2"
 * touched and became one word "Long2").
 */
export function trimOverlongWords(words: readonly OcrWord[], image: GrayImage): OcrWord[] {
  return words.map((w) => {
    const height = Math.max(1, w.y1 - w.y0);
    const next = words.filter((o) => o !== w && o.x0 >= w.x0 + MIN_LEAD * height && o.x0 < w.x1 && sameLine(w, o));
    if (next.length === 0) return w;
    let x1 = beforeEdge(image, w, Math.min(...next.map((o) => o.x0)) - 1, height);
    while (x1 > w.x0 && !inkInColumn(image, x1, w.y0, w.y1)) x1--;
    return { ...w, x1 };
  });
}

/**
 * The column left of the next word's blurred edge when `x` (just left of the
 * next word's box) is still ink of that edge and a word space of paper lies
 * beyond it; else `x` itself (the words touch, or the box started clear of
 * its ink).
 */
function beforeEdge(image: GrayImage, w: OcrWord, x: number, height: number): number {
  let edge = x;
  while (edge > w.x0 && x - edge < EDGE_REACH * height && inkInColumn(image, edge, w.y0, w.y1)) edge--;
  if (edge === x || inkInColumn(image, edge, w.y0, w.y1)) return x;
  let paper = edge;
  while (paper > w.x0 && !inkInColumn(image, paper, w.y0, w.y1)) paper--;
  return edge - paper >= MIN_SPACE * height ? edge : x;
}

function sameLine(a: OcrWord, b: OcrWord): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return overlap >= SAME_LINE * Math.min(a.y1 - a.y0, b.y1 - b.y0);
}

function inkInColumn(img: GrayImage, x: number, y0: number, y1: number): boolean {
  if (x < 0 || x >= img.width) return false;
  for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(img.height - 1, Math.ceil(y1)); y++) {
    if (img.data[y * img.width + x]! <= INK_LEVEL) return true;
  }
  return false;
}
