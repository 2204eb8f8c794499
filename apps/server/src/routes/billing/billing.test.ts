import Stripe from "stripe";
import { afterAll, expect, it } from "vitest";
import { setPlan } from "../../admin/set-plan.js";
import { startStripeStandIn, subscriptionObject } from "../../test/stripe-stand-in.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const WEBHOOK_SECRET = "whsec_test_pdftab";
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

const env = {
  PUBLIC_URL: "http://pdftab.test",
  STRIPE_SECRET_KEY: "sk_test_pdftab",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
  STRIPE_PRICE_PRO_YEARLY: "price_pro_y",
  STRIPE_PRICE_BUSINESS_MONTHLY: "price_biz_m",
  STRIPE_PRICE_BUSINESS_YEARLY: "price_biz_y",
  STRIPE_API_BASE: standIn.url,
};

let eventCounter = 0;
/** A Stripe event as the webhook receives it, with a real signature header. */
function signedEvent(
  type: string,
  object: unknown,
  secret = WEBHOOK_SECRET,
  id = `evt_test_${++eventCounter}`,
  created = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
  });
  return {
    id,
    payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

describeEachDatabase("billing with Stripe configured", { env }, (t) => {
  const post = (url: string, token: string | undefined, payload: object) =>
    t().app.inject({ method: "POST", url: `/api/v1/billing/${url}`, headers: token ? bearer(token) : {}, payload });
  const send = (event: { payload: string; headers: Record<string, string> }) =>
    t().app.inject({ method: "POST", url: "/api/v1/billing/webhook", headers: event.headers, payload: event.payload });
  const tier = async (token: string) =>
    (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) })).json().user
      .subscription_tier;
  /** Completes a checkout for a fresh user through a signed webhook; returns the user. */
  async function subscribedUser(priceId: string, subscriptionId: string, customerId: string) {
    const user = await registerUser(t().app);
    standIn.subscriptions.set(subscriptionId, { customer: customerId, priceId, status: "active" });
    const event = signedEvent("checkout.session.completed", {
      id: `cs_${subscriptionId}`,
      object: "checkout.session",
      client_reference_id: user.user.id,
      customer: customerId,
      subscription: subscriptionId,
      mode: "subscription",
    });
    const response = await send(event);
    expect(response.json()).toEqual({ received: true, outcome: "applied" });
    return { ...user, event };
  }

  it("says billing is on and which plans are sold", async () => {
    const response = await t().app.inject({ method: "GET", url: "/api/v1/billing/config" });
    expect(response.json().enabled).toBe(true);
    expect(response.json().options).toContainEqual({ plan: "business", period: "yearly" });
  });

  it("creates a Checkout session through the Stripe library for the chosen plan and period", async () => {
    const { token, user } = await registerUser(t().app);
    const response = await post("create-checkout-session", token, { plan: "pro", period: "yearly" });
    expect(response.statusCode).toBe(200);
    expect(response.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe("/v1/checkout/sessions");
    expect(sent.authorization).toBe("Bearer sk_test_pdftab");
    expect(sent.form.get("line_items[0][price]")).toBe("price_pro_y");
    expect(sent.form.get("mode")).toBe("subscription");
    expect(sent.form.get("client_reference_id")).toBe(user.id);
    expect(sent.form.get("customer_email")).toBe(user.email);
    expect(sent.form.get("success_url")).toBe("http://pdftab.test/#/dashboard?subscription=success");
    expect(sent.form.get("cancel_url")).toBe("http://pdftab.test/#/pricing");
  });

  it("accepts plan-and-period price names and the client's same-origin return addresses", async () => {
    const { token } = await registerUser(t().app);
    const response = await post("create-checkout-session", token, {
      price_id: "business_monthly",
      success_url: "http://pdftab.test/#/dashboard?subscription=success&x=1",
      cancel_url: "http://pdftab.test/#/pricing",
    });
    expect(response.statusCode).toBe(200);
    expect(standIn.requests.at(-1)!.form.get("line_items[0][price]")).toBe("price_biz_m");
    expect(standIn.requests.at(-1)!.form.get("success_url")).toBe(
      "http://pdftab.test/#/dashboard?subscription=success&x=1",
    );
  });

  it("refuses prices not on sale, foreign return addresses and anonymous callers", async () => {
    const { token } = await registerUser(t().app);
    const before = standIn.requests.length;
    const unknown = await post("create-checkout-session", token, { price_id: "price_attacker_cheap" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      code: "price_not_available",
      detail: 'The price "price_attacker_cheap" is not sold online on this server',
    });
    expect((await post("create-checkout-session", token, { plan: "enterprise" })).json().code).toBe(
      "price_not_available",
    );
    const foreign = await post("create-checkout-session", token, {
      plan: "pro",
      success_url: "https://evil.example/#/",
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe("validation_failed");
    expect((await post("create-checkout-session", undefined, { plan: "pro" })).statusCode).toBe(401);
    expect(standIn.requests.length).toBe(before);
  });

  it("sets the plan from the subscription's price on checkout.session.completed, once per event id", async () => {
    const { token, email, event } = await subscribedUser("price_pro_m", "sub_once", "cus_once");
    expect(await tier(token)).toBe("pro");
    await setPlan(t().database.db, email, "free");
    // Stripe re-sends the same event (new signature, same id): acknowledged, not applied again.
    const replay = await send({
      payload: event.payload,
      headers: {
        ...event.headers,
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload: event.payload,
          secret: WEBHOOK_SECRET,
        }),
      },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await tier(token)).toBe("free");
  });

  it("waits for the first payment of an incomplete subscription, then follows its update", async () => {
    const { token, user } = await registerUser(t().app);
    standIn.subscriptions.set("sub_pending", { customer: "cus_pending", priceId: "price_pro_m", status: "incomplete" });
    const completed = await send(
      signedEvent("checkout.session.completed", {
        id: "cs_pending",
        object: "checkout.session",
        client_reference_id: user.id,
        customer: "cus_pending",
        subscription: "sub_pending",
      }),
    );
    expect(completed.json().outcome).toBe("ignored");
    expect(await tier(token)).toBe("free");
    await send(
      signedEvent(
        "customer.subscription.updated",
        subscriptionObject("sub_pending", "cus_pending", "price_pro_m", "active"),
      ),
    );
    expect(await tier(token)).toBe("pro");
  });

  it("rejects forged webhooks: wrong secret, tampered payload, no signature", async () => {
    const { token, user } = await registerUser(t().app);
    standIn.subscriptions.set("sub_forged", { customer: "cus_forged", priceId: "price_biz_y", status: "active" });
    const object = {
      id: "cs_forged",
      object: "checkout.session",
      client_reference_id: user.id,
      customer: "cus_forged",
      subscription: "sub_forged",
    };
    const wrongSecret = signedEvent("checkout.session.completed", object, "whsec_someone_else");
    const wrong = await send(wrongSecret);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: "invalid_signature",
      detail: "The Stripe-Signature header does not match this payload",
    });
    const genuine = signedEvent("checkout.session.completed", {
      ...object,
      client_reference_id: "00000000-0000-0000-0000-000000000000",
    });
    const tampered = await send({
      ...genuine,
      payload: genuine.payload.replace("00000000-0000-0000-0000-000000000000", user.id),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t().app.inject({
      method: "POST",
      url: "/api/v1/billing/webhook",
      headers: { "content-type": "application/json" },
      payload: wrongSecret.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await tier(token)).toBe("free");
  });

  it("follows customer.subscription.updated and goes back to free on .deleted", async () => {
    const { token } = await subscribedUser("price_pro_m", "sub_life", "cus_life");
    const upgraded = await send(
      signedEvent("customer.subscription.updated", subscriptionObject("sub_life", "cus_life", "price_biz_y")),
    );
    expect(upgraded.json().outcome).toBe("applied");
    expect(await tier(token)).toBe("business");
    const otherSub = await send(
      signedEvent(
        "customer.subscription.deleted",
        subscriptionObject("sub_older", "cus_life", "price_pro_m", "canceled"),
      ),
    );
    expect(otherSub.json().outcome).toBe("ignored");
    expect(await tier(token)).toBe("business");
    await send(
      signedEvent(
        "customer.subscription.deleted",
        subscriptionObject("sub_life", "cus_life", "price_biz_y", "canceled"),
      ),
    );
    expect(await tier(token)).toBe("free");
  });

  it("keeps the plan through a failed payment and says so, until Stripe gives up or the card is fixed", async () => {
    const { token } = await subscribedUser("price_pro_m", "sub_card", "cus_card");
    const subscription = async () =>
      (
        await t().app.inject({
          method: "GET",
          url: "/api/v1/auth/subscription",
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    expect(await subscription()).toMatchObject({ plan_type: "pro", payment_failed: false });
    const status = (value: string) =>
      send(
        signedEvent("customer.subscription.updated", subscriptionObject("sub_card", "cus_card", "price_pro_m", value)),
      );
    await status("past_due");
    expect(await subscription()).toMatchObject({ plan_type: "pro", payment_failed: true });
    await status("active");
    expect(await subscription()).toMatchObject({ plan_type: "pro", payment_failed: false });
    await status("past_due");
    await status("unpaid");
    expect(await subscription()).toMatchObject({ plan_type: "free", payment_failed: false });
  });

  it("lets no late event undo a newer one: Stripe delivers events out of order", async () => {
    const { token } = await subscribedUser("price_biz_m", "sub_late", "cus_late");
    const now = Math.floor(Date.now() / 1000);
    const at = (type: string, priceId: string, status: string, created: number) =>
      send(
        signedEvent(
          type,
          subscriptionObject("sub_late", "cus_late", priceId, status),
          WEBHOOK_SECRET,
          undefined,
          created,
        ),
      );
    // down to Pro in the billing portal; the Business renewal of a minute before arrives after it
    expect((await at("customer.subscription.updated", "price_pro_m", "active", now + 60)).json().outcome).toBe(
      "applied",
    );
    expect((await at("customer.subscription.updated", "price_biz_m", "active", now)).json().outcome).toBe("ignored");
    expect(await tier(token)).toBe("pro");
    // cancelled; an update sent before the cancellation arrives after it and buys nothing back
    expect((await at("customer.subscription.deleted", "price_pro_m", "canceled", now + 120)).json().outcome).toBe(
      "applied",
    );
    expect((await at("customer.subscription.updated", "price_pro_m", "active", now + 90)).json().outcome).toBe(
      "ignored",
    );
    expect(await tier(token)).toBe("free");
  });

  it("lets a checkout completed long ago, delivered late, not take over the subscription bought since", async () => {
    const { token, user } = await subscribedUser("price_pro_m", "sub_new", "cus_again");
    standIn.subscriptions.set("sub_old", { customer: "cus_again", priceId: "price_biz_m", status: "canceled" });
    const late = signedEvent(
      "checkout.session.completed",
      {
        id: "cs_old",
        object: "checkout.session",
        client_reference_id: user.id,
        customer: "cus_again",
        subscription: "sub_old",
      },
      WEBHOOK_SECRET,
      undefined,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await send(late)).json().outcome).toBe("ignored");
    // the subscription bought since still follows its own events
    await send(signedEvent("customer.subscription.updated", subscriptionObject("sub_new", "cus_again", "price_biz_m")));
    expect(await tier(token)).toBe("business");
  });

  it("refuses a second checkout while a subscription runs, and allows one after it ended", async () => {
    const { token } = await subscribedUser("price_pro_m", "sub_twice", "cus_twice");
    const again = await post("create-checkout-session", token, { plan: "business" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("already_subscribed");
    await send(
      signedEvent(
        "customer.subscription.deleted",
        subscriptionObject("sub_twice", "cus_twice", "price_pro_m", "canceled"),
      ),
    );
    const after = await post("create-checkout-session", token, { plan: "business" });
    expect(after.statusCode).toBe(200);
    expect(standIn.requests.at(-1)!.form.get("customer")).toBe("cus_twice");
  });

  it("opens the billing portal for paying users only", async () => {
    const { token } = await subscribedUser("price_pro_y", "sub_portal", "cus_portal");
    const response = await post("portal", token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(standIn.requests.at(-1)!.form.get("customer")).toBe("cus_portal");
    const free = await registerUser(t().app);
    const refused = await post("portal", free.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("no_billing_account");
    // a paid plan the operator set (npm run admin -- set-plan): Manage Billing says why there is nothing to manage
    const given = await registerUser(t().app);
    await setPlan(t().database.db, given.email, "business");
    expect((await post("portal", given.token, {})).json()).toEqual({
      code: "no_billing_account",
      detail:
        "Your Business plan was set by this server's operator, not bought online, so there is no subscription to manage here. Ask the operator to change it.",
    });
  });

  it("does not open the billing portal for an API key: 403 session_required, and Stripe is not asked", async () => {
    const { token } = await subscribedUser("price_pro_y", "sub_portal_key", "cus_portal_key");
    const key = (
      await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "ci" } })
    ).json().key as string;
    const asked = standIn.requests.length;
    const response = await post("portal", key, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "session_required",
      detail: "API keys cannot open the billing portal: sign in to the web app to do it",
    });
    expect(standIn.requests.length).toBe(asked);
  });

  it("cancels the Stripe subscription when a paying user deletes the account", async () => {
    const { token, password } = await subscribedUser("price_pro_m", "sub_leaving", "cus_leaving");
    const response = await t().app.inject({
      method: "DELETE",
      url: "/api/v1/account",
      headers: bearer(token),
      payload: { password },
    });
    expect(response.statusCode).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ method: "DELETE", path: "/v1/subscriptions/sub_leaving" });
    expect(standIn.subscriptions.get("sub_leaving")!.status).toBe("canceled");
  });

  it("keeps the account when Stripe cannot cancel its subscription", async () => {
    const { token, password } = await subscribedUser("price_pro_m", "sub_stuck", "cus_stuck");
    standIn.subscriptions.delete("sub_stuck"); // the stand-in now answers 404 for it
    const response = await t().app.inject({
      method: "DELETE",
      url: "/api/v1/account",
      headers: bearer(token),
      payload: { password },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe("billing_provider_error");
    expect(await tier(token)).toBe("pro");
  });
});

describeEachDatabase("billing without Stripe keys", {}, (t) => {
  it("says this server does not sell plans online", async () => {
    const { token } = await registerUser(t().app);
    const response = await t().app.inject({
      method: "POST",
      url: "/api/v1/billing/create-checkout-session",
      headers: bearer(token),
      payload: { plan: "pro" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: "billing_not_configured",
      detail: "This server does not sell plans online",
    });
    expect((await t().app.inject({ method: "GET", url: "/api/v1/billing/config" })).json()).toEqual({
      enabled: false,
      options: [],
    });
    const event = signedEvent("checkout.session.completed", {});
    expect(
      (
        await t().app.inject({
          method: "POST",
          url: "/api/v1/billing/webhook",
          headers: event.headers,
          payload: event.payload,
        })
      ).statusCode,
    ).toBe(404);
  });
});
