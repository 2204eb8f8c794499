import { LogOut, Users, Webhook } from "lucide-react";
import { Link, NavLink } from "react-router";
import { ACCOUNT_NAV } from "./navItems";
import { useAuth } from "../auth/AuthContext";
import { useLogout } from "./useLogout";

const ACCOUNT_ICONS: Record<string, typeof Users> = { "/team": Users, "/webhooks": Webhook };

/** Desktop right side of the top bar: the welcome line over Team, Webhooks and Logout, or Sign In + Get Started. */
export function AccountActions() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const logout = useLogout();
  // While the server says who is signed in, neither Sign In nor Logout: a signed-in user would
  // see Sign In and Get Started flash by on every load.
  if (isLoading) return null;
  if (isAuthenticated && user) {
    return (
      // the welcome line above the buttons: beside them, the ten links leave it no room at 1280 px
      <div className="flex flex-col items-end">
        <span className="max-w-56 truncate text-xs text-gray-600" title={user.email}>
          Welcome, <span className="font-medium text-gray-900">{user.email}</span>
        </span>
        <div className="flex items-center gap-1">
          {ACCOUNT_NAV.map(({ to, label }) => {
            const Icon = ACCOUNT_ICONS[to] ?? Users;
            return (
              <NavLink
                key={to}
                to={to}
                aria-label={label}
                title={label}
                className={({ isActive }) =>
                  `inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-gray-100 ${isActive ? "text-brand-700" : "text-gray-700"}`
                }
              >
                <Icon className="h-4 w-4" aria-hidden />
              </NavLink>
            );
          })}
          <button
            type="button"
            onClick={() => void logout()}
            className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Logout
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link to="/login" className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100">
        Sign In
      </Link>
      <Link
        to="/signup"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Get Started
      </Link>
    </div>
  );
}
