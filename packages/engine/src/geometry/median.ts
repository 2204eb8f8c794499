/**
 * Lists up to this long are sorted by insertion into a plain array; longer
 * ones have their middle values selected (quickselect) without sorting the
 * rest. Copying into a typed array and sorting it natively, as before, cost
 * about 2.4% of the warm engine's CPU profile on the 24-page bench PDF
 * (bench/README.md, speed): most of it allocating the typed arrays. Both
 * paths order values as `Float64Array.prototype.sort` does, so the median is
 * the same number.
 */
const SMALL = 32;

/** Median of a list (0 for an empty list). */
export function median(values: readonly number[]): number {
  const n = values.length;
  const copy: number[] = [];
  if (n <= SMALL) {
    for (let i = 0; i < n; i++) insertSorted(copy, values[i]!);
    return middleOfSorted(copy);
  }
  for (let i = 0; i < n; i++) copy.push(values[i]!);
  return middleBySelection(copy);
}

/**
 * Median of `valueOf(item)` over the items `keep` accepts (0 when none): what
 * `median(items.filter(keep).map(valueOf))` gives, without the two arrays.
 */
export function medianOf<T>(
  items: readonly T[],
  valueOf: (item: T) => number,
  keep: (item: T) => boolean = keepAll,
): number {
  const kept: number[] = [];
  if (items.length <= SMALL) {
    for (const item of items) if (keep(item)) insertSorted(kept, valueOf(item));
    return middleOfSorted(kept);
  }
  for (const item of items) if (keep(item)) kept.push(valueOf(item));
  return middleBySelection(kept);
}

function keepAll(): boolean {
  return true;
}

/** Adds `value` to an ascending list in the typed-array sort's order, so both paths give the same median. */
function insertSorted(sorted: number[], value: number): void {
  let j = sorted.length;
  sorted.push(value);
  while (j > 0 && sortsBefore(value, sorted[j - 1]!)) {
    sorted[j] = sorted[j - 1]!;
    j--;
  }
  sorted[j] = value;
}

/** The order of `Float64Array.prototype.sort`: ascending, -0 before +0, NaN last. */
function sortsBefore(a: number, b: number): boolean {
  if (a < b) return true;
  if (a === b) return a === 0 && 1 / a < 0 && 1 / b > 0;
  return b !== b && a === a;
}

/**
 * The value at index `n >> 1` of `values` sorted as `Float64Array.prototype.sort` sorts (the upper of
 * the two middles for an even count; 0 for an empty list), found by selection: what
 * `Float64Array.from(values).sort()[n >> 1]` gives without the typed array and the sort. Reorders `values`.
 */
export function upperMiddle(values: number[]): number {
  return values.length === 0 ? 0 : select(values, values.length >> 1);
}

/** The median of `values` (which it reorders), found by selection in the typed-array sort's order. */
function middleBySelection(values: number[]): number {
  const n = values.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  const upper = select(values, mid);
  if (n % 2) return upper;
  // Selection leaves every value below `mid` at or before values[mid] in the order: the lower middle is their largest.
  let lower = values[0]!;
  for (let i = 1; i < mid; i++) if (sortsBefore(lower, values[i]!)) lower = values[i]!;
  return (lower + upper) / 2;
}

/**
 * Puts the value that sorts `k`-th at index `k`, with every value before it
 * sorting no later and every value after it no earlier (Hoare's FIND), and
 * returns it.
 */
function select(values: number[], k: number): number {
  let lo = 0,
    hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo,
      j = hi;
    while (i <= j) {
      while (sortsBefore(values[i]!, pivot)) i++;
      while (sortsBefore(pivot, values[j]!)) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k]!;
}

function middleOfSorted(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
