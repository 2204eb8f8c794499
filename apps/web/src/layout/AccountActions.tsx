import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../auth/AuthContext";
import { useLogout } from "./useLogout";

/** Desktop right side of the top bar: welcome + Logout, or Sign In + Get Started. */
export function AccountActions() {
  const { user, isAuthenticated } = useAuth();
  const logout = useLogout();
  if (isAuthenticated && user) {
    return (
      <div className="flex items-center gap-3">
        <span className="hidden max-w-64 truncate text-sm text-gray-600 xl:inline" title={user.email}>
          Welcome, <span className="font-medium text-gray-900">{user.email}</span>
        </span>
        <button type="button" onClick={() => void logout()} className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100">
          <LogOut className="h-4 w-4" aria-hidden /> Logout
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link to="/login" className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100">
        Sign In
      </Link>
      <Link to="/signup" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Get Started
      </Link>
    </div>
  );
}
