import { Type } from "@fastify/type-provider-typebox";
import { describe, expect, it } from "vitest";
import { refuseUnknownFields } from "./known-fields.js";
import { bearer, describeEachDatabase, GOOD_PASSWORD, registerUser, uniqueEmail, uniqueIp } from "../test/test-app.js";

describeEachDatabase("sign-in, sign-up and API keys: unknown body fields", {}, (t) => {
  const post = (url: string, payload: object, token?: string) =>
    t().app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      payload,
      remoteAddress: uniqueIp(),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const refused = (detail: unknown) => ({ code: "validation_failed", detail });

  it("refuses a misspelt sign-in field naming it, and signs in with the fields the web app sends", async () => {
    const { email } = await registerUser(t().app);
    const typo = await post("/auth/login", { email, pasword: GOOD_PASSWORD });
    expect([typo.statusCode, typo.json()]).toEqual([422, refused("pasword: unknown field (expected email, password)")]);
    expect((await post("/auth/login", { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a misspelt sign-up field naming it, before any account is made", async () => {
    const email = uniqueEmail();
    const typo = await post("/auth/register", { email, password: GOOD_PASSWORD, fullname: "Ada" });
    expect([typo.statusCode, typo.json()]).toEqual([
      422,
      refused("fullname: unknown field (expected email, password, full_name)"),
    ]);
    const made = await post("/auth/register", { email, password: GOOD_PASSWORD, full_name: "Ada" });
    expect(made.statusCode).toBe(201); // the address was not taken by the refused request
  });

  it("refuses a misspelt API key field naming it (not the field it was meant to be), and creates nothing", async () => {
    const { token } = await registerUser(t().app);
    const missing = await post("/api-keys", { nmae: "ci" }, token);
    expect([missing.statusCode, missing.json()]).toEqual([
      422,
      refused("nmae: unknown field (expected name, expires_in_days)"),
    ]);
    // a misspelt expiry would otherwise make a key that never expires
    const expiry = await post("/api-keys", { name: "ci", expires_in_day: 30 }, token);
    expect([expiry.statusCode, expiry.json().detail]).toEqual([
      422,
      "expires_in_day: unknown field (expected name, expires_in_days)",
    ]);
    const list = await t().app.inject({ method: "GET", url: "/api/v1/api-keys", headers: bearer(token) });
    expect(list.json().keys).toEqual([]);
    const made = await post("/api-keys", { name: "ci", expires_in_days: 30 }, token);
    expect([made.statusCode, made.json().expires_at]).toEqual([201, expect.any(String)]);
  });

  it("refuses a misspelt field on every other JSON body of accounts, team, webhooks and billing, naming it", async () => {
    const { token } = await registerUser(t().app);
    const send = (method: "POST" | "PATCH", url: string, payload: object) =>
      t().app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress: uniqueIp(), headers: bearer(token) });
    const cases: [method: "POST" | "PATCH", url: string, payload: object, detail: string][] = [
      ["POST", "/auth/password-reset/request", { emial: "a@example.com" }, "emial: unknown field (expected email)"],
      [
        "POST",
        "/auth/password-reset/confirm",
        { token: "t", pasword: "x" },
        "pasword: unknown field (expected token, password)",
      ],
      ["POST", "/auth/confirmation/resend", { mail: "a@example.com" }, "mail: unknown field (expected email)"],
      ["POST", "/auth/confirm", { tokn: "t" }, "tokn: unknown field (expected token)"],
      [
        "POST",
        "/account/password",
        { new_pasword: "x" },
        "new_pasword: unknown field (expected current_password, new_password)",
      ],
      [
        "POST",
        "/workspace/invitations",
        { email: "b@example.com", rol: "admin" },
        "rol: unknown field (expected email, role)",
      ],
      ["PATCH", "/workspace", { nmae: "Acme" }, "nmae: unknown field (expected name)"],
      ["POST", "/workspace/transfer", { userid: "u" }, "userid: unknown field (expected user_id)"],
      ["PATCH", "/workspace/members/u", { roles: "admin" }, "roles: unknown field (expected role)"],
      [
        "POST",
        "/webhooks",
        { url: "https://example.com/h", event: ["extraction.completed"] },
        "event: unknown field (expected url, events, description)",
      ],
      ["PATCH", "/webhooks/w", { enable: false }, "enable: unknown field (expected url, events, description, enabled)"],
      [
        "POST",
        "/billing/create-checkout-session",
        { plan: "pro", priod: "yearly" },
        expect.stringMatching(/^priod: unknown field \(expected .*period/),
      ],
    ];
    for (const [method, url, payload, detail] of cases) {
      const answer = await send(method, url, payload);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 422, refused(detail)]);
    }
  });
});

describe("refuseUnknownFields", () => {
  it("insists that the body schema says so, so that the OpenAPI document does", () => {
    expect(() => refuseUnknownFields(Type.Object({ name: Type.String() }))).toThrow(/additionalProperties: false/);
    expect(() =>
      refuseUnknownFields(Type.Object({ name: Type.String() }, { additionalProperties: false })),
    ).not.toThrow();
  });
});

describeEachDatabase("the OpenAPI document of bodies that refuse unknown fields", {}, (t) => {
  it("says additionalProperties: false for each of them, with the fields they take", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const body = (path: string, method: string) =>
      doc.paths[`/api/v1${path}`][method].requestBody.content["application/json"].schema as {
        additionalProperties?: boolean;
        properties: Record<string, unknown>;
      };
    const closed: [path: string, method: string, fields: string[]][] = [
      ["/auth/login", "post", ["email", "password"]],
      ["/auth/register", "post", ["email", "password", "full_name"]],
      ["/auth/password-reset/request", "post", ["email"]],
      ["/auth/password-reset/confirm", "post", ["token", "password"]],
      ["/auth/confirmation/resend", "post", ["email"]],
      ["/auth/confirm", "post", ["token"]],
      ["/api-keys", "post", ["name", "expires_in_days"]],
      ["/account/password", "post", ["current_password", "new_password"]],
      ["/workspace", "patch", ["name"]],
      ["/workspace/transfer", "post", ["user_id"]],
      ["/workspace/members/{user_id}", "patch", ["role"]],
      ["/workspace/invitations", "post", ["email", "role"]],
      ["/webhooks", "post", ["url", "events", "description"]],
      ["/webhooks/{id}", "patch", ["url", "events", "description", "enabled"]],
      ["/billing/create-checkout-session", "post", expect.arrayContaining(["plan", "period"])],
      ["/extractions/{id}/reextract", "post", expect.arrayContaining(["pages", "template_id"])],
    ];
    for (const [path, method, fields] of closed) {
      const schema = body(path, method);
      expect([path, schema.additionalProperties, Object.keys(schema.properties)]).toEqual([path, false, fields]);
    }
  });
});
