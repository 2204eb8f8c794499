import { decodeIdToken, GitHub, Google } from "arctic";
import type { Config } from "../../config/index.js";

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
  /** Whether the flow uses PKCE (the code verifier is then needed at callback). */
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the callback code and reads the user's profile. */
  fetchProfile(code: string, codeVerifier: string): Promise<OAuthProfile>;
}

/** The providers this server has credentials for. */
export type OAuthProviders = Partial<Record<ProviderName, OAuthProvider>>;

/** Builds the providers configured in `config`; the callback lives under PUBLIC_URL. */
export function createOAuthProviders(config: Pick<Config, "google" | "github" | "publicUrl">): OAuthProviders {
  const callback = (name: ProviderName) => `${config.publicUrl}/api/v1/auth/oauth/${name}/callback`;
  const providers: OAuthProviders = {};
  if (config.google) {
    const client = new Google(config.google.clientId, config.google.clientSecret, callback("google"));
    providers.google = {
      name: "google",
      label: "Google",
      authorizationUrl: (state, verifier) =>
        client.createAuthorizationURL(state, verifier, ["openid", "email", "profile"]),
      async fetchProfile(code, verifier) {
        const tokens = await client.validateAuthorizationCode(code, verifier);
        const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
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
  if (config.github) {
    const client = new GitHub(config.github.clientId, config.github.clientSecret, callback("github"));
    providers.github = {
      name: "github",
      label: "GitHub",
      authorizationUrl: (state) => client.createAuthorizationURL(state, ["read:user", "user:email"]),
      async fetchProfile(code) {
        const tokens = await client.validateAuthorizationCode(code);
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
