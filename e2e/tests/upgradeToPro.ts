import { expect, type APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { PRO_PRICE_ID, WEBHOOK_SECRET } from "./paidServer.js";
import type { StripeStandIn } from "./stripeStandIn.js";

/**
 * Puts the account of `token` on the Pro plan (or the plan of `priceId`) as a real purchase does: a signed
 * `checkout.session.completed` webhook, whose subscription the server then reads from the stand-in.
 */
export async function upgradeToPro(
  request: APIRequestContext,
  token: string,
  standIn: StripeStandIn,
  priceId = PRO_PRICE_ID,
): Promise<void> {
  const verify = await request.get("/api/v1/auth/verify", { headers: { Authorization: `Bearer ${token}` } });
  const { user } = (await verify.json()) as { user: { id: string } };
  const suffix = Math.random().toString(36).slice(2, 10);
  const subscription = `sub_e2e_${suffix}`;
  const customer = `cus_e2e_${suffix}`;
  standIn.subscriptions.set(subscription, { customer, priceId });
  const payload = JSON.stringify({
    id: `evt_e2e_${suffix}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_e2e_${suffix}`,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: user.id,
        customer,
        subscription,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const answer = await request.post("/api/v1/billing/webhook", {
    headers: { "content-type": "application/json", "stripe-signature": signature },
    data: payload,
  });
  expect(await answer.json()).toEqual({ received: true, outcome: "applied" });
  expect(standIn.requests).toContain(`GET /v1/subscriptions/${subscription}`);
}
