/**
 * What the browser keeps of the session (docs/product.md, Accounts and sessions): nothing page
 * script can use to act as the user elsewhere. The session token lives in the HttpOnly cookie
 * `pdftab_session`, which only the server reads; the page reads the session's CSRF token from the
 * `pdftab_csrf` cookie and echoes it in `X-CSRF-Token` (docs/api.md, The web app's session cookie).
 */

/** The cookie holding the session's CSRF token (readable; the session token's cookie is not). */
export const CSRF_COOKIE = "pdftab_csrf";

/** Header that carries the CSRF token on calls authenticated by the session cookie. */
export const CSRF_HEADER = "X-CSRF-Token";

/**
 * Keys earlier versions of the app kept in localStorage, the session token among them. They are
 * only read once, to move such a session to the cookie, then removed.
 */
export const LEGACY_STORAGE_KEYS = {
  token: "pdftab_auth_token",
  user: "pdftab_user",
  timestamp: "pdftab_auth_timestamp",
  oauthState: "oauth_state",
} as const;

/** The session's CSRF token from its cookie, or null when no session cookie was set. */
export function readCsrfToken(doc: Document = document): string | null {
  for (const pair of doc.cookie.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== CSRF_COOKIE) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Whether the browser may hold a session: the server sets the CSRF cookie with the session
 * cookie and clears both together, so without it there is no session to ask about. Only a hint:
 * the profile call (`GET /auth/verify`) decides whether the user is signed in.
 */
export function mayHaveSession(): boolean {
  return readCsrfToken() !== null;
}

/** Forgets the CSRF cookie of a session the server no longer accepts (it cannot touch the HttpOnly one). */
export function forgetCsrfCookie(): void {
  document.cookie = `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Takes the session token an earlier version stored in localStorage, removing every key it kept; null when none. */
export function takeLegacyToken(): string | null {
  const token = localStorage.getItem(LEGACY_STORAGE_KEYS.token);
  for (const key of Object.values(LEGACY_STORAGE_KEYS)) localStorage.removeItem(key);
  return token?.trim() || null;
}
