import { errors } from "../errors/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { windowStart } from "../rate-limit/fixed-window.js";

const MINUTE_MS = 60_000;

/** One fixed window of a sign-in throttle: at most `attempts` in `windowMs`. */
export interface ThrottleTier {
  windowMs: number;
  attempts: number;
}

/**
 * Sign-in attempts per account AND client address, in growing windows: 5 per 15 minutes, then
 * 10 per hour, then 20 per day. Each tier that fills makes the next wait longer (up to the end
 * of its window). Keyed by the pair, so guesses from one address never lock the owner out of
 * another address.
 */
export const PAIR_TIERS: readonly ThrottleTier[] = [
  { windowMs: 15 * MINUTE_MS, attempts: 5 },
  { windowMs: 60 * MINUTE_MS, attempts: 10 },
  { windowMs: 24 * 60 * MINUTE_MS, attempts: 20 },
];

/** Failed sign-ins per client address across all accounts (password spraying) in 15 minutes. */
export const ADDRESS_TIER: ThrottleTier = { windowMs: 15 * MINUTE_MS, attempts: 20 };

/** Counter buckets name their window length: a quarter hour and its hour start at the same instant. */
const pairBucket = (email: string, ip: string, tier: ThrottleTier) =>
  `login:pair:${tier.windowMs / MINUTE_MS}m:${email}|${ip}`;
const addressBucket = (ip: string) => `login:ip:${ADDRESS_TIER.windowMs / MINUTE_MS}m:${ip}`;

/** An attempt that was let through; settle it with {@link loginSucceeded} or leave it counted as a failure. */
export interface LoginAttempt {
  email: string;
  ip: string;
  at: Date;
}

/**
 * Counts one sign-in attempt before the password is checked and refuses it with 429
 * `too_many_attempts` (Retry-After: the end of the full window) when the account-and-address
 * pair or the address is over its limit. Counting first, in one atomic step per window
 * (database or Redis counters), is what holds the bound under concurrency: of 60 simultaneous
 * guesses exactly 5 reach the password check. Unknown e-mails are counted alike, so the answer
 * never tells whether an account exists.
 */
export async function beginLoginAttempt(
  counters: CounterStore,
  email: string,
  ip: string,
  now = new Date(),
): Promise<LoginAttempt> {
  for (const tier of PAIR_TIERS) await take(counters, pairBucket(email, ip, tier), tier, now);
  await take(counters, addressBucket(ip), ADDRESS_TIER, now);
  return { email, ip, at: now };
}

/**
 * The right password: forgets the pair's failures and takes back the attempt from the
 * address's count (a shared address full of successful sign-ins is not an attacker).
 */
export async function loginSucceeded(counters: CounterStore, attempt: LoginAttempt): Promise<void> {
  for (const tier of PAIR_TIERS)
    await counters.reset(pairBucket(attempt.email, attempt.ip, tier), windowStart(attempt.at, tier.windowMs));
  await counters.release(addressBucket(attempt.ip), windowStart(attempt.at, ADDRESS_TIER.windowMs));
}

async function take(counters: CounterStore, bucket: string, tier: ThrottleTier, now: Date): Promise<void> {
  const window = windowStart(now, tier.windowMs);
  const count = await counters.hit(bucket, window, tier.windowMs + MINUTE_MS);
  if (count > tier.attempts) {
    const freeAt = window.getTime() + tier.windowMs;
    throw errors.tooManyAttempts(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
}
