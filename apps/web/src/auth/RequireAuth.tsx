import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "../components/PageSpinner";
import { useAuth } from "./AuthContext";

/** Where a guarded route sends a signed-out visitor; `from` is the page to come back to. */
export interface LoginRedirectState {
  from: string;
}

/**
 * Route guard: signed-out visitors go to /login and return here after signing in.
 * A user who has just signed out here goes home instead: the guard can render before
 * the logout's own navigation (router navigations are transitions), and must agree with it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, signedOutByUser } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (!isAuthenticated && signedOutByUser) return <Navigate to="/" replace />;
  if (!isAuthenticated) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
