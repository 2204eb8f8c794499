/** Median of a list (0 for an empty list). */
export function median(values: readonly number[]): number {
  // A typed array sorts numbers natively: no comparator call per comparison, no copied array of boxed numbers.
  // Filled by index: Float64Array.from walks its argument through the iterator protocol.
  const sorted = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) sorted[i] = values[i]!;
  return middleOfSorted(sorted.sort());
}

/**
 * Median of `valueOf(item)` over the items `keep` accepts (0 when none): what
 * `median(items.filter(keep).map(valueOf))` gives, without the two arrays.
 */
export function medianOf<T>(
  items: readonly T[],
  valueOf: (item: T) => number,
  keep: (item: T) => boolean = () => true,
): number {
  const values = new Float64Array(items.length);
  let n = 0;
  for (const item of items) if (keep(item)) values[n++] = valueOf(item);
  return middleOfSorted(values.subarray(0, n).sort());
}

function middleOfSorted(sorted: Float64Array): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
