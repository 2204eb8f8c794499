import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuth } from "../auth/AuthContext";

/**
 * Once a user who signed out has arrived on Home, guarded pages go back to sending
 * signed-out visitors to sign in (see `signedOutByUser`).
 */
export function useSignOutLanding(): void {
  const { signedOutByUser, acknowledgeSignOut } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    if (signedOutByUser && pathname === "/") acknowledgeSignOut();
  }, [signedOutByUser, pathname, acknowledgeSignOut]);
}
