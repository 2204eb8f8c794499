import { afterAll, expect, it } from "vitest";
import { MISSING_CUSTOMER, startStripeStandIn } from "../../test/stripe-stand-in.js";
import { bearer, describeEachDatabase, GOOD_PASSWORD, registerUser, uniqueEmail } from "../../test/test-app.js";

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

const env = {
  PUBLIC_URL: "https://pdftab.test",
  STRIPE_SECRET_KEY: "sk_test_pdftab",
  STRIPE_WEBHOOK_SECRET: "whsec_test_pdftab",
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
  STRIPE_PRICE_PRO_YEARLY: "price_pro_y",
  STRIPE_PRICE_BUSINESS_MONTHLY: "price_biz_m",
  STRIPE_PRICE_BUSINESS_YEARLY: "price_biz_y",
  STRIPE_API_BASE: standIn.url,
};

describeEachDatabase("changing the e-mail address of a paying customer", { env }, (t) => {
  /** Signs up a user billed as `customerId`, changes their address through the mailed link, and answers the link's reply. */
  const changeAddress = async (customerId: string) => {
    const { token: session, user } = await registerUser(t().app);
    await t()
      .database.db.updateTable("users")
      .set({ stripe_customer_id: customerId })
      .where("id", "=", user.id)
      .execute();
    const newEmail = uniqueEmail("billed");
    const asked = await t().app.inject({
      method: "POST",
      url: "/api/v1/account/email",
      headers: bearer(session),
      payload: { email: newEmail, current_password: GOOD_PASSWORD },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = t().mails.findLast((m) => m.to === newEmail)!;
    const token = decodeURIComponent(mail.text.match(/email\/confirm\?token=(\S+)/)![1]!);
    const used = await t().app.inject({
      method: "GET",
      url: `/api/v1/account/email/confirm?token=${encodeURIComponent(token)}`,
    });
    return { used, newEmail };
  };
  const customerUpdates = (customerId: string) =>
    standIn.requests.filter((r) => r.method === "POST" && r.path === `/v1/customers/${customerId}`);

  it("gives the Stripe customer the new address once the link is used", async () => {
    const customerId = `cus_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { used, newEmail } = await changeAddress(customerId);
    expect(used.statusCode, used.body).toBe(200);
    const updates = customerUpdates(customerId);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.form.get("email")).toBe(newEmail);
    expect(updates[0]!.authorization).toBe("Bearer sk_test_pdftab");
  });

  it("keeps the change when Stripe refuses the update (the account's address is the user's either way)", async () => {
    const before = customerUpdates(MISSING_CUSTOMER).length;
    const { used, newEmail } = await changeAddress(MISSING_CUSTOMER);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().email).toBe(newEmail);
    expect(customerUpdates(MISSING_CUSTOMER)).toHaveLength(before + 1);
    const login = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: newEmail, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
