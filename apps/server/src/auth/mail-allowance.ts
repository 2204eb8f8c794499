import type { CounterStore } from "../rate-limit/counter-store.js";
import { windowStart } from "../rate-limit/fixed-window.js";

const HOUR_MS = 3_600_000;

/**
 * Tries to send one account's mails of one kind may make per clock hour, the ones that failed
 * included: a mail that could not be sent gives its place among the mails back (below), so without
 * this a failing mail server could be asked again and again through the routes that mail. An
 * allowance of more mails than this (a workspace's invitations) passes its own `triesPerHour`.
 */
export const MAIL_TRIES_PER_HOUR = 10;

/** Why a mail was not sent: the account had its mails of the hour, or its tries. */
export type MailAllowanceRefusal = { refused: "mails" | "tries"; retryAfterSeconds: number };

/**
 * Sends one mail of an account (or workspace) on its hourly allowance (docs/security.md, Mails to
 * an account): at most `mailsPerHour` mails that went out and `triesPerHour` tries per clock hour, each
 * counted in one atomic step before the mail, so simultaneous requests cannot pass either. A mail
 * whose sending throws gives its place among the mails back before the error goes on, so a user
 * whose mail failed (mail server down) can ask again once mail works; its try stays counted.
 * Answers undefined when the mail went out, else why it was not tried.
 */
export async function sendOnHourlyAllowance(
  counters: CounterStore,
  bucket: string,
  mailsPerHour: number,
  send: () => Promise<void>,
  { triesPerHour = MAIL_TRIES_PER_HOUR, now = new Date() }: { triesPerHour?: number; now?: Date } = {},
): Promise<MailAllowanceRefusal | undefined> {
  const window = windowStart(now, HOUR_MS);
  const retryAfterSeconds = Math.max(1, Math.ceil((window.getTime() + HOUR_MS - now.getTime()) / 1000));
  const triesBucket = `mail_tries:${bucket}`;
  if ((await counters.hit(bucket, window, 2 * HOUR_MS)) > mailsPerHour) {
    // not sent: the count stays the mails sent or sending, so a failure's release frees a place
    await counters.release(bucket, window);
    return { refused: "mails", retryAfterSeconds };
  }
  if ((await counters.hit(triesBucket, window, 2 * HOUR_MS)) > triesPerHour) {
    await counters.release(triesBucket, window);
    await counters.release(bucket, window);
    return { refused: "tries", retryAfterSeconds };
  }
  try {
    await send();
  } catch (error) {
    await counters.release(bucket, window);
    throw error;
  }
  return undefined;
}
