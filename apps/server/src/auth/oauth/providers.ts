import type { GitHub, Google } from "arctic";
import type { Config } from "../../config/index.js";
import { loadArctic, type Arctic } from "./arctic-library.js";

export type ProviderName = "google" | "github";

/** What pdftab needs to know about a user from a provider. */
export interface OAuthProfile {
  providerUserId: string;
  email: string | undefined;
  emailVerified: boolean;
  fullName: string;
  avatarUrl: string;
}

/** One configured OAuth provider. */
export interface OAuthProvider {
  name: ProviderName;
  label: string;
  /** The provider's sign-in address for this state (and PKCE verifier, which the callback needs again). */
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  /** Exchanges the callback code and reads the user's profile. */
  fetchProfile(code: string, codeVerifier: string): Promise<OAuthProfile>;
}

/** The providers this server has credentials for. */
export type OAuthProviders = Partial<Record<ProviderName, OAuthProvider>>;

/** A client made with the first call that needs it, once the OAuth library has loaded. */
function lazyClient<Client>(make: (arctic: Arctic) => Client): () => Promise<Client> {
  let client: Promise<Client> | undefined;
  return () => (client ??= loadArctic().then(make));
}

/**
 * Builds the providers configured in `config`; the callback lives under PUBLIC_URL. The OAuth
 * library loads with a provider's first call, not here at start (docs/operations.md, Memory).
 */
export function createOAuthProviders(config: Pick<Config, "google" | "github" | "publicUrl">): OAuthProviders {
  const callback = (name: ProviderName) => `${config.publicUrl}/api/v1/auth/oauth/${name}/callback`;
  const providers: OAuthProviders = {};
  const { google, github } = config;
  if (google) {
    const client = lazyClient<Google>(
      (arctic) => new arctic.Google(google.clientId, google.clientSecret, callback("google")),
    );
    providers.google = {
      name: "google",
      label: "Google",
      authorizationUrl: async (state, verifier) =>
        (await client()).createAuthorizationURL(state, verifier, ["openid", "email", "profile"]),
      async fetchProfile(code, verifier) {
        const tokens = await (await client()).validateAuthorizationCode(code, verifier);
        const claims = (await loadArctic()).decodeIdToken(tokens.idToken()) as Record<string, unknown>;
        return {
          providerUserId: String(claims.sub),
          email: typeof claims.email === "string" ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          fullName: typeof claims.name === "string" ? claims.name : "",
          avatarUrl: typeof claims.picture === "string" ? claims.picture : "",
        };
      },
    };
  }
  if (github) {
    const client = lazyClient<GitHub>(
      (arctic) => new arctic.GitHub(github.clientId, github.clientSecret, callback("github")),
    );
    providers.github = {
      name: "github",
      label: "GitHub",
      authorizationUrl: async (state) => (await client()).createAuthorizationURL(state, ["read:user", "user:email"]),
      async fetchProfile(code) {
        const tokens = await (await client()).validateAuthorizationCode(code);
        return fetchGitHubProfile(tokens.accessToken());
      },
    };
  }
  return providers;
}

async function fetchGitHubProfile(accessToken: string): Promise<OAuthProfile> {
  const get = async (path: string) => {
    const response = await fetch(`https://api.github.com${path}`, {
      headers: {
        Authorization: `Bearer ${accessToken}`,
        "User-Agent": "pdftab",
        Accept: "application/vnd.github+json",
      },
    });
    if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const user = (await get("/user")) as { id: number; login: string; name: string | null; avatar_url: string };
  const emails = (await get("/user/emails")) as { email: string; primary: boolean; verified: boolean }[];
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  return {
    providerUserId: String(user.id),
    email: primary?.email,
    emailVerified: Boolean(primary),
    fullName: user.name ?? user.login,
    avatarUrl: user.avatar_url ?? "",
  };
}
