import { expect, it } from "vitest";
import { describeEachDatabase } from "../test/test-app.js";

/** Junk bodies every JSON route must turn away with a clear 4xx, never a 500. */
const junk: { name: string; headers: Record<string, string>; payload: string }[] = [
  { name: "malformed JSON", headers: { "content-type": "application/json" }, payload: '{"email":' },
  { name: "JSON null", headers: { "content-type": "application/json" }, payload: "null" },
  {
    name: "wrong types",
    headers: { "content-type": "application/json" },
    payload: '{"email":1,"password":{},"full_name":[],"token":true}',
  },
  {
    name: "prototype pollution",
    headers: { "content-type": "application/json" },
    payload: '{"__proto__":{"admin":true}}',
  },
  {
    name: "SQL-looking values",
    headers: { "content-type": "application/json" },
    payload: `{"email":"' OR 1=1;--@x.io","password":"'; DROP TABLE users;--","token":"' OR ''='"}`,
  },
  {
    name: "a 900 KB string",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ email: `${"a".repeat(900_000)}@x.io`, password: "Aa1aaaaaaa", full_name: "Big" }),
  },
  {
    name: "form encoding",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "email=a%40b.co",
  },
];

describeEachDatabase("bad input on every route", {}, (t) => {
  it("never answers 500 and always answers {detail, code}", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase() as "GET" | "POST", path })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      for (const body of route.method === "POST" ? junk : [{ name: "junk query", headers: {}, payload: "" }]) {
        const url =
          route.method === "GET"
            ? `${route.path}?token=%27%20OR%201%3D1&code=%00&state=${"x".repeat(3000)}`
            : route.path;
        const response = await t().app.inject({
          method: route.method,
          url,
          headers: { ...body.headers, authorization: "Bearer ' OR 1=1 --" },
          ...(route.method === "POST" ? { payload: body.payload } : {}),
        });
        const where = `${route.method} ${route.path} with ${body.name}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(Object.keys(response.json()).sort(), where).toEqual(["code", "detail"]);
          expect(response.body, where).not.toMatch(/at .+\.(js|ts):\d+/);
        }
      }
    }
  });
});
