import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Start of the fixed window of `windowMs` that holds `now` (windows align to the Unix epoch, so UTC days and minutes). */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one hit in `bucket`'s window and returns the count including it.
 * One atomic upsert, so concurrent requests from several processes never
 * lose a hit (works on PGlite and PostgreSQL alike).
 */
export async function hit(db: Kysely<Database>, bucket: string, window: Date): Promise<number> {
  const row = await db
    .insertInto("rate_limit_counters")
    .values({ bucket, window_start: window, count: 1 })
    .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of a window without counting (0 when there is no row). */
export async function countOf(db: Kysely<Database>, bucket: string, window: Date): Promise<number> {
  const row = await db.selectFrom("rate_limit_counters").select("count").where("bucket", "=", bucket).where("window_start", "=", window).executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Deletes per-minute windows older than an hour (daily counts stay: they are the API usage history). */
export async function pruneMinuteWindows(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("rate_limit_counters")
    .where("bucket", "like", "rpm:%")
    .where("window_start", "<", new Date(now.getTime() - 3_600_000))
    .execute();
}
