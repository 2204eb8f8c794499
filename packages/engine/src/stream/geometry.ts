/** Line height (pt) assumed for a region with no measurable lines: that of 10 pt body type. */
export const FALLBACK_LINE_HEIGHT = 10;

/** Length of the overlap of [a0,a1] and [b0,b1], 0 when apart. */
export function overlap1d(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

export { median, medianOf } from "../geometry/median.js";
