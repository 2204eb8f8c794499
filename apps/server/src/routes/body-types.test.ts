import { expect, it } from "vitest";
import { bearer, describeEachDatabase, GOOD_PASSWORD, registerUser, uniqueIp } from "../test/test-app.js";

/**
 * A JSON body's fields are checked with the types they were sent with: Fastify's validator would
 * convert them to fit the schema (123 -> "123", ["x"] -> "x", null -> ""), so a client with a bug
 * got a 2xx for a body the API does not take (docs/api.md: a wrong field is 422 validation_failed).
 */
describeEachDatabase("JSON bodies: fields of the wrong type", {}, (t) => {
  const send = (method: "POST" | "PUT" | "PATCH", url: string, payload: string, token?: string) =>
    t().app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      remoteAddress: uniqueIp(),
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    });
  const answer = (r: { statusCode: number; json: () => unknown }) => [r.statusCode, r.json()];

  it("refuses a number, an array or null where the API takes text, and stores nothing", async () => {
    const { token, email } = await registerUser(t().app);
    expect(answer(await send("POST", "/api-keys", '{"name":123}', token))).toEqual([
      422,
      { code: "validation_failed", detail: "name must be string" },
    ]);
    expect(answer(await send("POST", "/api-keys", '{"name":"ci","expires_in_days":"30"}', token))).toEqual([
      422,
      { code: "validation_failed", detail: "expires_in_days must be integer or null" },
    ]);
    const keys = await t().app.inject({ method: "GET", url: "/api/v1/api-keys", headers: bearer(token) });
    expect(keys.json().keys).toEqual([]);
    const arrays = await send("POST", "/auth/login", JSON.stringify({ email: [email], password: [GOOD_PASSWORD] }));
    expect(answer(arrays)).toEqual([422, { code: "validation_failed", detail: "email must be string" }]);
    const nulls = await send("POST", "/auth/login", JSON.stringify({ email, password: null }));
    expect(answer(nulls)).toEqual([422, { code: "validation_failed", detail: "password must be string" }]);
  });

  it("keeps the types that were right, and still converts the query string", async () => {
    const { token, email } = await registerUser(t().app);
    expect((await send("POST", "/auth/login", JSON.stringify({ email, password: GOOD_PASSWORD }))).statusCode).toBe(
      200,
    );
    const made = await send("POST", "/api-keys", '{"name":"ci","expires_in_days":30}', token);
    expect([made.statusCode, made.json().expires_at]).toEqual([201, expect.any(String)]);
    const history = await t().app.inject({
      method: "GET",
      url: "/api/v1/usage/history?days=7",
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
  });
});
