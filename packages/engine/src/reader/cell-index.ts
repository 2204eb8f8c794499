/**
 * Items (by index) filed under numeric cell keys, for one page: a chained
 * hash over typed arrays sized for the items expected (growing, all filed
 * again, when more come).
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
  private capacity = 0;

  /** Room for `capacity` items before the index grows. */
  constructor(capacity: number) {
    this.reset(capacity);
  }

  /**
   * Empties the index, with room for `capacity` items (at least) before it grows, keeping
   * its arrays when they are large enough: the dedupe files each page's glyphs
   * in one index, and five typed arrays made per page showed in profiles
   * (bench/README.md, issue #17).
   */
  reset(capacity: number): void {
    this.count = 0;
    // As much room as it had: a page read glyph by glyph does not know its count, and the last page's is a fair guess.
    this.size(Math.max(capacity, this.keys.length));
  }

  /** Files `item` under `key` (after the items already filed there). */
  add(key: number, item: number): void {
    if (this.count === this.capacity) this.grow();
    const entry = this.count++;
    this.keys[entry] = key;
    this.items[entry] = item;
    this.file(entry, key);
  }

  private file(entry: number, key: number): void {
    this.next[entry] = -1;
    const slot = this.slotOf(key);
    if (this.head[slot] === -1) this.head[slot] = entry;
    else this.next[this.tail[slot]!] = entry;
    this.tail[slot] = entry;
  }

  /** Sizes the arrays and the slot table for `capacity` items, keeping the entries filed so far. */
  private size(capacity: number): void {
    let bits = 4;
    // At least twice as many slots as items keeps chains short.
    while (1 << bits < capacity * 2) bits++;
    this.shift = 32 - bits;
    this.capacity = capacity;
    if (this.keys.length < capacity) {
      const keys = new Float64Array(capacity),
        items = new Int32Array(capacity);
      keys.set(this.keys.subarray(0, this.count));
      items.set(this.items.subarray(0, this.count));
      this.keys = keys;
      this.items = items;
      this.next = new Int32Array(capacity);
    }
    if (this.head.length < 1 << bits) {
      this.head = new Int32Array(1 << bits).fill(-1);
      this.tail = new Int32Array(1 << bits);
    } else this.head.fill(-1, 0, 1 << bits);
  }

  /** Twice the room, every entry filed again in the order it came (so each key's items keep their order). */
  private grow(): void {
    this.size(Math.max(16, 2 * this.capacity));
    for (let entry = 0; entry < this.count; entry++) this.file(entry, this.keys[entry]!);
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
