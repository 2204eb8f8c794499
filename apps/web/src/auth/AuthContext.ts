import { createContext, useContext } from "react";
import type { User } from "../api/types";

/** Result of a sign-up: either signed in, or waiting for the e-mailed confirmation. */
export interface RegisterOutcome {
  signedIn: boolean;
  message?: string;
}

/** Auth state (user, signed in, loading, error) plus the actions that change it. */
export interface AuthValue {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /**
   * True from the moment the user ends the session here (logout, account deletion) until they
   * have landed home: the guarded page they left sends them home, (docs/product.md, Screens), instead of
   * to the sign-in page.
   */
  signedOutByUser: boolean;
  login(email: string, password: string): Promise<User>;
  register(fullName: string, email: string, password: string): Promise<RegisterOutcome>;
  logout(): Promise<void>;
  clearError(): void;
  /** Reads the user again from the server (e.g. after a plan change); keeps the current user on failure. */
  refreshUser(): Promise<User | null>;
  /**
   * Takes the user of a session the server started by other means (the e-mail confirmation page:
   * the answer set the session cookies); the app is signed in from then on.
   */
  adoptSession(user: User): void;
  /** Forgets the session locally without calling the server (the account is gone). */
  dropSession(): void;
  /** Clears `signedOutByUser` once the signed-out user has landed home; guards then send to sign-in again. */
  acknowledgeSignOut(): void;
}

/** React context carrying the session; use `useAuth()` to read it. */
export const AuthContext = createContext<AuthValue | null>(null);

/** The current session; throws when used outside <AuthProvider>. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
