import { errors } from "../errors/index.js";
import type { Plan } from "../plans/plan.js";
import type { CounterStore } from "./counter-store.js";
import { windowStart } from "./fixed-window.js";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Daily counters are the API-call history of usage analytics (up to 90 days back). */
const KEEP_DAYS_MS = 100 * DAY_MS;

/** What the RateLimit-* headers of an allowed request say. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the minute window resets. */
  resetSeconds: number;
}

/** Buckets of the per-minute and per-day (UTC) counters of a user. */
export const minuteBucket = (userId: string) => `rpm:${userId}`;
export const dayBucket = (userId: string) => `api_day:${userId}`;

/** RateLimit-* response headers (IETF draft names) for a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
  };
}

/**
 * Counts one request of `userId` against the plan's requests per minute (the
 * window API calls use too) and returns the header state; throws 429
 * `rate_limited` (with Retry-After) once the limit is passed. Uploads from the
 * web app's session count here, so a browser cannot send PDFs faster than an
 * API client.
 */
export async function countRequestThisMinute(
  counters: CounterStore,
  userId: string,
  plan: Plan,
  now = new Date(),
): Promise<RateLimitState> {
  const minute = windowStart(now, MINUTE_MS);
  const resetSeconds = Math.max(1, Math.ceil((minute.getTime() + MINUTE_MS - now.getTime()) / 1000));
  const perMinute = await counters.hit(minuteBucket(userId), minute, 2 * MINUTE_MS);
  const state = {
    limit: plan.requests_per_minute,
    remaining: Math.max(0, plan.requests_per_minute - perMinute),
    resetSeconds,
  };
  if (perMinute > plan.requests_per_minute) {
    throw errors.rateLimited(plan.requests_per_minute, plan.name, {
      ...rateLimitHeaders(state),
      "Retry-After": String(resetSeconds),
    });
  }
  return state;
}

/**
 * Counts one API call of `userId` against the plan's requests per minute and
 * API calls per day, and returns the header state; throws 429 `rate_limited`
 * or `daily_api_limit_reached` (with Retry-After) once a limit is passed.
 * A call refused by the minute limit, or by the day's, is not counted as a day's API call.
 */
export async function countApiCall(
  counters: CounterStore,
  userId: string,
  plan: Plan,
  now = new Date(),
): Promise<RateLimitState> {
  const state = await countRequestThisMinute(counters, userId, plan, now);
  const day = windowStart(now, DAY_MS);
  const today = await counters.hit(dayBucket(userId), day, KEEP_DAYS_MS);
  if (today > plan.api_calls_per_day) {
    // A refused call is not one of the day's calls: today's usage stays at the limit ("100 / 100"),
    // not past it, as the extractions' count does (docs/api.md, Rate limits).
    await counters.release(dayBucket(userId), day, 1);
    const retryAfter = Math.max(1, Math.ceil((day.getTime() + DAY_MS - now.getTime()) / 1000));
    throw errors.dailyApiLimitReached(plan.api_calls_per_day, plan.name, {
      ...rateLimitHeaders(state),
      "Retry-After": String(retryAfter),
    });
  }
  return state;
}
