import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookie, readCookie } from "../session-cookie.js";

/**
 * The browser that started an OAuth sign-in keeps its state in this cookie, and the callback
 * signs in only the browser that holds it (RFC 6749 section 10.12, "Cross-Site Request
 * Forgery"; docs/security.md, OAuth). Without it, anyone could start a sign-in with their own
 * provider account, stop at the callback address and make someone else's browser open it:
 * that browser would be signed in to the attacker's account, and what it uploaded next would
 * land in the attacker's history.
 */
export const OAUTH_STATE_COOKIE = "pdftab_oauth_state";

/** Only the callbacks read it: /api/v1/auth/oauth/{provider}/callback. */
const STATE_COOKIE_PATH = "/api/v1/auth/oauth";

/** As long as a state lives in the database (auth/oauth/oauth-states.ts). */
const STATE_COOKIE_SECONDS = 10 * 60;

/**
 * Remembers the state in the starting browser. HttpOnly; SameSite=Lax still sends it on the
 * provider's top-level redirect back to the callback.
 */
export function setOAuthStateCookie(request: FastifyRequest, reply: FastifyReply, state: string): void {
  reply.header(
    "set-cookie",
    cookie(request, OAUTH_STATE_COOKIE, state, {
      path: STATE_COOKIE_PATH,
      httpOnly: true,
      maxAgeSeconds: STATE_COOKIE_SECONDS,
    }),
  );
}

/** Clears the cookie on the callback's answer, whatever its outcome (a state is used once). */
export function clearOAuthStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    "set-cookie",
    cookie(request, OAUTH_STATE_COOKIE, "", { path: STATE_COOKIE_PATH, httpOnly: true, maxAgeSeconds: 0 }),
  );
}

/** True when the callback's `state` is the one this browser's cookie holds (compared in constant time). */
export function stateCookieMatches(request: FastifyRequest, state: string): boolean {
  const held = readCookie(request, OAUTH_STATE_COOKIE);
  if (!held) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}
