import path from "node:path";
import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { sessionCookiesOf } from "../../test/session-cookies.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";
import { LocalFileStore } from "../../storage/index.js";

describeEachDatabase("DELETE /account", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const remove = (token: string, payload?: object) =>
    t().app.inject({
      method: "DELETE",
      url: "/api/v1/account",
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const store = () => new LocalFileStore(path.join(t().config.dataDir, "files"));
  const db = () => t().database.db;

  /** A user with one finished extraction whose PDF is in the file store. */
  async function userWithExtraction() {
    const account = await registerUser(t().app);
    const response = await upload(t().app, "/api/v1/pdf/extract-info", account.token, {
      name: "mine.pdf",
      data: twoTablesPdf().bytes,
    });
    expect(response.statusCode).toBe(200);
    const row = await db()
      .selectFrom("extractions")
      .select(["id", "storage_key"])
      .where("user_id", "=", account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toBeTruthy();
    expect(await store().info(row.storage_key!)).toBeDefined();
    return { ...account, key: row.storage_key! };
  }

  it("asks password accounts for their password and refuses a wrong one", async () => {
    const { token, user } = await registerUser(t().app);
    const missing = await remove(token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ code: "validation_failed", detail: "Enter your password to delete your account" });
    const wrong = await remove(token, { password: "Not1TheRightOne" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("password_incorrect");
    expect(await db().selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBeDefined();
  });

  it("removes the user, sessions, history rows and stored PDFs, and nobody else's", async () => {
    const leaving = await userWithExtraction();
    const staying = await userWithExtraction();
    await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: leaving.email, password: leaving.password },
    });
    const response = await remove(leaving.token, { password: leaving.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deleted_extractions: 1, deleted_files: 1 });

    expect(
      await db().selectFrom("users").select("id").where("id", "=", leaving.user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", leaving.user.id).execute()).toEqual([]);
    expect(await db().selectFrom("extractions").select("id").where("user_id", "=", leaving.user.id).execute()).toEqual(
      [],
    );
    expect(await store().info(leaving.key)).toBeUndefined();
    const after = await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(leaving.token) });
    expect(after.statusCode).toBe(401);
    const relogin = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: leaving.email, password: leaving.password },
    });
    expect(relogin.statusCode).toBe(401);

    expect(await store().info(staying.key)).toBeDefined();
    const history = await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(staying.token) });
    expect(history.json().total).toBe(1);
  });

  it("also removes the stored PDFs of batch files that never became history", async () => {
    const leaving = await registerUser(t().app);
    const stored = await store().put(Buffer.from("%PDF-1.7 queued"), {
      clientName: "queued.pdf",
      contentType: "application/pdf",
    });
    const batch = await db()
      .insertInto("batches")
      .values({
        user_id: leaving.user.id,
        workspace_id: leaving.user.workspace_id,
        status: "cancelled",
        format: "csv",
        options: JSON.stringify({ include_statistics: false, fill_gaps: false, align_columns: false }),
        total_files: 1,
        current_file: null,
        error: null,
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("batch_files")
      .values({
        batch_id: batch.id,
        position: 0,
        filename: "queued.pdf",
        file_size: 15,
        storage_key: stored.key,
        status: "cancelled",
        extraction_id: null,
        error_code: null,
        error_message: null,
      })
      .execute();
    const response = await remove(leaving.token, { password: leaving.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deleted_extractions: 0, deleted_files: 1 });
    expect(await store().info(stored.key)).toBeUndefined();
    expect(await db().selectFrom("batches").select("id").where("id", "=", batch.id).executeTakeFirst()).toBeUndefined();
  });

  it("from the web app (cookie and CSRF token): deletes the account and clears the session cookies", async () => {
    const { email, password } = await registerUser(t().app);
    const login = await t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
    const { cookie, csrf } = sessionCookiesOf(login);
    const response = await t().app.inject({
      method: "DELETE",
      url: "/api/v1/account",
      headers: { cookie, "x-csrf-token": csrf },
      payload: { password },
    });
    expect(response.statusCode).toBe(200);
    const cleared = sessionCookiesOf(response);
    expect(cleared.setCookie.map((c) => c.split("=")[0])).toEqual(["pdftab_session", "pdftab_csrf"]);
    expect(cleared.setCookie.every((c) => /; Max-Age=0(;|$)/.test(c))).toBe(true);
  });

  it("needs a session", async () => {
    const response = await t().app.inject({ method: "DELETE", url: "/api/v1/account" });
    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase("DELETE /account: credentials", {}, (t) => {
  const remove = (headers: Record<string, string>, payload?: object, remoteAddress = "198.51.100.20") =>
    t().app.inject({
      method: "DELETE",
      url: "/api/v1/account",
      headers,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  const exists = async (id: string) =>
    (await t().database.db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

  it("refuses an API key with 403 session_required, even with the right password, and deletes nothing", async () => {
    const { token, password, user } = await registerUser(t().app);
    const created = await t().app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      headers: bearer(token),
      payload: { name: "ci" },
    });
    const key = created.json().key as string;
    for (const payload of [{ password }, { password: "Wrong1Guess" }]) {
      const response = await remove(bearer(key), payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "session_required",
        detail: "API keys cannot delete the account: sign in to the web app to do it",
      });
    }
    expect(await exists(user.id)).toBe(true);
  });

  it("counts wrong passwords with the sign-in throttle: guessing here is stopped like guessing at sign-in", async () => {
    const { token, password, email, user } = await registerUser(t().app);
    for (let i = 0; i < 5; i++)
      expect((await remove(bearer(token), { password: `Wrong${i}Guess` })).statusCode).toBe(422);
    const throttled = await remove(bearer(token), { password: "Wrong5Guess" });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe("too_many_attempts");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // the same pair is throttled at sign-in too, and even the right password waits
    const login = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password },
      remoteAddress: "198.51.100.20",
    });
    expect(login.statusCode).toBe(429);
    expect((await remove(bearer(token), { password })).statusCode).toBe(429);
    expect(await exists(user.id)).toBe(true);
    // from another address the owner still deletes the account
    expect((await remove(bearer(token), { password }, "198.51.100.21")).statusCode).toBe(200);
    expect(await exists(user.id)).toBe(false);
  });
});
