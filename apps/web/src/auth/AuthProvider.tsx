import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import * as authApi from "../api/auth";
import type { User } from "../api/types";
import { logError } from "../api/errors";
import { AuthContext, type AuthValue, type RegisterOutcome } from "./AuthContext";
import { toast } from "../toast/toastStore";
import { restoreSession } from "./restoreSession";
import { SESSION_REJECTED_EVENT } from "./sessionEvents";
import { clearSession, readToken, storeSession } from "./storage";

interface Props {
  children: ReactNode;
  /** Token handed back by an OAuth sign-in, already taken out of the address. */
  urlToken?: string | null;
}

/** Holds the session for the whole app and checks the stored one with the server on start. */
export function AuthProvider({ children, urlToken = null }: Props) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; verify once.
    started.current = true;
    void restoreSession(urlToken).then((restored) => {
      setUser(restored.user);
      setError(restored.error);
      setLoading(false);
      if (restored.error) toast.error(`${restored.error}. Please sign in again.`);
    });
  }, [urlToken]);

  useEffect(() => {
    const onRejected = () => {
      const hadSession = readToken() !== null; // several calls may fail at once; tell the user once
      clearSession();
      setUser(null);
      if (hadSession) toast.error("Your session has ended. Please sign in again.");
    };
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    setError(null);
    try {
      const answer = await authApi.login(email, password);
      storeSession(answer.access_token, answer.user);
      setUser(answer.user);
      setSignedOutByUser(false);
      return answer.user;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "Login failed");
      throw failure;
    }
  }, []);

  const register = useCallback(async (fullName: string, email: string, password: string): Promise<RegisterOutcome> => {
    setError(null);
    try {
      const answer = await authApi.register(email, password, fullName);
      if (answer.email_confirmation_required || !answer.access_token || !answer.user) {
        return { signedIn: false, message: answer.message ?? "Check your inbox to confirm your email address, then sign in." };
      }
      storeSession(answer.access_token, answer.user);
      setUser(answer.user);
      setSignedOutByUser(false);
      return { signedIn: true, message: answer.message };
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "Registration failed");
      throw failure;
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch (failure) {
      // The local session goes away regardless; the server token expires on its own.
      logError(failure, { action: "logout" });
    }
    clearSession();
    setSignedOutByUser(true);
    setUser(null);
    setError(null);
  }, []);

  const clearError = useCallback(() => setError(null), []);

  const refreshUser = useCallback(async () => {
    const token = readToken();
    if (!token) return null;
    try {
      const answer = await authApi.verify(token);
      storeSession(token, answer.user);
      setUser(answer.user);
      return answer.user;
    } catch (failure) {
      logError(failure, { action: "refresh user" });
      return null;
    }
  }, []);

  const dropSession = useCallback(() => {
    clearSession();
    setSignedOutByUser(true);
    setUser(null);
    setError(null);
  }, []);

  const acknowledgeSignOut = useCallback(() => setSignedOutByUser(false), []);

  const value = useMemo<AuthValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, error, signedOutByUser, login, register, logout, clearError, refreshUser, dropSession, acknowledgeSignOut }),
    [user, isLoading, error, signedOutByUser, login, register, logout, clearError, refreshUser, dropSession, acknowledgeSignOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
