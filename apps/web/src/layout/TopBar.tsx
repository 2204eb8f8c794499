import { Menu, X } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useAuth } from "../auth/AuthContext";
import { NAV_SCROLL_THRESHOLD_PX } from "../config";
import { AccountActions } from "./AccountActions";
import { lazyChunk } from "./lazyChunk";
import { Logo } from "./Logo";
import { NavItemLink } from "./NavItemLink";
import { SIGNED_IN_NAV, SIGNED_OUT_NAV } from "./navItems";
import { useScrolledPast } from "./useScrolledPast";

// Only narrow screens open it, and only on demand: kept out of the first load.
const MobileMenu = lazyChunk(() => import("./MobileMenu").then((module) => ({ default: module.MobileMenu })));

/** Fixed top bar; turns solid with a shadow once the page scrolls past 20 px. */
export function TopBar() {
  const { isAuthenticated } = useAuth();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const items = isAuthenticated ? SIGNED_IN_NAV : SIGNED_OUT_NAV;
  // Signed in, the ten links, Team, Webhooks and Logout need about 1,200 px: below 1280 px (xl)
  // they would push Logout off the screen, so the menu takes over there.
  const row = isAuthenticated ? "xl:flex" : "lg:flex";

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The menu goes away with the focus in it: the focus goes back to the button that opened it.
      if (document.getElementById("mobile-menu")?.contains(document.activeElement)) menuButton.current?.focus();
      setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-all duration-200 ${
        scrolled ? "border-b border-gray-200 bg-white/95 shadow-sm backdrop-blur" : "bg-gray-50/80"
      }`}
    >
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8" aria-label="Main">
        <Logo />
        <div className={`hidden items-center gap-1 ${row}`}>
          {items.map((item) => (
            <NavItemLink key={item.to} item={item} />
          ))}
        </div>
        <div className={`hidden ${row}`}>
          <AccountActions />
        </div>
        <button
          type="button"
          ref={menuButton}
          className={`rounded-md p-2 text-gray-700 hover:bg-gray-100 ${isAuthenticated ? "xl:hidden" : "lg:hidden"}`}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? "mobile-menu" : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu items={items} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
