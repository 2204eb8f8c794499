import type { Glyph } from "../types.js";
import type { GridLines } from "./grid-lines.js";

/**
 * Sorts glyphs into the grid slots their centres fall in; whitespace glyphs
 * are kept so word breaks survive. Returns, per cell id, its glyphs.
 */
export function glyphsByCell(
  glyphs: readonly Glyph[],
  grid: GridLines,
  owner: number[][],
  cellCount: number,
): Glyph[][] {
  const out: Glyph[][] = [];
  for (let i = 0; i < cellCount; i++) out.push([]);
  const { xs, ys } = grid;
  const left = xs[0]!,
    right = xs[xs.length - 1]!,
    top = ys[0]!,
    bottom = ys[ys.length - 1]!;
  for (const g of glyphs) {
    const cx = (g.bbox.x0 + g.bbox.x1) / 2;
    const cy = (g.bbox.y0 + g.bbox.y1) / 2;
    if (cx < left || cx > right || cy < top || cy > bottom) continue;
    const col = slotOf(xs, cx);
    const row = slotOf(ys, cy);
    const id = owner[row]?.[col];
    if (id !== undefined && id >= 0) out[id]!.push(g);
  }
  return out;
}

/** Index i with lines[i] <= v < lines[i+1], clamped to the slots. */
export function slotOf(lines: readonly number[], v: number): number {
  let lo = 0,
    hi = lines.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]! <= v) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
