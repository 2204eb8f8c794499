import { expect, it } from "vitest";
import { THROTTLE } from "../../auth/login-throttle.js";
import { describeEachDatabase, GOOD_PASSWORD, registerUser, uniqueEmail, uniqueIp } from "../../test/test-app.js";

const url = "/api/v1/auth/login";

describeEachDatabase("POST /auth/login", {}, (t) => {
  const login = (payload: Record<string, unknown>, ip = uniqueIp()) => t().app.inject({ method: "POST", url, payload, remoteAddress: ip });

  it("signs in with the right password, any e-mail case", async () => {
    const { email, user } = await registerUser(t().app);
    const response = await login({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const { email } = await registerUser(t().app);
    for (const payload of [{ email, password: "Wrong1Password" }, { email: uniqueEmail("nobody"), password: GOOD_PASSWORD }]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "Invalid email or password", code: "invalid_credentials" });
    }
  });

  it("requires e-mail and password", async () => {
    expect((await login({ password: "x" })).json()).toEqual({ detail: "Email is required", code: "validation_failed" });
    expect((await login({ email: "a@b.co" })).json()).toEqual({ detail: "Password is required", code: "validation_failed" });
    expect((await login({ email: "not-an-address", password: "x" })).json()).toEqual({ detail: "Please enter a valid email address", code: "validation_failed" });
    expect((await login({})).statusCode).toBe(422);
    const empty = await t().app.inject({ method: "POST", url });
    expect(empty.statusCode).toBe(422);
  });

  it(`locks an account after ${THROTTLE.perAccount} failures, from any address`, async () => {
    const { email } = await registerUser(t().app);
    for (let i = 0; i < THROTTLE.perAccount; i++) expect((await login({ email, password: "Wrong1Password" })).statusCode).toBe(401);
    const blocked = await login({ email, password: GOOD_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("too_many_attempts");
    expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minute\(s\)\.$/);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(THROTTLE.windowMinutes * 60 - 120);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.windowMinutes * 60);
  });

  it("lets the window pass and clears failures after a successful sign-in", async () => {
    const { email } = await registerUser(t().app);
    for (let i = 0; i < THROTTLE.perAccount; i++) await login({ email, password: "Wrong1Password" });
    // Age the failures past the window, as if 15 minutes went by.
    await t().database.db.updateTable("login_attempts").set({ created_at: new Date(Date.now() - 16 * 60_000) }).where("email", "=", email).execute();
    expect((await login({ email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const left = await t().database.db.selectFrom("login_attempts").select("id").where("email", "=", email).execute();
    expect(left).toHaveLength(0);
  });

  it(`blocks an address after ${THROTTLE.perIp} failures across accounts`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < THROTTLE.perIp; i++) await login({ email: uniqueEmail("spray"), password: "Wrong1Password" }, ip);
    const { email } = await registerUser(t().app);
    const blocked = await login({ email, password: GOOD_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect((await login({ email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
});
