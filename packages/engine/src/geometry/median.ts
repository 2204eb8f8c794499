/** Median of a list (0 for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  // A typed array sorts numbers natively: no comparator call per comparison, no copied array of boxed numbers.
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
