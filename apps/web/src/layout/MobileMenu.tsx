import { Link } from "react-router";
import { useAuth } from "../auth/AuthContext";
import { NavItemLink } from "./NavItemLink";
import { ACCOUNT_NAV, type NavItem } from "./navItems";
import { useLogout } from "./useLogout";

/** The menu that drops down under the top bar on narrow screens. */
export function MobileMenu({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const logout = useLogout();
  return (
    // hidden where the top bar shows its links in a row (TopBar.tsx: xl signed in, lg signed out)
    <div
      id="mobile-menu"
      // The top bar is fixed, so the page's scrolling never reaches a menu taller than the screen
      // (signed in, on a phone held sideways): the menu scrolls itself below the 4rem bar. An
      // inline style, not classes: this chunk loads on demand, the CSS is in Home's first load.
      style={{ maxHeight: "calc(100dvh - 4rem)", overflowY: "auto" }}
      // The open menu covers the top of the page: when Tab leaves the top bar for what it covers,
      // it closes, so the focus never sits hidden under it (WCAG 2.4.11). Here, not in TopBar:
      // this chunk loads only when the menu opens, TopBar is in Home's first load.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.closest("header")?.contains(next)) onClose();
      }}
      className={`border-t border-gray-200 bg-white px-4 pt-2 pb-4 shadow-lg ${isAuthenticated ? "xl:hidden" : "lg:hidden"}`}
    >
      {isAuthenticated && user && (
        <p className="truncate px-3 py-2 text-sm text-gray-600">
          Welcome, <span className="font-medium text-gray-900">{user.email}</span>
        </p>
      )}
      <div className="space-y-1">
        {[...items, ...(isAuthenticated ? ACCOUNT_NAV : [])].map((item) => (
          <NavItemLink key={item.to} item={item} onClick={onClose} block />
        ))}
      </div>
      <div className="mt-3 border-t border-gray-100 pt-3">
        {isLoading ? null : isAuthenticated ? (
          <button
            type="button"
            onClick={() => {
              onClose();
              void logout();
            }}
            className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-gray-700 hover:bg-gray-100"
          >
            Logout
          </button>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Link
              to="/login"
              onClick={onClose}
              className="rounded-md border border-gray-300 px-3 py-2 text-center text-sm font-medium text-gray-700"
            >
              Sign In
            </Link>
            <Link
              to="/signup"
              onClick={onClose}
              className="rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white"
            >
              Get Started
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
