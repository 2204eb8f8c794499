import { unionAll } from "../geometry/bbox.js";
import type { BBox } from "../types.js";

/**
 * The smallest box holding every given box. For no boxes it is the inverted
 * box (x0 = +Infinity ...), which overlaps nothing and grows to the first box joined.
 */
export function unionBoxes(boxes: readonly BBox[]): BBox {
  return unionAll(boxes) ?? { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
}

/** Length of the overlap of [a0,a1] and [b0,b1], 0 when apart. */
export function overlap1d(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** Median of a list (0 for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
