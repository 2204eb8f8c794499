import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

/** Tables holding single-use e-mailed tokens. */
export type OneTimeTokenTable = "password_reset_tokens" | "email_confirmation_tokens";

/** Issues a single-use token valid for `ttlMinutes`; only its hash is stored. */
export async function issueOneTimeToken(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  userId: string,
  ttlMinutes: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto(table)
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + ttlMinutes * 60_000) })
    .execute();
  return token;
}

/**
 * The user and expiry of a live token, without spending it: what a confirmation page shows before
 * the user confirms. Undefined when the token is unknown, expired or already used.
 */
export async function findOneTimeToken(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  token: string,
): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const row = await db
    .selectFrom(table)
    .select(["user_id", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
  return row && { userId: row.user_id, expiresAt: row.expires_at };
}

/**
 * Marks a token used and returns its user id, or undefined when the token is
 * unknown, expired or already used. The update is the check, so two
 * simultaneous uses cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  token: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

/** Deletes a token whose mail could not be sent, so no working link exists that nobody received. */
export async function withdrawOneTimeToken(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
  token: string,
): Promise<void> {
  await db.deleteFrom(table).where("token_hash", "=", hashToken(token)).execute();
}
