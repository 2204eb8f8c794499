import type { Glyph } from "../types.js";
import { isBlank } from "../text/blank.js";

/**
 * Removes glyphs drawn again on top of themselves (fake bold: the same letter
 * painted two to four times with a small offset, or fill + stroke passes). The
 * kept glyph (mutated in place: the reader owns these objects) is marked bold
 * when the copy was offset, since that is how the
 * page looks. A copy must show the same text within a third of its size.
 */
export function dedupeGlyphs(glyphs: readonly Glyph[]): Glyph[] {
  // Buckets by rounded centre; a numeric key avoids building a string per glyph.
  const seen: Buckets = { first: new Map(), more: new Map(), occupied: new Uint8Array(FILTER_SLOTS) };
  const out: Glyph[] = [];
  for (const g of glyphs) {
    if (isBlank(g.text)) {
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
    const key = cellKey(cx, cy);
    seen.occupied[filterSlot(key)] = 1;
    if (!seen.first.has(key)) seen.first.set(key, g);
    else {
      const more = seen.more.get(key);
      if (more) more.push(g);
      else seen.more.set(key, [g]);
    }
    out.push(g);
  }
  return out;
}

function cellKey(cx: number, cy: number): number {
  return cx * 65536 + cy;
}

/** Size of the occupancy filter (a power of two). */
const FILTER_SLOTS = 1 << 16;

/** A cell key's slot in the occupancy filter (multiplicative hashing; collisions only cost a map lookup). */
function filterSlot(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 16;
}

/**
 * Glyphs by centre cell, in arrival order: the first one of a cell apart from
 * the rest, since a cell rarely holds two and an array per glyph is garbage.
 */
interface Buckets {
  first: Map<number, Glyph>;
  more: Map<number, Glyph[]>;
  /**
   * Set for every slot some kept glyph's cell hashes to. A clear slot proves
   * the cell is empty, so the 9-cell search skips most map lookups: letters'
   * centres are rarely within a point of each other.
   */
  occupied: Uint8Array;
}

function findCopy(seen: Buckets, g: Glyph, cx: number, cy: number): Glyph | null {
  const w = g.bbox.x1 - g.bbox.x0;
  const h = g.bbox.y1 - g.bbox.y0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const key = cellKey(cx + dx, cy + dy);
      if (seen.occupied[filterSlot(key)] === 0) continue;
      const k = seen.first.get(key);
      if (k === undefined) continue;
      if (isCopy(k, g, w, h)) return k;
      const more = seen.more.get(key);
      if (more) for (const m of more) if (isCopy(m, g, w, h)) return m;
    }
  }
  return null;
}

function isCopy(k: Glyph, g: Glyph, w: number, h: number): boolean {
  return (
    k.text === g.text &&
    Math.abs(k.bbox.x0 - g.bbox.x0) <= w / 3 &&
    Math.abs(k.bbox.y0 - g.bbox.y0) <= h / 3 &&
    k.direction === g.direction
  );
}

function sameBox(a: Glyph, b: Glyph): boolean {
  return Math.abs(a.bbox.x0 - b.bbox.x0) < 0.01 && Math.abs(a.bbox.y0 - b.bbox.y0) < 0.01;
}
