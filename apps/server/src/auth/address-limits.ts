import { errors, type AppError } from "../errors/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { windowStart } from "../rate-limit/fixed-window.js";

const HOUR_MS = 60 * 60_000;

/**
 * Counts one request of `kind` from `ip` in the clock hour and throws `refuse(Retry-After)` past
 * `perHour`. Counted in one atomic step on the rate limiter's counters before any of the
 * request's work, so simultaneous requests cannot pass the limit either.
 */
async function countPerAddressHour(
  counters: CounterStore,
  kind: string,
  ip: string,
  perHour: number,
  refuse: (retryAfterSeconds: number) => AppError,
  now: Date,
): Promise<void> {
  const window = windowStart(now, HOUR_MS);
  const count = await counters.hit(`${kind}:ip:60m:${ip}`, window, HOUR_MS + 60_000);
  if (count > perHour) {
    const freeAt = window.getTime() + HOUR_MS;
    throw refuse(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
}

/**
 * One sign-up from `ip`; past `perHour` 429 `too_many_signups` (docs/security.md, Sign-up). Each
 * sign-up costs an Argon2id hash and may send a mail, and each account brings its own free plan's
 * daily limits: without a bound, one address could create accounts without end, keep the server's
 * cores busy hashing, mail strangers, and try addresses for `email_taken` as fast as it likes.
 */
export function countSignup(counters: CounterStore, ip: string, perHour: number, now = new Date()): Promise<void> {
  return countPerAddressHour(counters, "signup", ip, perHour, errors.tooManySignups, now);
}

/**
 * One password-reset request from `ip`; past `perHour` 429 `too_many_reset_requests`
 * (docs/security.md, Password reset requests). Each account gets at most 3 mails an hour, but
 * without this one address could have the server mail every address it knows, 3 times an hour,
 * and pile up the lookups each request leaves to run after its answer. The answer is the same
 * whether or not the address has an account, so it tells nothing about accounts.
 */
export function countResetRequest(
  counters: CounterStore,
  ip: string,
  perHour: number,
  now = new Date(),
): Promise<void> {
  return countPerAddressHour(counters, "reset_request", ip, perHour, errors.tooManyResetRequests, now);
}

/**
 * One request for a new confirmation link from `ip`, on the password-reset requests' hourly
 * allowance (RESET_REQUESTS_PER_ADDRESS_PER_HOUR, counted apart); past it 429
 * `too_many_confirmation_requests` (docs/security.md, Password reset requests). The same reasons:
 * each account gets at most 3 such mails an hour, but one address could otherwise have the server
 * mail every unconfirmed address it knows and pile up the lookups left to run after the answer.
 */
export function countConfirmationResend(
  counters: CounterStore,
  ip: string,
  perHour: number,
  now = new Date(),
): Promise<void> {
  return countPerAddressHour(counters, "confirmation_resend", ip, perHour, errors.tooManyConfirmationRequests, now);
}

/**
 * One e-mail change request from `ip`, on the password-reset requests' hourly allowance
 * (RESET_REQUESTS_PER_ADDRESS_PER_HOUR, counted apart); past it 429 `too_many_email_change_requests`
 * (docs/security.md, Password reset requests). Each request may mail an address the requester
 * typed, so one address must not have the server mail strangers without end.
 */
export function countEmailChangeRequest(
  counters: CounterStore,
  ip: string,
  perHour: number,
  now = new Date(),
): Promise<void> {
  return countPerAddressHour(counters, "email_change_request", ip, perHour, errors.tooManyEmailChangeRequests, now);
}
