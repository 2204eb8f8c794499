import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/templates";

describeEachDatabase("/templates: unknown fields", {}, (t) => {
  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("refuses a misspelt top-level field on create and replace, naming it; nothing is stored", async () => {
    const { token } = await registerUser(t().app);
    const typo = await call("POST", BASE, token, { name: "Invoice", colums: [120, 300] });
    expect(typo.statusCode).toBe(422);
    expect(typo.json()).toEqual({
      code: "invalid_template",
      detail: "colums: unknown field (expected name, pages, method, stitch, areas)",
    });
    expect((await call("GET", BASE, token)).json().templates).toEqual([]);

    const saved = (await call("POST", BASE, token, { name: "Invoice" })).json();
    const replaced = await call("PUT", `${BASE}/${saved.id}`, token, { name: "Invoice", stich: true });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().detail).toBe("stich: unknown field (expected name, pages, method, stitch, areas)");
    expect((await call("GET", `${BASE}/${saved.id}`, token)).json()).toEqual(saved);
  });

  it("takes back a template as GET answers it (id and times are the server's own, ignored)", async () => {
    const { token } = await registerUser(t().app);
    const saved = (await call("POST", BASE, token, { name: "Statement", stitch: true })).json();
    const read = (await call("GET", `${BASE}/${saved.id}`, token)).json();
    const again = await call("PUT", `${BASE}/${saved.id}`, token, { ...read, name: "Statement v2" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: saved.id,
      name: "Statement v2",
      stitch: true,
      created_at: saved.created_at,
    });
  });
});
