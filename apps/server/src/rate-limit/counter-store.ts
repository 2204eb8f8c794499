/** A fixed window's count. */
export interface WindowCount {
  window: Date;
  count: number;
}

/**
 * Where the rate limiter keeps its fixed-window counters: the database by
 * default, Redis when REDIS_URL is set. Either way every server process
 * shares them, and one call counts one hit atomically.
 */
export interface CounterStore {
  /**
   * Counts `amount` hits (default 1) in `bucket`'s window in one atomic step and answers the count
   * including them; the window stays readable for `keepMs`. Check-and-count is this one call:
   * compare its answer with the limit, never a count read before.
   */
  hit(bucket: string, window: Date, keepMs: number, amount?: number): Promise<number>;
  /** Takes back `amount` hits (a reservation that was not used); the count never goes below 0. */
  release(bucket: string, window: Date, amount?: number): Promise<void>;
  /** Forgets a window's count (e.g. a sign-in's failures once the right password came). */
  reset(bucket: string, window: Date): Promise<void>;
  /** The count of a window without counting (0 when nothing was counted). */
  count(bucket: string, window: Date): Promise<number>;
  /** The non-zero windows of `windowMs` from `since` to `until`, oldest first. */
  windows(bucket: string, since: Date, until: Date, windowMs: number): Promise<WindowCount[]>;
  /** Releases connections the store opened. */
  close(): Promise<void>;
}
