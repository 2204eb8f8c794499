/** Line height (pt) assumed for a region with no measurable lines: that of 10 pt body type. */
export const FALLBACK_LINE_HEIGHT = 10;

/** Length of the overlap of [a0,a1] and [b0,b1], 0 when apart. */
export function overlap1d(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** Median of a list (0 for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  // A typed array sorts numbers natively: no comparator call per comparison, no copied array of boxed numbers.
  const s = Float64Array.from(values).sort();
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
