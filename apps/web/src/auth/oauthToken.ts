/**
 * OAuth sign-in returns to `/#/?token=...`. Session tokens are opaque (DECISIONS.md), so the
 * token is not decoded: it is taken out of the address (so it does not linger in history or
 * screenshots) and verified with the server by the AuthProvider.
 */
export function takeTokenFromLocation(win: Window = window): string | null {
  const hash = win.location.hash;
  const queryStart = hash.indexOf("?");
  if (queryStart < 0) return null;
  const params = new URLSearchParams(hash.slice(queryStart + 1));
  const token = params.get("token");
  if (!token) return null;
  params.delete("token");
  const path = hash.slice(1, queryStart) || "/";
  const rest = params.toString();
  const target = path === "/" ? "/dashboard" : path;
  win.history.replaceState(win.history.state, "", `${win.location.pathname}${win.location.search}#${target}${rest ? `?${rest}` : ""}`);
  return token.trim() || null;
}
