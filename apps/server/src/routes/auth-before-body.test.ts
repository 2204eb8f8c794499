import { expect, it } from "vitest";
import { describeEachDatabase, registerUser, uniqueIp } from "../test/test-app.js";

type Operation = { security?: unknown[]; requestBody?: { content?: Record<string, unknown> } };

/** Every documented operation that needs credentials and takes a JSON body, with a stand-in for its path's ids. */
async function authenticatedJsonOperations(t: () => { app: import("fastify").FastifyInstance }) {
  const document = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const found: { method: string; url: string }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.security?.length || !operation.requestBody?.content?.["application/json"]) continue;
      const url = `${path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000")}`;
      found.push({ method: method.toUpperCase(), url });
    }
  }
  return found;
}

// docs/api.md, Errors ("Order of checks"): credentials are checked before the body
describeEachDatabase("authentication before body checks", {}, (t) => {
  const bodies: [what: string, payload: string][] = [
    ["an unknown field", JSON.stringify({ misspelt_field: 1 })],
    ["a field of the wrong type", JSON.stringify({ name: 42, email: 42, role: 42, url: 42, plan: 42 })],
    ["a NUL character", JSON.stringify({ name: "a\u0000b" })],
    ["malformed JSON", "{"],
  ];

  it("answers 401 without credentials on every authenticated JSON route, whatever the body", async () => {
    const operations = await authenticatedJsonOperations(t);
    expect(operations.length).toBeGreaterThan(10); // webhooks, team, API keys, account, templates, billing
    for (const { method, url } of operations) {
      for (const [what, payload] of bodies) {
        const answer = await t().app.inject({
          method: method as "POST",
          url,
          payload,
          headers: { "content-type": "application/json" },
          remoteAddress: uniqueIp(),
        });
        expect([method, url, what, answer.statusCode, answer.json().code]).toEqual([
          method,
          url,
          what,
          401,
          "invalid_token",
        ]);
      }
    }
  });

  it("answers 401 to a revoked-looking token too, and 403 csrf_failed to a cookie without its CSRF token", async () => {
    const bad = await t().app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { nmae: "ci" },
      headers: { authorization: "Bearer not-a-session" },
    });
    expect([bad.statusCode, bad.json().code]).toEqual([401, "invalid_token"]);
    const { token } = await registerUser(t().app);
    const cookie = await t().app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { nmae: "ci" },
      cookies: { pdftab_session: token },
    });
    expect([cookie.statusCode, cookie.json().code]).toEqual([403, "csrf_failed"]);
  });

  it("still checks the body of a signed-in request, and of public routes without credentials", async () => {
    const { token } = await registerUser(t().app);
    const signedIn = await t().app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { nmae: "ci" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect([signedIn.statusCode, signedIn.json().code]).toEqual([422, "validation_failed"]);
    const login = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "a@example.com", pasword: "x" },
      remoteAddress: uniqueIp(),
    });
    expect([login.statusCode, login.json().code]).toEqual([422, "validation_failed"]);
  });
});
