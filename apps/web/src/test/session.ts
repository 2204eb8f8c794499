import { CSRF_COOKIE, CSRF_HEADER } from "../auth/storage";

/** The CSRF token of the pretend session a test signs in with. */
export const TEST_CSRF = "csrf-test-token";

/**
 * Pretends the server signed this browser in: sets the readable CSRF cookie the server sets with
 * the HttpOnly session cookie, so the app asks `GET /auth/verify` (mock it) who is signed in.
 */
export function signInForTest(csrf = TEST_CSRF): void {
  document.cookie = `${CSRF_COOKIE}=${encodeURIComponent(csrf)}; Path=/`;
}

/** Removes the pretend session's cookie (the server clears it on sign-out). */
export function signOutForTest(): void {
  document.cookie = `${CSRF_COOKIE}=; Path=/; Max-Age=0`;
}

/** The CSRF header a mocked call was sent with. */
export function csrfOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[CSRF_HEADER];
}

/** The Authorization header a mocked call was sent with (the web app sends none with its session). */
export function authorizationOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}
