import type { Glyph } from "../types.js";

/**
 * Removes glyphs drawn again on top of themselves (fake bold: the same letter
 * painted two to four times with a small offset, or fill + stroke passes). The
 * kept glyph (mutated in place: the reader owns these objects) is marked bold
 * when the copy was offset, since that is how the
 * page looks. A copy must show the same text within a third of its size.
 */
export function dedupeGlyphs(glyphs: readonly Glyph[]): Glyph[] {
  // Buckets by rounded centre; a numeric key avoids building a string per glyph.
  const seen = new Map<number, Glyph[]>();
  const out: Glyph[] = [];
  for (const g of glyphs) {
    if (g.text.trim() === "") {
      out.push(g);
      continue;
    }
    const cx = Math.round((g.bbox.x0 + g.bbox.x1) / 2);
    const cy = Math.round((g.bbox.y0 + g.bbox.y1) / 2);
    const copyOf = findCopy(seen, g, cx, cy);
    if (copyOf) {
      if (!sameBox(copyOf, g)) copyOf.bold = true;
      continue;
    }
    const kept = g;
    const key = cellKey(cx, cy);
    const bucket = seen.get(key);
    if (bucket) bucket.push(kept);
    else seen.set(key, [kept]);
    out.push(kept);
  }
  return out;
}

function cellKey(cx: number, cy: number): number {
  return cx * 65536 + cy;
}

function findCopy(seen: Map<number, Glyph[]>, g: Glyph, cx: number, cy: number): Glyph | null {
  const w = g.bbox.x1 - g.bbox.x0;
  const h = g.bbox.y1 - g.bbox.y0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const bucket = seen.get(cellKey(cx + dx, cy + dy));
      if (!bucket) continue;
      for (const k of bucket) {
        if (k.text === g.text && Math.abs(k.bbox.x0 - g.bbox.x0) <= w / 3 && Math.abs(k.bbox.y0 - g.bbox.y0) <= h / 3 && k.direction === g.direction) return k;
      }
    }
  }
  return null;
}

function sameBox(a: Glyph, b: Glyph): boolean {
  return Math.abs(a.bbox.x0 - b.bbox.x0) < 0.01 && Math.abs(a.bbox.y0 - b.bbox.y0) < 0.01;
}
