/**
 * The lists joined in order: what `lists.flat()` gives for a list of lists.
 * `Array.prototype.flat` and `flatMap` take V8's generic path (a spreadable
 * check and a defined property per item), which showed as 2-3% of the warm
 * engine's CPU profile on table-heavy pages (bench/README.md, speed); a plain
 * loop of pushes does the same work at array speed.
 */
export function flatten<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    for (let j = 0; j < list.length; j++) out.push(list[j]!);
  }
  return out;
}

/** What `items.flatMap(listOf)` gives when `listOf` always returns a list, through `flatten`'s loop. */
export function flatMapList<T, U>(items: readonly T[], listOf: (item: T, index: number) => readonly U[]): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    const list = listOf(items[i]!, i);
    for (let j = 0; j < list.length; j++) out.push(list[j]!);
  }
  return out;
}
