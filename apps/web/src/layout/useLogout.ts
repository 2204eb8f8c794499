import { useNavigate } from "react-router";
import { useAuth } from "../auth/AuthContext";
import { toast } from "../toast/toastStore";

/**
 * Goes home, then signs out (server revocation, then local) and tells the user.
 * Leaving first matters: clearing the user while a guarded page is shown makes its
 * guard redirect to /login, and a signed-out user goes to / (docs/product.md, Accounts and sessions).
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    navigate("/");
    await logout();
    toast.success("You have been signed out.");
  };
}
