import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { CounterStore } from "./counter-store.js";
import { countOf, hit, pruneMinuteWindows, release, reset } from "./fixed-window.js";

/** Counters as rows of `rate_limit_counters` (one atomic upsert per hit); daily rows stay as API-call history. */
export function databaseCounters(db: Kysely<Database>): CounterStore {
  return {
    async hit(bucket, window, _keepMs, amount = 1) {
      const count = await hit(db, bucket, window, amount);
      // keeps the table small without a scheduler; any process may do it. The hit's own window is
      // "now", not the clock, so callers that pass their time (tests, replays) never lose a count.
      if (Math.random() < 0.01) await pruneMinuteWindows(db, window);
      return count;
    },
    release: (bucket, window, amount = 1) => release(db, bucket, window, amount),
    reset: (bucket, window) => reset(db, bucket, window),
    count: (bucket, window) => countOf(db, bucket, window),
    async windows(bucket, since, until) {
      const rows = await db
        .selectFrom("rate_limit_counters")
        .select(["window_start", "count"])
        .where("bucket", "=", bucket)
        .where("window_start", ">=", since)
        .where("window_start", "<=", until)
        .orderBy("window_start")
        .execute();
      return rows.map((r) => ({ window: new Date(r.window_start), count: Number(r.count) }));
    },
    close: async () => {},
  };
}
