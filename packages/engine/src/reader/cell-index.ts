/**
 * Items (by index) filed under numeric cell keys, for one page: a chained
 * hash over typed arrays sized once for the most items the page can file.
 * The fake-bold dedupe files every kept glyph of a page here; a `Map` of
 * glyphs grew its table again and again as a page filled, and a 64K-slot
 * occupancy filter per page came on top. Lookups see a cell's items in the
 * order they were filed.
 */
export class CellIndex {
  private keys = new Float64Array(0);
  private items = new Int32Array(0);
  private next = new Int32Array(0);
  private head = new Int32Array(0);
  private tail = new Int32Array(0);
  private shift = 32;
  private count = 0;

  /** Room for up to `capacity` items. */
  constructor(capacity: number) {
    this.reset(capacity);
  }

  /**
   * Empties the index, with room for up to `capacity` items, keeping its
   * arrays when they are large enough: the dedupe files each page's glyphs in
   * one index, and five typed arrays made per page showed in profiles
   * (bench/README.md, issue #17).
   */
  reset(capacity: number): void {
    let bits = 4;
    // At least twice as many slots as items keeps chains short.
    while (1 << bits < capacity * 2) bits++;
    this.shift = 32 - bits;
    this.count = 0;
    if (this.keys.length < capacity) {
      this.keys = new Float64Array(capacity);
      this.items = new Int32Array(capacity);
      this.next = new Int32Array(capacity);
    }
    if (this.head.length < 1 << bits) {
      this.head = new Int32Array(1 << bits).fill(-1);
      this.tail = new Int32Array(1 << bits);
    } else this.head.fill(-1, 0, 1 << bits);
  }

  /** Files `item` under `key` (after the items already filed there). */
  add(key: number, item: number): void {
    const entry = this.count++;
    this.keys[entry] = key;
    this.items[entry] = item;
    this.next[entry] = -1;
    const slot = this.slotOf(key);
    if (this.head[slot] === -1) this.head[slot] = entry;
    else this.next[this.tail[slot]!] = entry;
    this.tail[slot] = entry;
  }

  /** The first entry filed under `key`, or -1: walk on with `nextEntry`, read with `itemAt` (no callback per lookup). */
  firstEntry(key: number): number {
    return this.sameKeyFrom(this.head[this.slotOf(key)]!, key);
  }

  /** The entry filed under the same key after `entry`, or -1. */
  nextEntry(entry: number): number {
    return this.sameKeyFrom(this.next[entry]!, this.keys[entry]!);
  }

  /** The item of an entry. */
  itemAt(entry: number): number {
    return this.items[entry]!;
  }

  private sameKeyFrom(entry: number, key: number): number {
    while (entry !== -1 && this.keys[entry] !== key) entry = this.next[entry]!;
    return entry;
  }

  /** Multiplicative hashing of the key's low 32 bits; other keys in a slot are skipped by the key test. */
  private slotOf(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }
}
