import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import type { OcrWord } from "./tesseract-worker.js";

/** Two words share a printed line when they overlap by at least this share of the shorter one's height. */
const SAME_LINE = 0.5;
/** A word starting this close (in line heights) to another's left edge is a second reading of it, not a later word. */
const MIN_LEAD = 0.5;

/**
 * Cuts back word boxes that run over the next words of their line. On small
 * type the OCR engine now and then gives a line's first word (the sparse-text
 * layout splits printed lines into pieces, word-lines.ts) a box reaching to
 * the end of the line: "Driving" boxed over "under the influence", "years"
 * over the "and over" beside it. Its letters are then shared out over that
 * width (ocr-glyphs.ts) and mix with the other words' letters into one
 * garbled cell ("Driundevrthieinnfluegnce"). Such a box ends just before the
 * first word of its line that starts inside it, then at its last column of
 * ink (`image` is the one the words were read from).
 */
export function trimOverlongWords(words: readonly OcrWord[], image: GrayImage): OcrWord[] {
  return words.map((w) => {
    const height = Math.max(1, w.y1 - w.y0);
    const next = words.filter((o) => o !== w && o.x0 >= w.x0 + MIN_LEAD * height && o.x0 < w.x1 && sameLine(w, o));
    if (next.length === 0) return w;
    let x1 = Math.min(...next.map((o) => o.x0)) - 1;
    while (x1 > w.x0 && !inkInColumn(image, x1, w.y0, w.y1)) x1--;
    return { ...w, x1 };
  });
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
