/** Slots of the shared counters: the pool's idle threads now, cores lent to pages read ahead now, and pages read ahead so far. */
const IDLE = 0;
const LENT = 1;
const BEGUN = 2;

/**
 * The pool's idle extraction threads, lent as cores to scanned documents that
 * read their next pages ahead (engine option `ocr.mayReadAhead`), shared by
 * the pool's main thread and its worker threads. A scanned page takes seconds
 * of OCR on one core; while the pool has a thread with nothing to do (one per
 * core, EXTRACTION_THREADS), a document being read by OCR may begin its next
 * scanned page on that core. Each page begun ahead holds one lent core until
 * its turn comes, so no more pages run at once than the pool has threads, and
 * a document that starts on an idle thread leaves no core to lend: read-ahead
 * then stops at the next page (the page already begun ahead runs on).
 *
 * The pool publishes its idle threads (`publishIdle`) whenever a task takes or
 * leaves one. A worker thread lends a core for a page with `tryLend`, noting it
 * in its run's own counter (`claims`), and gives it back when that page's turn
 * comes (`giveBack`); after the run, however it ended (a thread terminated by
 * the watchdog too), the pool gives back what the run still held (`giveBackAll`).
 */
export class ReadAheadCores {
  /** The counters themselves, handed to each worker thread in its workerData. */
  readonly shared: Int32Array;

  constructor(shared: Int32Array = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT))) {
    this.shared = shared;
  }

  /** A new run's counter of cores it holds (shared memory, so it survives the run's thread). */
  static claims(): Int32Array {
    return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  }

  /** The pool's threads with no task now. */
  publishIdle(idle: number): void {
    Atomics.store(this.shared, IDLE, Math.max(0, idle));
  }

  /** Lends a core for one page read ahead when an idle thread has none lent yet; false otherwise. */
  tryLend(claims: Int32Array): boolean {
    for (;;) {
      const lent = Atomics.load(this.shared, LENT);
      if (lent >= Atomics.load(this.shared, IDLE)) return false;
      if (Atomics.compareExchange(this.shared, LENT, lent, lent + 1) !== lent) continue; // another thread lent one first
      Atomics.add(claims, 0, 1);
      Atomics.add(this.shared, BEGUN, 1);
      return true;
    }
  }

  /** Gives back one core `claims` holds (its page's turn came). */
  giveBack(claims: Int32Array): void {
    for (;;) {
      const held = Atomics.load(claims, 0);
      if (held <= 0) return;
      if (Atomics.compareExchange(claims, 0, held, held - 1) === held) break;
    }
    Atomics.sub(this.shared, LENT, 1);
  }

  /** Gives back every core `claims` still holds (the run is over). */
  giveBackAll(claims: Int32Array): void {
    const held = Atomics.exchange(claims, 0, 0);
    if (held > 0) Atomics.sub(this.shared, LENT, held);
  }

  /** Cores lent now, and pages begun ahead since the pool started. */
  stats(): { lent: number; pagesBegun: number } {
    return { lent: Atomics.load(this.shared, LENT), pagesBegun: Atomics.load(this.shared, BEGUN) };
  }
}
