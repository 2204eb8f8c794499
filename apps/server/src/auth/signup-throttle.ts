import { errors } from "../errors/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { windowStart } from "../rate-limit/fixed-window.js";

const HOUR_MS = 60 * 60_000;

/**
 * Counts one sign-up from `ip` in the clock hour and refuses it with 429 `too_many_signups`
 * (Retry-After: the end of the hour) past `perHour` (docs/security.md, Sign-up). Each sign-up
 * costs an Argon2id hash and may send a mail, and each account brings its own free plan's daily
 * limits: without a bound, one address could create accounts without end, keep the server's
 * cores busy hashing, mail strangers, and try addresses for `email_taken` as fast as it likes.
 * Counted in one atomic step before any of that work, so simultaneous sign-ups cannot pass it.
 */
export async function countSignup(
  counters: CounterStore,
  ip: string,
  perHour: number,
  now = new Date(),
): Promise<void> {
  const window = windowStart(now, HOUR_MS);
  const count = await counters.hit(`signup:ip:60m:${ip}`, window, HOUR_MS + 60_000);
  if (count > perHour) {
    const freeAt = window.getTime() + HOUR_MS;
    throw errors.tooManySignups(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
}
