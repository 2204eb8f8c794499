/** Every route of the app (apps/web/src/routes.tsx), public ones first. */
export const PUBLIC_ROUTES = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/account/email/confirm",
  "/pricing",
  "/about",
  "/api-docs",
  "/support",
  "/privacy",
  "/terms",
  "/no-such-page",
];

/** The pages behind sign-in, the workspace aside (it needs an extraction's id). */
export const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/history",
  "/batch",
  "/analytics",
  "/api-keys",
  "/templates",
  "/team",
  "/webhooks",
  "/stripe-checkout?plan=pro&period=monthly",
];
