import { useNavigate } from "react-router";
import { useAuth } from "../auth/AuthContext";
import { toast } from "../toast/toastStore";

/** Signs out (server revocation, then local), tells the user and goes home. */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    toast.success("You have been signed out.");
    navigate("/");
  };
}
