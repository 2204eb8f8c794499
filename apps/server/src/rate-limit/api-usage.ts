import { dayBucket } from "./api-rate-limit.js";
import type { CounterStore } from "./counter-store.js";

/** API calls of one UTC day. */
export interface ApiCallsOfDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  calls: number;
}

/**
 * The user's API calls per UTC day from `since` on, oldest first (days
 * without calls are absent), read from the rate limiter's daily counters (database or Redis):
 * what usage stats and analytics show as "API calls".
 */
export async function apiCallsByDay(
  counters: CounterStore,
  userId: string,
  since: Date,
  until = new Date(),
): Promise<ApiCallsOfDay[]> {
  const windows = await counters.windows(dayBucket(userId), since, until, 86_400_000);
  return windows.map((w) => ({ day: w.window.toISOString().slice(0, 10), calls: w.count }));
}
