import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The web app's session: the opaque session token, HttpOnly, sent only to the API. */
export const SESSION_COOKIE = "pdftab_session";
/** The CSRF token the web app reads (not HttpOnly) and echoes in {@link CSRF_HEADER} on unsafe requests. */
export const CSRF_COOKIE = "pdftab_csrf";
/** Header that must carry the CSRF token on POST, PUT, PATCH and DELETE authenticated by the session cookie. */
export const CSRF_HEADER = "x-csrf-token";

const SESSION_PATH = "/api/v1";

/**
 * The CSRF token of a session: a hash of its token, so nothing is stored, another site can
 * neither read nor forge it, and knowing it does not reveal the session token.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash("sha256").update(`pdftab-csrf:${sessionToken}`).digest("base64url");
}

/** True when `sent` is the CSRF token of `sessionToken` (compared in constant time). */
export function csrfMatches(sessionToken: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The value of cookie `name` in the request's Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** One `Set-Cookie` value: SameSite=Lax, Secure over HTTPS; HttpOnly when asked. */
export function cookie(
  request: FastifyRequest,
  name: string,
  value: string,
  options: { path: string; httpOnly: boolean; maxAgeSeconds: number },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "SameSite=Lax",
    ...(options.httpOnly ? ["HttpOnly"] : []),
    // Secure whenever the request came over HTTPS (directly, or through a proxy trusted with TRUST_PROXY)
    ...(request.protocol === "https" ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Starts the browser's session: the token in an HttpOnly, SameSite=Lax cookie sent only to the
 * API (Secure over HTTPS), and its CSRF token in a cookie the web app can read. Answers that
 * sign in set both; API clients may ignore them and use the token of the JSON body as a Bearer.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, ttlHours: number): void {
  const maxAgeSeconds = Math.round(ttlHours * 3600);
  reply.header("set-cookie", [
    cookie(request, SESSION_COOKIE, token, { path: SESSION_PATH, httpOnly: true, maxAgeSeconds }),
    cookie(request, CSRF_COOKIE, csrfTokenFor(token), { path: "/", httpOnly: false, maxAgeSeconds }),
  ]);
}

/** Ends the browser's session cookies (sign-out). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("set-cookie", [
    cookie(request, SESSION_COOKIE, "", { path: SESSION_PATH, httpOnly: true, maxAgeSeconds: 0 }),
    cookie(request, CSRF_COOKIE, "", { path: "/", httpOnly: false, maxAgeSeconds: 0 }),
  ]);
}

/**
 * Where a browser sign-in that ends in a redirect (OAuth return) lands:
 * the dashboard, signed in by the cookie just set. The address carries no token, so none is left
 * in the history, in screenshots or in Referer headers.
 */
export function signedInLanding(publicUrl: string): string {
  return `${publicUrl}/#/dashboard`;
}
