import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";
import { MAX_WEBHOOKS_PER_WORKSPACE } from "../../webhooks/webhooks-repository.js";

const BASE = "/api/v1/webhooks";

async function businessUser(t: TestApp) {
  const user = await registerUser(t.app);
  await t.database.db
    .updateTable("users")
    .set({ subscription_tier: "business" })
    .where("id", "=", user.user.id)
    .execute();
  return user;
}

describeEachDatabase("/webhooks registration", { env: { WEBHOOK_ALLOW_PRIVATE: "true" } }, (t) => {
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("registers an endpoint, shows its secret once, and lists it without the secret", async () => {
    const { token } = await businessUser(t());
    const created = await call("POST", BASE, token, {
      url: "http://127.0.0.1:9/hooks",
      events: ["batch.failed", "extraction.completed", "batch.failed"],
      description: " CRM sync ",
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      url: "http://127.0.0.1:9/hooks",
      events: ["extraction.completed", "batch.failed"],
      description: "CRM sync",
      enabled: true,
    });
    expect(body.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(body.secret_hint).toBe(body.secret.slice(-4));

    const list = (await call("GET", BASE, token)).json();
    expect(list.webhooks).toHaveLength(1);
    const { secret: _secret, ...shown } = body;
    expect(list.webhooks[0]).toEqual(shown);
    expect(JSON.stringify(list)).not.toContain(body.secret);
    expect((await call("GET", `${BASE}/${body.id}`, token)).json()).toEqual(shown);

    // a second endpoint gets a different secret
    const second = (
      await call("POST", BASE, token, { url: "https://hooks.example.com/x", events: ["batch.completed"] })
    ).json();
    expect(second.secret).not.toBe(body.secret);
    expect((await call("GET", BASE, token)).json().webhooks.map((w: { id: string }) => w.id)).toEqual([
      body.id,
      second.id,
    ]);
  });

  it.each([
    [{ url: "ftp://example.com/x", events: ["batch.completed"] }, "invalid_webhook_url"],
    [{ url: "not a url", events: ["batch.completed"] }, "invalid_webhook_url"],
    [{ url: "https://user:pw@example.com/x", events: ["batch.completed"] }, "invalid_webhook_url"],
    [{ url: "https://example.com:0/x", events: ["batch.completed"] }, "invalid_webhook_url"],
    [{ url: " ", events: ["batch.completed"] }, "invalid_webhook_url"],
    [{ url: "https://example.com/x", events: [] }, "invalid_webhook_events"],
    [{ url: "https://example.com/x", events: ["extraction.done"] }, "invalid_webhook_events"],
    [{ url: "https://example.com/x", events: ["batch.completed"], description: "d".repeat(201) }, "validation_failed"],
    [{ url: "https://example.com/x" }, "validation_failed"],
  ])("refuses %j with 422 %s", async (payload, code) => {
    const { token } = await businessUser(t());
    const response = await call("POST", BASE, token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(code);
    expect((await call("GET", BASE, token)).json().webhooks).toEqual([]);
  });

  it("is part of Business and Enterprise only: other plans get 403 plan_required", async () => {
    const { token, user } = await registerUser(t().app);
    const refused = await call("POST", BASE, token, { url: "https://example.com/x", events: ["batch.completed"] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "plan_required" });
    expect(refused.json().detail).toContain("Free");
    await t()
      .database.db.updateTable("users")
      .set({ subscription_tier: "enterprise" })
      .where("id", "=", user.id)
      .execute();
    expect(
      (await call("POST", BASE, token, { url: "https://example.com/x", events: ["batch.completed"] })).statusCode,
    ).toBe(201);
    // listing stays open on every plan, so a downgraded account still sees what it registered
    await t().database.db.updateTable("users").set({ subscription_tier: "pro" }).where("id", "=", user.id).execute();
    expect((await call("GET", BASE, token)).json().webhooks).toHaveLength(1);
  });

  it("keeps each account's endpoints to itself (404, never 403), admits API keys, and caps their number", async () => {
    const owner = await businessUser(t());
    const other = await businessUser(t());
    const mine = (
      await call("POST", BASE, owner.token, { url: "https://example.com/a", events: ["batch.completed"] })
    ).json();
    const response = await call("GET", `${BASE}/${mine.id}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", detail: "Webhook was not found" });
    expect((await call("GET", `${BASE}/not-a-uuid`, owner.token)).statusCode).toBe(404);
    expect((await call("GET", BASE, other.token)).json().webhooks).toEqual([]);

    const key = (await call("POST", "/api/v1/api-keys", owner.token, { name: "ci" })).json().key as string;
    expect(
      (await call("POST", BASE, key, { url: "https://example.com/b", events: ["extraction.failed"] })).statusCode,
    ).toBe(201);
    for (let i = 2; i < MAX_WEBHOOKS_PER_WORKSPACE; i++)
      await call("POST", BASE, owner.token, { url: `https://example.com/${i}`, events: ["batch.completed"] });
    const full = await call("POST", BASE, owner.token, {
      url: "https://example.com/full",
      events: ["batch.completed"],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("too_many_webhooks");
  });

  it("changes, pauses and deletes an endpoint; other accounts get 404 on every route", async () => {
    const owner = await businessUser(t());
    const other = await businessUser(t());
    const hook = (
      await call("POST", BASE, owner.token, { url: "https://example.com/a", events: ["batch.completed"] })
    ).json();
    const changed = await call("PATCH", `${BASE}/${hook.id}`, owner.token, {
      url: "https://example.com/b",
      events: ["extraction.failed", "batch.failed"],
      enabled: false,
      description: "paused",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: hook.id,
      url: "https://example.com/b",
      events: ["extraction.failed", "batch.failed"],
      enabled: false,
      description: "paused",
      secret_hint: hook.secret_hint,
    });
    const bad = await call("PATCH", `${BASE}/${hook.id}`, owner.token, { events: ["nope"] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe("invalid_webhook_events");
    // a null URL is a field of the wrong type (JSON bodies are not converted), an empty one is missing
    const noUrl = await call("PATCH", `${BASE}/${hook.id}`, owner.token, { url: null });
    expect([noUrl.statusCode, noUrl.json()]).toEqual([
      422,
      { code: "validation_failed", detail: "url must be string" },
    ]);
    const emptyUrl = await call("PATCH", `${BASE}/${hook.id}`, owner.token, { url: " " });
    expect(emptyUrl.statusCode).toBe(422);
    expect(emptyUrl.json()).toMatchObject({
      code: "invalid_webhook_url",
      detail: expect.stringMatching(/^Give the URL/),
    });

    for (const [method, path, payload] of [
      ["GET", "", undefined],
      ["PATCH", "", { enabled: true }],
      ["DELETE", "", undefined],
      ["GET", "/deliveries", undefined],
      ["POST", "/test", undefined],
    ] as const) {
      const response = await call(method, `${BASE}/${hook.id}${path}`, other.token, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    expect((await call("GET", `${BASE}/${hook.id}/deliveries`, owner.token)).json()).toEqual({ deliveries: [] });

    // a downgraded account may delete but not change or test
    await t()
      .database.db.updateTable("users")
      .set({ subscription_tier: "free" })
      .where("id", "=", owner.user.id)
      .execute();
    expect((await call("PATCH", `${BASE}/${hook.id}`, owner.token, { enabled: true })).statusCode).toBe(403);
    expect((await call("POST", `${BASE}/${hook.id}/test`, owner.token)).json().code).toBe("plan_required");
    expect((await call("DELETE", `${BASE}/${hook.id}`, owner.token)).json()).toEqual({ success: true, id: hook.id });
    expect((await call("GET", `${BASE}/${hook.id}`, owner.token)).statusCode).toBe(404);
    expect((await call("DELETE", `${BASE}/${hook.id}`, owner.token)).statusCode).toBe(404);
  });

  it("needs a signed-in user", async () => {
    expect((await t().app.inject({ method: "GET", url: BASE })).statusCode).toBe(401);
    expect(
      (
        await t().app.inject({
          method: "POST",
          url: BASE,
          payload: { url: "https://example.com", events: ["batch.completed"] },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describeEachDatabase("/webhooks address guard", {}, (t) => {
  it.each([
    "http://127.0.0.1:8080/x",
    "http://localhost/x",
    "http://10.1.2.3/x",
    "http://192.168.0.10/x",
    "http://172.16.5.4/x",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/x",
    "http://[fe80::1]/x",
    "http://[::ffff:127.0.0.1]/x",
    "http://0.0.0.0/x",
  ])("refuses %s without WEBHOOK_ALLOW_PRIVATE", async (url) => {
    const { token } = await businessUser(t());
    const response = await t().app.inject({
      method: "POST",
      url: BASE,
      headers: bearer(token),
      payload: { url, events: ["batch.completed"] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("webhook_address_not_allowed");
    expect(response.json().detail).toMatch(/loopback|private|link-local|unspecified/);
  });

  it("admits a public address", async () => {
    const { token } = await businessUser(t());
    const response = await t().app.inject({
      method: "POST",
      url: BASE,
      headers: bearer(token),
      payload: { url: "https://93.184.215.14/hook", events: ["batch.completed"] },
    });
    expect(response.statusCode).toBe(201);
  });
});
