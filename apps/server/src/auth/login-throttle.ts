import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";

/** Failed sign-ins allowed per account and per client address within the window. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const;

/**
 * Refuses a sign-in with 429 (and Retry-After) when the account or the
 * address has too many recent failures. Counting unknown e-mails too keeps
 * the answer the same whether or not an account exists.
 */
export async function assertLoginAllowed(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
  for (const [column, value, limit] of [["email", email, THROTTLE.perAccount], ["ip", ip, THROTTLE.perIp]] as const) {
    const row = await db
      .selectFrom("login_attempts")
      .select([sql<number>`count(*)::int`.as("failures"), sql<Date>`min(created_at)`.as("oldest")])
      .where(column, "=", value)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (row.failures >= limit) {
      const freeAt = new Date(row.oldest).getTime() + THROTTLE.windowMinutes * 60_000;
      throw errors.tooManyAttempts(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
    }
  }
}

/** Records one failed sign-in (and forgets this account's and address's failures older than the window). */
export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
  await db.deleteFrom("login_attempts").where("created_at", "<", since).where((eb) => eb.or([eb("email", "=", email), eb("ip", "=", ip)])).execute();
  await db.insertInto("login_attempts").values({ email, ip }).execute();
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("email", "=", email).execute();
}
