import type { Glyph } from "../types.js";
import { isBlank } from "../text/blank.js";
import { CellIndex } from "./cell-index.js";

/**
 * Removes glyphs drawn again on top of themselves (fake bold: the same letter
 * painted two to four times with a small offset, or fill + stroke passes). The
 * kept glyph (mutated in place: the reader owns these objects) is marked bold
 * when the copy was offset, since that is how the
 * page looks. A copy must show the same text within a third of its size.
 * Given the page's size, glyphs whose centre lies off the page are dropped
 * first (in the same pass: the reader filtered them into a new array before,
 * a call and a copy per glyph of every page).
 */
export function dedupeGlyphs(glyphs: readonly Glyph[], page: { width: number; height: number } | null = null): Glyph[] {
  const width = page ? page.width : 0,
    height = page ? page.height : 0;
  // Kept glyphs (by index into `glyphs`) filed by rounded centre; a numeric key avoids building a string per glyph.
  const seen = new CellIndex(glyphs.length);
  const out: Glyph[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    // Read once: glyph boxes come in several object shapes, and each field read of one makes a number object.
    const box = g.bbox;
    const x0 = box.x0,
      y0 = box.y0,
      x1 = box.x1,
      y1 = box.y1;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    // Written so a centre that is not a number (NaN) is off the page too.
    if (page && !(mx >= 0 && my >= 0 && mx <= width && my <= height)) continue;
    if (isBlank(g.text)) {
      out.push(g);
      continue;
    }
    const cx = Math.round(mx);
    const cy = Math.round(my);
    const copyOf = findCopy(seen, glyphs, g, x0, y0, x1 - x0, y1 - y0, cx, cy);
    if (copyOf) {
      if (!sameBox(copyOf, x0, y0)) copyOf.bold = true;
      continue;
    }
    seen.add(cellKey(cx, cy), i);
    out.push(g);
  }
  return out;
}

function cellKey(cx: number, cy: number): number {
  return cx * 65536 + cy;
}

/**
 * The kept glyph `g` (box corner (x0, y0), size w x h) copies: the 9 cells
 * around its centre in turn, each cell's glyphs in the order they were kept.
 */
function findCopy(
  seen: CellIndex,
  glyphs: readonly Glyph[],
  g: Glyph,
  x0: number,
  y0: number,
  w: number,
  h: number,
  cx: number,
  cy: number,
): Glyph | null {
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let e = seen.firstEntry(cellKey(cx + dx, cy + dy)); e !== -1; e = seen.nextEntry(e)) {
        const k = glyphs[seen.itemAt(e)]!;
        if (isCopy(k, g, x0, y0, w, h)) return k;
      }
    }
  }
  return null;
}

function isCopy(k: Glyph, g: Glyph, x0: number, y0: number, w: number, h: number): boolean {
  if (k.text !== g.text || k.direction !== g.direction) return false;
  const box = k.bbox;
  return Math.abs(box.x0 - x0) <= w / 3 && Math.abs(box.y0 - y0) <= h / 3;
}

function sameBox(a: Glyph, x0: number, y0: number): boolean {
  const box = a.bbox;
  return Math.abs(box.x0 - x0) < 0.01 && Math.abs(box.y0 - y0) < 0.01;
}
