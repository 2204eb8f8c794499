import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import * as authApi from "../api/auth";
import type { User } from "../api/types";
import { logError } from "../api/errors";
import { AuthContext, type AuthValue, type RegisterOutcome } from "./AuthContext";
import { toast } from "../toast/toastStore";
import { restoreSession } from "./restoreSession";
import { SESSION_REJECTED_EVENT } from "./sessionEvents";
import { forgetCsrfCookie } from "./storage";

interface Props {
  children: ReactNode;
}

/**
 * Holds the signed-in user for the whole app: the server's answer about the session cookie at
 * start, then sign-in, sign-out and the server's 401s. No token is kept in the page.
 */
export function AuthProvider({ children }: Props) {
  const [user, setUser] = useState<User | null>(null);
  // read by the 401 listener, which is registered once
  const userRef = useRef<User | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; verify once.
    started.current = true;
    void restoreSession().then((restored) => {
      setUser(restored.user);
      setError(restored.error);
      setLoading(false);
      if (restored.error) toast.error(`${restored.error}. Please sign in again.`);
    });
  }, []);

  useEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    const onRejected = () => {
      const hadSession = userRef.current !== null; // several calls may fail at once; tell the user once
      userRef.current = null;
      forgetCsrfCookie();
      setUser(null);
      if (hadSession) toast.error("Your session has ended. Please sign in again.");
    };
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    setError(null);
    try {
      // the answer's access_token is for API clients: the browser's session is the cookie it set
      const answer = await authApi.login(email, password);
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
        return {
          signedIn: false,
          message: answer.message ?? "Check your inbox to confirm your email address, then sign in.",
        };
      }
      setUser(answer.user);
      setSignedOutByUser(false);
      return { signedIn: true, message: answer.message };
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "Registration failed");
      throw failure;
    }
  }, []);

  const logout = useCallback(async () => {
    // a 401 here (already revoked) is not a lost session to announce
    userRef.current = null;
    try {
      await authApi.logout();
    } catch (failure) {
      // The app signs out regardless; a session the server did not revoke expires on its own.
      logError(failure, { action: "logout" });
      forgetCsrfCookie();
    }
    setSignedOutByUser(true);
    setUser(null);
    setError(null);
  }, []);

  const clearError = useCallback(() => setError(null), []);

  const refreshUser = useCallback(async () => {
    if (!userRef.current) return null;
    try {
      const answer = await authApi.verify();
      setUser(answer.user);
      return answer.user;
    } catch (failure) {
      logError(failure, { action: "refresh user" });
      return null;
    }
  }, []);

  const adoptSession = useCallback((signedIn: User) => {
    userRef.current = signedIn;
    setUser(signedIn);
    setSignedOutByUser(false);
    setError(null);
  }, []);

  const dropSession = useCallback(() => {
    // the server ended the session with the account; the cookie it left is no longer accepted
    userRef.current = null;
    forgetCsrfCookie();
    setSignedOutByUser(true);
    setUser(null);
    setError(null);
  }, []);

  const acknowledgeSignOut = useCallback(() => setSignedOutByUser(false), []);

  const value = useMemo<AuthValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      error,
      signedOutByUser,
      login,
      register,
      logout,
      clearError,
      refreshUser,
      adoptSession,
      dropSession,
      acknowledgeSignOut,
    }),
    [
      user,
      isLoading,
      error,
      signedOutByUser,
      login,
      register,
      logout,
      clearError,
      refreshUser,
      adoptSession,
      dropSession,
      acknowledgeSignOut,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
