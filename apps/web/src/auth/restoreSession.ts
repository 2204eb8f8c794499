import { ApiError } from "../api/ApiError";
import { moveSessionToCookie, verify } from "../api/auth";
import type { User } from "../api/types";
import { forgetCsrfCookie, mayHaveSession, takeLegacyToken } from "./storage";

/** What start-up learned about the session. */
export interface RestoredSession {
  user: User | null;
  error: string | null;
}

/** Message shown when the server could not confirm a session (docs/product.md, Accounts and sessions). */
export const SESSION_VERIFICATION_FAILED = "Session verification failed";

/**
 * Start-up session check (docs/product.md, Accounts and sessions): the server says who is signed
 * in (`GET /auth/verify` with the HttpOnly session cookie), asked only when a session cookie
 * exists. A token an earlier version kept in localStorage is moved into the cookie once and
 * removed from storage. 401 is signed out quietly; any other failure is signed out with
 * 'Session verification failed'.
 */
export async function restoreSession(): Promise<RestoredSession> {
  const legacyToken = takeLegacyToken();
  if (!legacyToken && !mayHaveSession()) return { user: null, error: null };
  try {
    const answer = legacyToken ? await moveSessionToCookie(legacyToken) : await verify();
    if (!answer?.success || !answer.user) throw new Error("the server answered without a user");
    return { user: answer.user, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // a stored token the server no longer accepts may still have a cookie session beside it
      if (legacyToken && mayHaveSession()) return restoreSession();
      forgetCsrfCookie();
      return { user: null, error: null };
    }
    return { user: null, error: SESSION_VERIFICATION_FAILED };
  }
}
