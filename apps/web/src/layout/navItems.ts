/** A top-bar link. */
export interface NavItem {
  to: string;
  label: string;
}

/** Links for signed-in users, named as the product describes its screens (the dashboard is where tables are extracted). */
export const SIGNED_IN_NAV: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/dashboard", label: "Extract Tables" },
  { to: "/batch", label: "Batch Processing" },
  { to: "/history", label: "History" },
  { to: "/templates", label: "Templates" },
  { to: "/analytics", label: "Analytics" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/api-docs", label: "API Docs" },
  { to: "/api-keys", label: "API Keys" },
];

/**
 * Workspace pages: beside Logout on wide screens as icons named by `aria-label` and `title` (the
 * ten links above and the welcome line leave no room for the words), in the menu below 1280 px
 * with their names.
 */
export const ACCOUNT_NAV: NavItem[] = [
  { to: "/team", label: "Team" },
  { to: "/webhooks", label: "Webhooks" },
];

/** Links for visitors who are not signed in. */
export const SIGNED_OUT_NAV: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/api-docs", label: "API Docs" },
];
