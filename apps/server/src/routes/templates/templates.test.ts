import { expect, it } from "vitest";
import { TEMPLATE_LIMITS } from "../../templates/index.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/templates";

const statement = {
  name: "Bank statement",
  pages: "1-3",
  method: "stream",
  stitch: true,
  areas: [
    { page: "all", box: [40, 120, 560, 700], columns: [300, 120], header_rows: 1 },
    { page: "last", box: [0, 10, 500, 200], method: "lattice", anchor: { text: "Closing balance" } },
  ],
};

describeEachDatabase("/templates", {}, (t) => {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("creates, lists, reads, replaces and deletes a template", async () => {
    const { token } = await registerUser(t().app);
    const created = await call("POST", BASE, token, statement);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      ...statement,
      areas: [{ ...statement.areas[0], columns: [120, 300] }, statement.areas[1]],
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.updated_at).toBe(body.created_at);

    const minimal = (await call("POST", BASE, token, { name: "  Invoice  " })).json();
    expect(minimal).toMatchObject({ name: "Invoice", pages: null, method: "auto", stitch: false, areas: [] });

    const list = (await call("GET", BASE, token)).json();
    expect(list.templates.map((x: { id: string }) => x.id).sort()).toEqual([body.id, minimal.id].sort());
    expect((await call("GET", `${BASE}/${body.id}`, token)).json()).toEqual(body);

    const replaced = await call("PUT", `${BASE}/${body.id}`, token, {
      name: "Statement v2",
      areas: [{ page: 2, box: [1, 2, 3, 4] }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: body.id,
      name: "Statement v2",
      pages: null,
      method: "auto",
      stitch: false,
      areas: [{ page: 2, box: [1, 2, 3, 4] }],
      created_at: body.created_at,
    });
    expect(Date.parse(replaced.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(body.updated_at));
    expect((await call("GET", BASE, token)).json().templates[0].id).toBe(body.id); // last saved first

    const deleted = await call("DELETE", `${BASE}/${body.id}`, token);
    expect(deleted.json()).toEqual({ success: true, id: body.id });
    expect((await call("GET", `${BASE}/${body.id}`, token)).statusCode).toBe(404);
    expect((await call("DELETE", `${BASE}/${body.id}`, token)).statusCode).toBe(404);
  });

  it.each([
    [{ ...statement, name: "" }, "name"],
    [{ name: "x".repeat(201) }, "name"],
    [{ name: "x", pages: "5-2" }, "pages"],
    [{ name: "x", method: "ocr" }, "method"],
    [{ name: "x", areas: [{ page: 1, box: [10, 10, 5, 50] }] }, "areas[0].box"],
    [
      {
        name: "x",
        areas: [
          { page: 1, box: [1, 2, 3, 4] },
          { page: 0, box: [1, 2, 3, 4] },
        ],
      },
      "areas[1].page",
    ],
    [{ name: "x", areas: [{ page: 1, box: [1, 2, 3, 4], colums: [5] }] }, "areas[0].colums"],
    [{ name: "x", areas: [{ page: 1e300, box: [1, 2, 3, 4] }] }, "areas[0].page"],
    [{ name: "x", areas: Array.from({ length: 501 }, () => ({ page: 1, box: [1, 2, 3, 4] })) }, "areas"],
    [[1, 2], "template"],
  ])("refuses %j with 422 naming %s", async (payload, path) => {
    const { token } = await registerUser(t().app);
    const response = await call("POST", BASE, token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("invalid_template");
    expect(response.json().detail.startsWith(`${path}: `)).toBe(true);
  });

  it("caps the stored size and answers malformed JSON with 400", async () => {
    const { token } = await registerUser(t().app);
    const anchor = { text: "a".repeat(200) };
    const huge = {
      name: "big",
      areas: Array.from({ length: 500 }, (_, i) => ({
        page: i + 1,
        box: [1, 2, 3, 4],
        columns: Array.from({ length: 100 }, (_, c) => c * 5),
        anchor,
      })),
    };
    const tooBig = await call("POST", BASE, token, huge);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().detail).toContain(`at most ${TEMPLATE_LIMITS.jsonBytes / 1024} KB`);
    const bad = await t().app.inject({
      method: "POST",
      url: BASE,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: "{nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("invalid_json");
  });

  it("caps the workspace's templates together: GET /templates stays a bounded answer", async () => {
    const { token } = await registerUser(t().app);
    /** A template of about 200 KB as JSON, just under the cap of one. */
    const large = (name: string) => ({
      name,
      areas: Array.from({ length: 90 }, (_, i) => ({
        page: i + 1,
        box: [1, 2, 3, 4],
        columns: Array.from({ length: 200 }, (_, c) => c * 5 + 0.123456),
        anchor: { text: "a".repeat(200) },
      })),
    });
    const oneSize = Buffer.byteLength(JSON.stringify(large("x")));
    expect(oneSize).toBeLessThan(TEMPLATE_LIMITS.jsonBytes);
    const fit = Math.floor(TEMPLATE_LIMITS.workspaceBytes / oneSize);
    const answers = [];
    for (let i = 0; i < fit + 3; i++) answers.push(await call("POST", BASE, token, large(`large ${i}`)));
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0]!.json()).toEqual({
      code: "templates_full",
      detail: `Your workspace's templates would take more than ${TEMPLATE_LIMITS.workspaceBytes / (1024 * 1024)} MB; delete some, or save a smaller template`,
    });
    const listed = await call("GET", BASE, token);
    expect(listed.body.length).toBeLessThan(TEMPLATE_LIMITS.workspaceBytes * 1.5);
    // a small template still fits, and a template cannot grow past the cap by being replaced
    const small = await call("POST", BASE, token, { name: "small" });
    expect(small.statusCode).toBe(201);
    const grown = await call("PUT", `${BASE}/${small.json().id}`, token, large("grown"));
    expect(grown.statusCode).toBe(409);
    expect(grown.json().code).toBe("templates_full");
    // replacing a large template by one of the same size is fine: its own bytes are not counted twice
    const first = answers.find((a) => a.statusCode === 201)!.json();
    expect((await call("PUT", `${BASE}/${first.id}`, token, large("renamed"))).statusCode).toBe(200);
  });

  it("keeps each user's templates to themselves (404, never 403) and admits their API keys", async () => {
    const owner = await registerUser(t().app);
    const other = await registerUser(t().app);
    const mine = (await call("POST", BASE, owner.token, statement)).json();
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", { name: "stolen" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await call(method, `${BASE}/${mine.id}`, other.token, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", detail: "Template was not found" });
    }
    expect((await call("GET", BASE, other.token)).json().templates).toEqual([]);
    expect((await call("GET", `${BASE}/not-a-uuid`, owner.token)).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${mine.id}`, owner.token)).json().name).toBe("Bank statement");

    const key = (await call("POST", "/api/v1/api-keys", owner.token, { name: "script" })).json().key as string;
    const viaKey = await call("GET", `${BASE}/${mine.id}`, key);
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.headers["ratelimit-limit"]).toBeDefined();
    expect((await call("POST", BASE, key, { name: "from a script" })).statusCode).toBe(201);
    expect((await call("GET", BASE, owner.token)).json().templates).toHaveLength(2);
  });

  it("needs a signed-in user", async () => {
    expect((await t().app.inject({ method: "GET", url: BASE })).statusCode).toBe(401);
  });
});
