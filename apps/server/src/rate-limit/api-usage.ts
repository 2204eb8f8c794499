import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { dayBucket } from "./api-rate-limit.js";

/** API calls of one UTC day. */
export interface ApiCallsOfDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  calls: number;
}

/**
 * The user's API calls per UTC day from `since` on, oldest first (days
 * without calls are absent), read from the rate limiter's daily counters:
 * what usage stats and analytics show as "API calls".
 */
export async function apiCallsByDay(db: Kysely<Database>, userId: string, since: Date): Promise<ApiCallsOfDay[]> {
  const rows = await db
    .selectFrom("rate_limit_counters")
    .select(["window_start", "count"])
    .where("bucket", "=", dayBucket(userId))
    .where("window_start", ">=", since)
    .orderBy("window_start")
    .execute();
  return rows.map((r) => ({ day: new Date(r.window_start).toISOString().slice(0, 10), calls: Number(r.count) }));
}
