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
    // Read once: glyph boxes come in several object shapes, and each field read of one makes a number object.
    const box = g.bbox;
    const x0 = box.x0,
      y0 = box.y0,
      x1 = box.x1,
      y1 = box.y1;
    const cx = Math.round((x0 + x1) / 2);
    const cy = Math.round((y0 + y1) / 2);
    const copyOf = findCopy(seen, g, x0, y0, x1 - x0, y1 - y0, cx, cy);
    if (copyOf) {
      if (!sameBox(copyOf, x0, y0)) copyOf.bold = true;
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

/** The first kept glyph (by cell, then arrival) that `g`, with box corner (x0, y0) and size w x h, copies. */
function findCopy(
  seen: Buckets,
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
      const key = cellKey(cx + dx, cy + dy);
      if (seen.occupied[filterSlot(key)] === 0) continue;
      const k = seen.first.get(key);
      if (k === undefined) continue;
      if (isCopy(k, g, x0, y0, w, h)) return k;
      const more = seen.more.get(key);
      if (more) for (const m of more) if (isCopy(m, g, x0, y0, w, h)) return m;
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
