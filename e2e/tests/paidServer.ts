/**
 * The second e2e server: the same app with Stripe billing switched on, so a test can make a user
 * Pro the way production does (a signed webhook). The first server stays without Stripe keys,
 * because the public-page tests check the "does not sell plans" text.
 */
const basePort = Number(process.env.E2E_PORT ?? 3210);

/** Port of the server with billing on. */
export const PAID_PORT = Number(process.env.E2E_PAID_PORT ?? basePort + 1);
/** Where that server sends its Stripe API calls: the stand-in the batch tests run (stripeStandIn.ts). */
export const STRIPE_STAND_IN_PORT = Number(process.env.E2E_STRIPE_PORT ?? basePort + 2);
export const PAID_SERVER_URL = `http://127.0.0.1:${PAID_PORT}`;
/** Signing secret of the webhook; the tests sign their events with it. */
export const WEBHOOK_SECRET = "whsec_pdftab_e2e";
/** The Stripe price id that buys the Pro plan on that server. */
export const PRO_PRICE_ID = "price_pro_monthly_e2e";
/** The Stripe price id that buys the Business plan (team seats) on that server. */
export const BUSINESS_PRICE_ID = "price_business_monthly_e2e";

/** Environment of the billing server, added to the common one. */
export const billingEnv = {
  STRIPE_SECRET_KEY: "sk_test_pdftab_e2e",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO_MONTHLY: PRO_PRICE_ID,
  STRIPE_PRICE_BUSINESS_MONTHLY: BUSINESS_PRICE_ID,
  STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`,
};
