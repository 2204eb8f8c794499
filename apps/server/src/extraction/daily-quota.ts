import { errors } from "../errors/index.js";
import type { Plan } from "../plans/plan.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { windowStart } from "../rate-limit/fixed-window.js";

const DAY_MS = 86_400_000;

/** Counter bucket of a user's extractions per UTC day. */
export const extractionsDayBucket = (userId: string) => `extractions_day:${userId}`;

/** Extractions held against today's limit until the work settles. */
export interface QuotaReservation {
  /** How many extractions are still held. */
  readonly held: number;
  /** Hands back `count` of them (default: all still held); more than held is ignored. */
  release(count?: number): Promise<void>;
  /** Holds `count` more, or throws 429 `daily_limit_reached` (holding nothing more). */
  extend(count: number): Promise<void>;
}

/** Seconds until the next midnight UTC, when daily limits reset. */
export function secondsToUtcMidnight(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Reserves `count` of today's extractions (UTC day) before any work starts, or throws 429
 * `daily_limit_reached`. Reserving is one atomic increment of the rate limiter's counter
 * (database or Redis) compared with the plan's limit, so concurrent uploads can never pass it:
 * of 70 simultaneous uploads on a limit of 50, exactly 50 are accepted. Whoever does the work
 * releases the reservation when the upload is refused or fails validation before any work; an
 * extraction that ran and failed keeps it (it cost the server work, and hostile PDFs fail).
 */
export async function reserveExtractions(
  counters: CounterStore,
  userId: string,
  plan: Plan,
  count: number,
  now = new Date(),
): Promise<QuotaReservation> {
  const bucket = extractionsDayBucket(userId);
  const day = windowStart(now, DAY_MS);
  const take = async (n: number) => {
    const total = await counters.hit(bucket, day, 2 * DAY_MS, n);
    if (total > plan.extractions_per_day) {
      await counters.release(bucket, day, n);
      throw errors.dailyLimitReached(plan.extractions_per_day, plan.name, secondsToUtcMidnight(now));
    }
  };
  await take(count);
  let held = count;
  return {
    get held() {
      return held;
    },
    async release(n = held) {
      const giving = Math.min(n, held);
      if (giving <= 0) return;
      held -= giving;
      await counters.release(bucket, day, giving);
    },
    async extend(n) {
      if (n <= 0) return;
      await take(n);
      held += n;
    },
  };
}

/**
 * Hands back `count` extractions reserved at `reservedAt` (on that UTC day) whose work never
 * ran: a batch file refused before extraction (not a PDF, file gone) or cancelled before it
 * started. The count never goes below 0.
 */
export async function releaseExtractions(
  counters: CounterStore,
  workspaceId: string,
  count: number,
  reservedAt: Date,
): Promise<void> {
  if (count <= 0) return;
  await counters.release(extractionsDayBucket(workspaceId), windowStart(reservedAt, DAY_MS), count);
}
