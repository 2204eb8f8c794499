/**
 * Sorts `items` in place with `compare`, unless they already are in order.
 * `Array.prototype.sort` copies the array into a work array even then, and
 * glyphs mostly arrive in reading order, so most of a page's lines need no
 * sort at all. "In order" is tested as V8's sort finds its first ascending
 * run (no item comparing below the one before it), so the outcome is the
 * same array in the same order that the sort itself would leave.
 */
export function sortInOrder<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) if (compare(items[i]!, items[i - 1]!) < 0) return items.sort(compare);
  return items;
}
