import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookie, readCookie } from "./session-cookie.js";

/**
 * The browser that signed up keeps a hash of its confirmation token in this cookie, and the
 * confirmation (POST /auth/confirm, the button of the page the mailed link opens) signs in only a
 * browser that holds it (docs/security.md, Confirmation links).
 * Anyone can sign up with an address of their own and pass the link on unopened: without the
 * cookie, the browser that opened it would be signed in to their account, and what it uploaded
 * next would land in their history. Another browser (the mail read on a phone) gets the address
 * confirmed and the sign-in page.
 */
export const CONFIRMATION_COOKIE = "pdftab_confirmation";

/** Only the confirmation reads it (POST /auth/confirm; the old GET link at the same path spends nothing). */
const CONFIRMATION_COOKIE_PATH = "/api/v1/auth/confirm";

/** As long as the link works (routes/auth/confirmation-mail.ts). */
const CONFIRMATION_COOKIE_SECONDS = 24 * 60 * 60;

/** What the cookie holds for a token: a hash, so the cookie alone does not confirm anything. */
function bindingOf(token: string): string {
  return createHash("sha256").update(`pdftab-confirmation:${token}`).digest("base64url");
}

/** Remembers, in the browser that signed up, which confirmation link is its own. */
export function setConfirmationCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    "set-cookie",
    cookie(request, CONFIRMATION_COOKIE, bindingOf(token), {
      path: CONFIRMATION_COOKIE_PATH,
      httpOnly: true,
      maxAgeSeconds: CONFIRMATION_COOKIE_SECONDS,
    }),
  );
}

/** Clears the cookie (the link is used once). */
export function clearConfirmationCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    "set-cookie",
    cookie(request, CONFIRMATION_COOKIE, "", { path: CONFIRMATION_COOKIE_PATH, httpOnly: true, maxAgeSeconds: 0 }),
  );
}

/** True when this browser signed up for the account of `token` (compared in constant time). */
export function confirmationCookieMatches(request: FastifyRequest, token: string): boolean {
  const held = readCookie(request, CONFIRMATION_COOKIE);
  if (!held) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(bindingOf(token));
  return a.length === b.length && timingSafeEqual(a, b);
}
