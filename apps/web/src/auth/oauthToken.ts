/**
 * The one address that carries a session token: the OAuth (and e-mail confirmation) return,
 * `/#/?token=...`. Every other page keeps its own `token` parameter: the password reset link
 * `/#/reset-password?token=...` carries a single-use reset token that must reach its page.
 */
const SESSION_RETURN_PATH = "/";

/**
 * OAuth sign-in returns to `/#/?token=...`. Session tokens are opaque (see docs/architecture.md), so
 * the token is not decoded: it is taken out of the address (so it does not linger in history or
 * screenshots) and verified with the server by the AuthProvider. Only the return address is read:
 * a `token` on any other page belongs to that page.
 */
export function takeTokenFromLocation(win: Window = window): string | null {
  const hash = win.location.hash;
  const queryStart = hash.indexOf("?");
  if (queryStart < 0) return null;
  const path = hash.slice(1, queryStart) || "/";
  if (path !== SESSION_RETURN_PATH) return null;
  const params = new URLSearchParams(hash.slice(queryStart + 1));
  const token = params.get("token");
  if (!token) return null;
  params.delete("token");
  const rest = params.toString();
  win.history.replaceState(win.history.state, "", `${win.location.pathname}${win.location.search}#/dashboard${rest ? `?${rest}` : ""}`);
  return token.trim() || null;
}
