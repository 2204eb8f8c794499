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
  /** Counts one hit in `bucket`'s window and answers the count including it; the window stays readable for `keepMs`. */
  hit(bucket: string, window: Date, keepMs: number): Promise<number>;
  /** The count of a window without counting (0 when nothing was counted). */
  count(bucket: string, window: Date): Promise<number>;
  /** The non-zero windows of `windowMs` from `since` to `until`, oldest first. */
  windows(bucket: string, since: Date, until: Date, windowMs: number): Promise<WindowCount[]>;
  /** Releases connections the store opened. */
  close(): Promise<void>;
}
