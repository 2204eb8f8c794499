import { apiFetch } from "./client";
import type { ApiResponse } from "./schema";

/** Whether this server sells plans online (`GET /billing/config`). */
export type BillingConfig = ApiResponse<"/billing/config">;

/** Reads the billing switch; no session needed. */
export const fetchBillingConfig = () => apiFetch<BillingConfig>("/billing/config", { auth: false });

/** Starts a Stripe Checkout for a plan and period (docs/api.md, Billing); resolves to the page to send the browser to. */
export async function createCheckoutSession(plan: string, period: string, origin: string): Promise<string> {
  const base = `${origin}/#`;
  const answer = await apiFetch<ApiResponse<"/billing/create-checkout-session", "post">>(
    "/billing/create-checkout-session",
    {
      body: { plan, period, success_url: `${base}/dashboard?subscription=success`, cancel_url: `${base}/pricing` },
    },
  );
  return answer.checkout_url;
}

/** A Stripe billing portal link for the signed-in paying user. */
export const openBillingPortal = (origin: string) =>
  apiFetch<{ url: string }>("/billing/portal", { body: { return_url: `${origin}/#/dashboard` } });
