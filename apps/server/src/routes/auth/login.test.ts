import { afterAll, describe, expect, it } from "vitest";
import { ADDRESS_TIER, PAIR_TIERS } from "../../auth/login-throttle.js";
import {
  createTestApp,
  describeEachDatabase,
  GOOD_PASSWORD,
  registerUser,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from "../../test/test-app.js";

const url = "/api/v1/auth/login";
const WRONG = "Wrong1Password";
const FIRST = PAIR_TIERS[0]!;

/** Waits when the first throttle window ends within a few seconds, so a burst stays inside one window. */
async function roomInWindow(): Promise<void> {
  const left = FIRST.windowMs - (Date.now() % FIRST.windowMs);
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 50));
}

/** Sign-in throttling over HTTP, the same with database or Redis counters. */
function throttleScenarios(t: () => TestApp) {
  const login = (payload: Record<string, unknown>, ip = uniqueIp()) =>
    t().app.inject({ method: "POST", url, payload, remoteAddress: ip });

  it(`lets exactly ${FIRST.attempts} of 60 concurrent wrong passwords reach the password check`, async () => {
    await roomInWindow();
    const { email } = await registerUser(t().app);
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 60 }, () => login({ email, password: WRONG }, ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FIRST.attempts);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - FIRST.attempts);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().code).toBe("too_many_attempts");
    expect(refused.json().detail).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minute\(s\)\.$/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIRST.windowMs / 1000);
    // the right password from the same address is refused too until the window ends
    expect((await login({ email, password: GOOD_PASSWORD }, ip)).statusCode).toBe(429);
  });

  it("lets the owner in from another address while one address is locked out", async () => {
    await roomInWindow();
    const { email } = await registerUser(t().app);
    const attacker = uniqueIp();
    for (let i = 0; i < FIRST.attempts + 3; i++) await login({ email, password: WRONG }, attacker);
    expect((await login({ email, password: WRONG }, attacker)).statusCode).toBe(429);
    const owner = await login({ email, password: GOOD_PASSWORD }, uniqueIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toBeTruthy();
  });

  it("forgets an address's failures on the account after the right password", async () => {
    await roomInWindow();
    const { email } = await registerUser(t().app);
    const ip = uniqueIp();
    for (let i = 0; i < FIRST.attempts - 1; i++)
      expect((await login({ email, password: WRONG }, ip)).statusCode).toBe(401);
    expect((await login({ email, password: GOOD_PASSWORD }, ip)).statusCode).toBe(200);
    for (let i = 0; i < FIRST.attempts; i++) expect((await login({ email, password: WRONG }, ip)).statusCode).toBe(401);
    expect((await login({ email, password: WRONG }, ip)).statusCode).toBe(429);
  });

  it(`blocks an address after ${ADDRESS_TIER.attempts} attempts across accounts`, async () => {
    await roomInWindow();
    const ip = uniqueIp();
    const sprayed = await Promise.all(
      Array.from({ length: ADDRESS_TIER.attempts + 10 }, () =>
        login({ email: uniqueEmail("spray"), password: WRONG }, ip),
      ),
    );
    expect(sprayed.filter((a) => a.statusCode === 401)).toHaveLength(ADDRESS_TIER.attempts);
    const { email } = await registerUser(t().app);
    const blocked = await login({ email, password: GOOD_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect((await login({ email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
}

describeEachDatabase("POST /auth/login", {}, (t) => {
  const login = (payload: Record<string, unknown>, ip = uniqueIp()) =>
    t().app.inject({ method: "POST", url, payload, remoteAddress: ip });

  it("signs in with the right password, any e-mail case", async () => {
    // the sign-in answer is the profile; the test helper adds the workspace id beside it
    const {
      email,
      user: { workspace_id: _workspace, ...profile },
    } = await registerUser(t().app);
    const response = await login({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: profile,
    });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const { email } = await registerUser(t().app);
    for (const payload of [
      { email, password: WRONG },
      { email: uniqueEmail("nobody"), password: GOOD_PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "Invalid email or password", code: "invalid_credentials" });
    }
  });

  it("requires e-mail and password", async () => {
    expect((await login({ password: "x" })).json()).toEqual({ detail: "Email is required", code: "validation_failed" });
    expect((await login({ email: "a@b.co" })).json()).toEqual({
      detail: "Password is required",
      code: "validation_failed",
    });
    expect((await login({ email: "not-an-address", password: "x" })).json()).toEqual({
      detail: "Please enter a valid email address",
      code: "validation_failed",
    });
    expect((await login({})).statusCode).toBe(422);
    const empty = await t().app.inject({ method: "POST", url });
    expect(empty.statusCode).toBe(422);
  });

  throttleScenarios(t);
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe("POST /auth/login, throttle counters in Redis", () => {
    let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
    const ready = createTestApp("pglite", { env: { REDIS_URL: redisUrl } }).then((t) => (current = t));
    afterAll(async () => {
      await ready;
      await current?.close();
    });
    it("starts", async () => {
      await ready;
      // nothing of the throttle lands in the database
      expect(await current!.database.db.selectFrom("rate_limit_counters").selectAll().execute()).toEqual([]);
    });
    throttleScenarios(() => current!);
    it("kept the counts in Redis, not in the database", async () => {
      const rows = await current!.database.db
        .selectFrom("rate_limit_counters")
        .select("bucket")
        .where("bucket", "like", "login:%")
        .execute();
      expect(rows).toEqual([]);
    });
  });
} else {
  describe.skip("POST /auth/login, throttle counters in Redis [skipped because TEST_REDIS_URL is not set]", () => {
    it("runs against Redis", () => {});
  });
}

describeEachDatabase("client addresses behind a proxy (TRUST_PROXY)", { env: { TRUST_PROXY: "true" } }, (t) => {
  /** As a proxy in front of the server sends it: the client's own X-Forwarded-For, then the address the proxy saw. */
  const throughProxy = (payload: Record<string, unknown>, spoofed: string, client: string) =>
    t().app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": `${spoofed}, ${client}` },
    });

  it("counts sign-ins by the address the proxy saw: a made-up X-Forwarded-For entry per guess does not pass the throttle", async () => {
    await roomInWindow();
    const { email } = await registerUser(t().app);
    const client = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= FIRST.attempts; i++)
      statuses.push((await throughProxy({ email, password: WRONG }, `10.66.0.${i + 1}`, client)).statusCode);
    expect(statuses).toEqual([...Array<number>(FIRST.attempts).fill(401), 429]);
    // another client behind the same proxy is not held up
    expect((await throughProxy({ email, password: GOOD_PASSWORD }, "10.66.0.99", uniqueIp())).statusCode).toBe(200);
  });
});

describeEachDatabase("client addresses behind two proxies (TRUST_PROXY=2)", { env: { TRUST_PROXY: "2" } }, (t) => {
  it("takes the address the outer proxy saw, not the client's own entry", async () => {
    await roomInWindow();
    const { email } = await registerUser(t().app);
    const client = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= FIRST.attempts; i++) {
      const response = await t().app.inject({
        method: "POST",
        url,
        payload: { email, password: WRONG },
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": `10.66.1.${i + 1}, ${client}, 10.0.0.1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(FIRST.attempts).fill(401), 429]);
  });
});
