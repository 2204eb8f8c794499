import { expect, it } from "vitest";
import { setPlan } from "../../admin/set-plan.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const url = "/api/v1/auth/subscription";

describeEachDatabase("GET /auth/subscription and the set-plan command", {}, (t) => {
  it("shows today's usage against the free plan's daily limit", async () => {
    const { token } = await registerUser(t().app);
    const response = await t().app.inject({ method: "GET", url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      usage_current: 0,
      usage_limit: 50,
      plan_type: "free",
      payment_failed: false,
    });
  });

  it("follows a plan change made by the operator command", async () => {
    const { token, email } = await registerUser(t().app);
    expect(await setPlan(t().database.db, email.toUpperCase(), "Pro")).toBe(`${email} is now on the Pro plan`);
    const response = await t().app.inject({ method: "GET", url, headers: bearer(token) });
    expect(response.json()).toEqual({
      success: true,
      usage_current: 0,
      usage_limit: 1000,
      plan_type: "pro",
      payment_failed: false,
    });
    const verify = await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) });
    expect(verify.json().user.subscription_tier).toBe("pro");
  });

  it("set-plan names what is wrong", async () => {
    const { email } = await registerUser(t().app);
    await expect(setPlan(t().database.db, email, "platinum")).rejects.toThrow(
      'There is no plan "platinum". Plans: free, pro, business, enterprise',
    );
    await expect(setPlan(t().database.db, "ghost@example.com", "pro")).rejects.toThrow(
      'There is no account with the email "ghost@example.com"',
    );
  });

  it("needs a session", async () => {
    const response = await t().app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("invalid_token");
  });
});
