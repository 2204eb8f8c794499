import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Start of the fixed window of `windowMs` that holds `now` (windows align to the Unix epoch, so UTC days and minutes). */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts `amount` hits in `bucket`'s window and returns the count including it.
 * One atomic upsert, so concurrent requests from several processes never
 * lose a hit (works on PGlite and PostgreSQL alike).
 */
export async function hit(db: Kysely<Database>, bucket: string, window: Date, amount = 1): Promise<number> {
  const row = await db
    .insertInto("rate_limit_counters")
    .values({ bucket, window_start: window, count: amount })
    .onConflict((oc) =>
      oc.columns(["bucket", "window_start"]).doUpdateSet({ count: sql<number>`rate_limit_counters.count + ${amount}` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of a window without counting (0 when there is no row). */
export async function countOf(db: Kysely<Database>, bucket: string, window: Date): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_counters")
    .select("count")
    .where("bucket", "=", bucket)
    .where("window_start", "=", window)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Takes back `amount` hits in one atomic step, never below 0. */
export async function release(db: Kysely<Database>, bucket: string, window: Date, amount = 1): Promise<void> {
  await db
    .updateTable("rate_limit_counters")
    .set({ count: sql<number>`greatest(rate_limit_counters.count - ${amount}, 0)` })
    .where("bucket", "=", bucket)
    .where("window_start", "=", window)
    .execute();
}

/** Forgets a window's count. */
export async function reset(db: Kysely<Database>, bucket: string, window: Date): Promise<void> {
  await db.deleteFrom("rate_limit_counters").where("bucket", "=", bucket).where("window_start", "=", window).execute();
}

/**
 * Buckets whose old windows are of no further use, with how long they matter: per-minute API
 * counts, sign-in throttles (the longest window is a day), daily extraction reservations, and
 * the hourly mail counts and mail tries of auth/mail-allowance.ts (reset, confirmation, e-mail
 * change and workspace invitation mails), and the hourly requests per client address of
 * auth/address-limits.ts (sign-ups, reset, confirmation and e-mail change requests).
 * Daily API counts stay: they are the API usage history.
 */
const SHORT_LIVED_BUCKETS: ReadonlyArray<readonly [prefix: string, keepMs: number]> = [
  ["rpm:", 3_600_000],
  ["login:", 2 * 86_400_000],
  ["extractions_day:", 2 * 86_400_000],
  ["reset_mail:", 2 * 3_600_000],
  ["confirm_mail:", 2 * 3_600_000],
  ["email_change_mail:", 2 * 3_600_000],
  ["invitation_mail:", 2 * 3_600_000],
  ["mail_tries:", 2 * 3_600_000],
  ["signup:ip:", 2 * 3_600_000],
  ["reset_request:ip:", 2 * 3_600_000],
  ["confirmation_resend:ip:", 2 * 3_600_000],
  ["email_change_request:ip:", 2 * 3_600_000],
];

/** Deletes windows of short-lived buckets once they no longer matter. */
export async function pruneMinuteWindows(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const [prefix, keepMs] of SHORT_LIVED_BUCKETS) {
    await db
      .deleteFrom("rate_limit_counters")
      .where("bucket", "like", `${prefix}%`)
      .where("window_start", "<", new Date(now.getTime() - keepMs))
      .execute();
  }
}
