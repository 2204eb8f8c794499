import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { errors } from "../../errors/index.js";
import { normalizeEmail } from "../signup-rules.js";
import { findUserByEmail, findUserById, type UserRow } from "../users.js";
import type { OAuthProfile, ProviderName } from "./providers.js";
import { oneLine } from "../../text/one-line.js";

/**
 * The pdftab user for a provider profile: the linked one, else the account
 * with the same verified e-mail (then linked), else a new account.
 */
export async function findOrCreateOAuthUser(
  db: Kysely<Database>,
  provider: ProviderName,
  profile: OAuthProfile,
): Promise<UserRow> {
  const link = await db
    .selectFrom("oauth_accounts")
    .select("user_id")
    .where("provider", "=", provider)
    .where("provider_user_id", "=", profile.providerUserId)
    .executeTakeFirst();
  if (link) {
    const user = await findUserById(db, link.user_id);
    if (user) return user;
  }
  // Linking by an unverified address would let anyone claim someone else's account.
  if (!profile.email || !profile.emailVerified) throw errors.oauthFailed(provider === "google" ? "Google" : "GitHub");
  const email = normalizeEmail(profile.email);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    // A password account whose address was never confirmed may have been made by someone else
    // in the owner's name, waiting for the owner to arrive by Google or GitHub: linking would
    // give the account (and what the owner then uploads) to whoever chose that password. Its
    // owner signs in with the password, or proves the address with a password reset, first
    // (docs/security.md, OAuth and accounts made in someone else's name).
    if (existing?.password_hash && !existing.email_confirmed_at) throw errors.oauthAccountUnconfirmed();
    const user =
      existing ??
      (await trx
        .insertInto("users")
        .values({
          email,
          full_name: oneLine(profile.fullName) || email.split("@")[0]!,
          avatar_url: profile.avatarUrl,
          password_hash: null,
          email_confirmed_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    await trx
      .insertInto("oauth_accounts")
      .values({ provider, provider_user_id: profile.providerUserId, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return user;
  });
}
