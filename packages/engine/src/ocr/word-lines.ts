import type { OcrWord } from "./tesseract-worker.js";

/** Two words share a line when they overlap across at least this share of the shorter one's height. */
const MIN_OVERLAP = 0.5;

/**
 * The words regrouped into text lines by their boxes: the OCR engine's own
 * line numbers (sparse-text layout) often split one printed line of a table
 * into several (a lone "x" of "M8 x 60" or the second word of a cell become
 * lines of their own), and the glyphs built from a line all take its height.
 * Words are taken tallest first; a word joins the line it overlaps most
 * vertically (at least half its height, or half the line's when that is
 * shorter) unless it would overlap a word already on that line sideways; else
 * it starts a line. Each word comes back with its new line number (lines
 * numbered top to bottom), in the order given.
 */
export function regroupLines(words: readonly OcrWord[]): OcrWord[] {
  interface Line {
    top: number;
    bottom: number;
    members: OcrWord[];
  }
  const lines: Line[] = [];
  const order = words
    .map((w, i) => i)
    .sort((a, b) => height(words[b]!) - height(words[a]!) || words[a]!.y0 - words[b]!.y0);
  const lineOf = new Map<number, Line>();
  for (const i of order) {
    const w = words[i]!;
    let best: Line | null = null,
      bestOverlap = 0;
    for (const line of lines) {
      const overlap = Math.min(w.y1, line.bottom) - Math.max(w.y0, line.top);
      const need = MIN_OVERLAP * Math.min(height(w), line.bottom - line.top);
      if (overlap <= 0 || overlap < need || overlap <= bestOverlap) continue;
      if (line.members.some((m) => m.x0 < w.x1 && w.x0 < m.x1)) continue;
      best = line;
      bestOverlap = overlap;
    }
    if (best) {
      best.members.push(w);
      best.top = Math.min(best.top, w.y0);
      best.bottom = Math.max(best.bottom, w.y1);
    } else {
      best = { top: w.y0, bottom: w.y1, members: [w] };
      lines.push(best);
    }
    lineOf.set(i, best);
  }
  const numbered = [...lines].sort((a, b) => a.top - b.top || a.bottom - b.bottom);
  const number = new Map(numbered.map((l, k) => [l, k + 1]));
  return words.map((w, i) => ({ ...w, line: number.get(lineOf.get(i)!)! }));
}

function height(w: OcrWord): number {
  return Math.max(1, w.y1 - w.y0);
}
