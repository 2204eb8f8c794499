/** A top-bar link. */
export interface NavItem {
  to: string;
  label: string;
}

/** Links for signed-in users. */
export const SIGNED_IN_NAV: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/history", label: "History" },
  { to: "/batch", label: "Batch" },
  { to: "/analytics", label: "Analytics" },
  { to: "/pricing", label: "Pricing" },
  { to: "/api-docs", label: "API Docs" },
  { to: "/api-keys", label: "API Keys" },
];

/** Links for visitors who are not signed in. */
export const SIGNED_OUT_NAV: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/api-docs", label: "API Docs" },
];
