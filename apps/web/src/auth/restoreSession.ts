import { ApiError } from "../api/ApiError";
import { verify } from "../api/auth";
import type { User } from "../api/types";
import { clearSession, readToken, readUser, storeSession } from "./storage";

/** What start-up learned about the session. */
export interface RestoredSession {
  user: User | null;
  error: string | null;
}

/** Message shown when the server could not confirm a stored session (docs/product.md, Accounts and sessions). */
export const SESSION_VERIFICATION_FAILED = "Session verification failed";

/**
 * Start-up session check (docs/product.md, Accounts and sessions): a token from the OAuth return or from storage is
 * verified with the server. 401 clears the session silently; any other failure clears it and
 * reports 'Session verification failed'.
 */
export async function restoreSession(urlToken: string | null): Promise<RestoredSession> {
  const token = urlToken ?? readToken();
  if (!token || (!urlToken && !readUser())) {
    clearSession();
    return { user: null, error: null };
  }
  try {
    const answer = await verify(token);
    if (!answer?.success || !answer.user) throw new Error("verify answered without a user");
    storeSession(token, answer.user);
    return { user: answer.user, error: null };
  } catch (error) {
    clearSession();
    if (error instanceof ApiError && error.status === 401) return { user: null, error: null };
    return { user: null, error: SESSION_VERIFICATION_FAILED };
  }
}
