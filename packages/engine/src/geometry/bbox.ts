import type { BBox } from "../types.js";

/** The smallest box holding both boxes. */
export function unionBox(a: BBox, b: BBox): BBox {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/**
 * The smallest box holding every item's box, or an inverted box (see invertedBox) for none:
 * `unionAll` of the items' boxes without a list of them, or a callback made on each call.
 */
export function boundsOf(items: readonly { readonly bbox: BBox }[]): BBox {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const { bbox: b } of items) {
    if (b.x0 < x0) x0 = b.x0;
    if (b.y0 < y0) y0 = b.y0;
    if (b.x1 > x1) x1 = b.x1;
    if (b.y1 > y1) y1 = b.y1;
  }
  return { x0, y0, x1, y1 };
}

/** The smallest box holding every box, or null for none. */
export function unionAll(boxes: readonly BBox[]): BBox | null {
  if (boxes.length === 0) return null;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const b of boxes) {
    if (b.x0 < x0) x0 = b.x0;
    if (b.y0 < y0) y0 = b.y0;
    if (b.x1 > x1) x1 = b.x1;
    if (b.y1 > y1) y1 = b.y1;
  }
  return { x0, y0, x1, y1 };
}

/**
 * The inverted box (x0 = +Infinity ...): it overlaps nothing and grows to the
 * first box joined. Use it as `unionAll(boxes) ?? invertedBox()` where an empty
 * list must still yield a box.
 */
export function invertedBox(): BBox {
  return { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
}

/** Area of the overlap of two boxes (0 when apart). */
export function overlapArea(a: BBox, b: BBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** True when two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: BBox, b: BBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** Area of a box. */
export function area(b: BBox): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}

/** True when the centre of `inner` lies inside `outer` (grown by `pad`). */
export function centreInside(inner: BBox, outer: BBox, pad = 0): boolean {
  const cx = (inner.x0 + inner.x1) / 2;
  const cy = (inner.y0 + inner.y1) / 2;
  return cx >= outer.x0 - pad && cx <= outer.x1 + pad && cy >= outer.y0 - pad && cy <= outer.y1 + pad;
}

/** `box` grown by `pad` on every side. */
export function growBox(box: BBox, pad: number): BBox {
  return { x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad };
}

/** Share of `inner`'s area that lies inside `outer` (0..1). */
export function coveredShare(inner: BBox, outer: BBox): number {
  const a = area(inner);
  return a > 0 ? overlapArea(inner, outer) / a : centreInside(inner, outer) ? 1 : 0;
}
