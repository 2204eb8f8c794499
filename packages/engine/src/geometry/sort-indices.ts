/** Below this many, and for the first runs of a longer list, insertion sort is quicker than merging. */
const RUN = 16;

/**
 * Sorts `order` (indices into `key`) in place so their keys ascend, equal
 * keys keeping their order: for finite keys exactly what
 * `order.sort((a, b) => key[a] - key[b])` leaves, without a call into a
 * comparison function per comparison. The stream detector sorts every
 * segment's left, right and centre edge this way for each region, and the
 * comparison calls were most of that stage's own time.
 */
export function sortIndicesByKey(order: number[], key: ArrayLike<number>): number[] {
  const n = order.length;
  for (let lo = 0; lo < n; lo += RUN) insertionSort(order, key, lo, Math.min(n, lo + RUN));
  if (n <= RUN) return order;
  let from = order;
  // A packed copy as the merge's other buffer, not `new Array(n)`: the merge's stores met both kinds and V8 turned
  // `order` itself into a holey list, which the callers' list literal then made every list holey from the start, a
  // kind the functions optimised on packed ones were compiled again for (bench/README.md, issue #17).
  let to: number[] = order.slice();
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width),
        hi = Math.min(n, lo + 2 * width);
      let i = lo,
        j = mid,
        k = lo;
      // The right run's item goes first only when strictly smaller: equal keys keep their order.
      while (i < mid && j < hi) to[k++] = key[from[j]!]! < key[from[i]!]! ? from[j++]! : from[i++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== order) for (let i = 0; i < n; i++) order[i] = from[i]!;
  return order;
}

function insertionSort(order: number[], key: ArrayLike<number>, lo: number, hi: number): void {
  for (let i = lo + 1; i < hi; i++) {
    const item = order[i]!;
    const k = key[item]!;
    let j = i - 1;
    while (j >= lo && key[order[j]!]! > k) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = item;
  }
}
