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

/**
 * What `flatMapList` gives for lists of numbers, built on a literal of its own for the reason
 * `mapNumbers` is: `flatMapList`'s is turned into a list of any values by the objects it holds.
 */
export function flatMapNumbers<T>(
  items: readonly T[],
  listOf: (item: T, index: number) => readonly number[],
): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const list = listOf(items[i]!, i);
    for (let j = 0; j < list.length; j++) out.push(list[j]!);
  }
  return out;
}

/**
 * What `items.map(f)` gives, built by pushes onto a literal. V8's `map`
 * gives its result another array kind in optimised code (holey) than in the
 * interpreter (packed), and an empty result in optimised code the kind of a
 * list of small integers: once the function calling `map` was optimised,
 * every function that had been optimised on its lists met a kind it had not
 * seen, threw its optimised code away and was compiled again, most of them
 * between the third and the tenth extraction of a process (bench/README.md,
 * issue #17). A literal's pushes give packed lists, and its allocation site
 * remembers the kind its lists were turned into, so optimised code starts
 * every list in that kind, an empty one included.
 */
export function mapList<T, U>(items: readonly T[], f: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) out.push(f(items[i]!, i));
  return out;
}

/**
 * What `items.map(valueOf)` gives for numbers, built by pushes onto a literal
 * of its own (`mapList`'s is turned into a list of any values by the objects
 * it holds): V8 turns a list of small integers into a list of doubles at the
 * first fractional value, and the literal's allocation site remembers, so
 * once warm lists of whole numbers start as doubles too, as fractional ones
 * do, instead of being a second kind of number list (see `mapList`).
 */
export function mapNumbers<T>(items: readonly T[], valueOf: (item: T, index: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) out.push(valueOf(items[i]!, i));
  return out;
}
