import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { loadArctic } from "./arctic-library.js";
import type { OAuthProvider } from "./providers.js";

const STATE_TTL_MINUTES = 10;

/** Starts a sign-in: remembers a fresh state (and PKCE verifier) and returns the provider URL. */
export async function beginOAuth(db: Kysely<Database>, provider: OAuthProvider): Promise<{ state: string; url: URL }> {
  const { generateCodeVerifier, generateState } = await loadArctic();
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  // Stale states from abandoned sign-ins are cleared on the way.
  await db.deleteFrom("oauth_states").where("expires_at", "<", new Date()).execute();
  await db
    .insertInto("oauth_states")
    .values({
      state,
      provider: provider.name,
      code_verifier: codeVerifier,
      expires_at: new Date(Date.now() + STATE_TTL_MINUTES * 60_000),
    })
    .execute();
  return { state, url: await provider.authorizationUrl(state, codeVerifier) };
}

/** Takes back a state at callback (single use); the code verifier, or undefined when unknown/expired. */
export async function consumeOAuthState(
  db: Kysely<Database>,
  provider: string,
  state: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom("oauth_states")
    .where("state", "=", state)
    .where("provider", "=", provider)
    .where("expires_at", ">", new Date())
    .returning("code_verifier")
    .executeTakeFirst();
  return row?.code_verifier;
}
