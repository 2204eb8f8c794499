import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

/** How long an e-mail change link works: as long as a confirmation link (docs/product.md). */
export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;

/** A pending change, as the link's token finds it. */
export interface EmailChange {
  userId: string;
  newEmail: string;
}

/**
 * Issues the single-use token of a change of `userId`'s address to `newEmail`; only its hash is
 * stored, with the address. Earlier links of the account keep working until the new one's mail
 * has gone out ({@link replaceEarlierEmailChanges}): a request whose mail fails changes nothing.
 */
export async function issueEmailChangeToken(db: Kysely<Database>, userId: string, newEmail: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db
    .insertInto("email_change_tokens")
    .values({
      user_id: userId,
      new_email: newEmail,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
    })
    .execute();
  return token;
}

/**
 * Ends the account's pending links issued before `token`, once its mail has gone out: the newest
 * request is the one the user means. Links issued after it stay, so of two requests sent together
 * the later one lives whichever mail goes out first.
 */
export async function replaceEarlierEmailChanges(db: Kysely<Database>, userId: string, token: string): Promise<void> {
  await db
    .updateTable("email_change_tokens")
    .set({ used_at: new Date() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where((eb) =>
      eb(
        "created_at",
        "<",
        eb
          .selectFrom("email_change_tokens as issued")
          .select("issued.created_at")
          .where("issued.token_hash", "=", hashToken(token)),
      ),
    )
    .execute();
}

/** Deletes a token whose mail could not be sent, so no working link exists that nobody received. */
export async function withdrawEmailChangeToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("email_change_tokens").where("token_hash", "=", hashToken(token)).execute();
}

/**
 * The change a live token would make, without spending it: what the confirmation page shows
 * before the user confirms (docs/security.md, Changing the e-mail address). Undefined when the
 * token is unknown, expired, used or voided.
 */
export async function findEmailChange(
  db: Kysely<Database>,
  token: string,
): Promise<(EmailChange & { expiresAt: Date }) | undefined> {
  const row = await db
    .selectFrom("email_change_tokens")
    .select(["user_id", "new_email", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
  return row && { userId: row.user_id, newEmail: row.new_email, expiresAt: row.expires_at };
}

/**
 * Marks the token used and answers its change, or undefined when it is unknown, expired, used or
 * voided. The update is the check, so two simultaneous uses cannot both succeed.
 */
export async function spendEmailChangeToken(db: Kysely<Database>, token: string): Promise<EmailChange | undefined> {
  const row = await db
    .updateTable("email_change_tokens")
    .set({ used_at: new Date() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning(["user_id", "new_email"])
    .executeTakeFirst();
  return row && { userId: row.user_id, newEmail: row.new_email };
}

/** Ends every pending change link of the account. */
export async function voidEmailChanges(db: Kysely<Database>, userId: string, now = new Date()): Promise<void> {
  await db
    .updateTable("email_change_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** The address the account's newest live link would change it to, if any. */
export async function pendingEmailChange(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("email_change_tokens")
    .select("new_email")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.new_email;
}
