import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { setPlan } from "../admin/set-plan.js";
import { multipart, multipartFiles } from "../test/multipart.js";
import { tinyPdf } from "../test/tiny-pdf.js";
import { bearer, describeEachDatabase, registerUser, uniqueEmail } from "../test/test-app.js";

const NUL = "\u0000";

/** Every stored upload under the local store. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "files"), { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL character in any text a client sends
 * (a JSON string or key, a form field, a search) is refused as 422 validation_failed naming the
 * field, before anything is stored, instead of failing in the database as a 500.
 */
describeEachDatabase("text with a NUL character", {}, (t) => {
  it("JSON bodies: 422 naming the field, nothing stored", async () => {
    const user = await registerUser(t().app);
    await setPlan(t().database.db, user.email, "business");
    const email = uniqueEmail();
    const cases: { method: "POST" | "PUT" | "PATCH"; url: string; body: unknown; field: string; auth?: boolean }[] = [
      {
        method: "POST",
        url: "/api/v1/auth/register",
        body: { email, password: "Correct1Horse", full_name: `Ada${NUL}` },
        field: "full_name",
        auth: false,
      },
      { method: "POST", url: "/api/v1/auth/login", body: { email: `a${NUL}@b.co`, password: "x" }, field: "email" },
      { method: "POST", url: "/api/v1/templates", body: { name: `T${NUL}` }, field: "name" },
      {
        method: "POST",
        url: "/api/v1/templates",
        body: { name: "T", areas: [{ page: 1, box: [0, 0, 9, 9], anchor: { text: `x${NUL}` } }] },
        field: "areas[0].anchor.text",
      },
      { method: "POST", url: "/api/v1/templates", body: { name: "T", [`x${NUL}`]: 1 }, field: '["x\\u0000"]' },
      { method: "POST", url: "/api/v1/api-keys", body: { name: `k${NUL}` }, field: "name" },
      { method: "PATCH", url: "/api/v1/workspace", body: { name: `W${NUL}` }, field: "name" },
      { method: "POST", url: "/api/v1/workspace/invitations", body: { email: `a${NUL}b@example.com` }, field: "email" },
      {
        method: "PUT",
        url: "/api/v1/extractions/00000000-0000-0000-0000-000000000000/tables",
        body: { tables: [{ headers: ["a"], data: [["b", `c${NUL}`]] }] },
        field: "tables[0].data[0][1]",
      },
    ];
    for (const c of cases) {
      const response = await t().app.inject({
        method: c.method,
        url: c.url,
        headers: c.auth === false ? {} : bearer(user.token),
        payload: c.body as object,
      });
      const where = `${c.method} ${c.url} ${c.field}`;
      expect(response.statusCode, where).toBe(422);
      expect(response.json(), where).toEqual({
        code: "validation_failed",
        detail: `${c.field}: text cannot contain the NUL character (\\u0000)`,
      });
    }
    const stored = await t().database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(stored).toEqual([]);
    const templates = await t().app.inject({ method: "GET", url: "/api/v1/templates", headers: bearer(user.token) });
    expect(templates.json().templates).toEqual([]);
  });

  it("upload form fields: 422 naming the field, the upload is not kept and no history row is written", async () => {
    const user = await registerUser(t().app);
    await setPlan(t().database.db, user.email, "business");
    const before = await storedFiles(t().config.dataDir);
    const single = multipart({ name: "a.pdf", data: tinyPdf() }, { pages: `1${NUL}` });
    const batch = multipartFiles([{ field: "files", name: "a.pdf", data: tinyPdf() }], { pages: `1${NUL}` });
    for (const [url, body] of [
      ["/api/v1/extractions", single],
      ["/api/v1/pdf/extract-info", single],
      ["/api/v1/batch/create", batch],
    ] as const) {
      const response = await t().app.inject({
        method: "POST",
        url,
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual({
        code: "validation_failed",
        detail: "pages: text cannot contain the NUL character (\\u0000)",
      });
    }
    expect(await storedFiles(t().config.dataDir)).toEqual(before);
    const history = await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(user.token) });
    expect(history.json().total).toBe(0);
    const batches = await t().app.inject({ method: "GET", url: "/api/v1/batch/", headers: bearer(user.token) });
    expect(batches.json()).toEqual([]);
  });

  it("passwords may hold a NUL (hashed, never stored as text): such an account still signs in", async () => {
    const email = uniqueEmail();
    const password = `Correct1${NUL}Horse`;
    const registered = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: { email, password, full_name: "Ada Lovelace" },
    });
    expect(registered.statusCode).toBe(201);
    const login = await t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const wrong = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password: `${NUL}x` },
    });
    expect(wrong.json().code).toBe("invalid_credentials");
  });

  it("the history search: 422 naming the parameter", async () => {
    const user = await registerUser(t().app);
    const response = await t().app.inject({
      method: "GET",
      url: "/api/v1/extractions?search=a%00b",
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      detail: "search: text cannot contain the NUL character (\\u0000)",
    });
  });
});
