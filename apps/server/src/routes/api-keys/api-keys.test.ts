import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const KEYS = "/api/v1/api-keys";
const VERIFY = "/api/v1/auth/verify";

describeEachDatabase("API keys", {}, (t) => {
  const createKey = async (token: string, payload: object) =>
    t().app.inject({ method: "POST", url: KEYS, headers: bearer(token), payload });

  it("creates a key shown once, lists it by prefix and last 4, and the key signs requests", async () => {
    const { token, user } = await registerUser(t().app);
    const created = await createKey(token, { name: "CI server", expires_in_days: 30 });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.key).toMatch(/^pdt_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(body.key.startsWith(`pdt_${body.prefix}_`)).toBe(true);
    expect(body.key.endsWith(body.last4)).toBe(true);
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // stored hashed: the key appears nowhere in the table
    const row = await t()
      .database.db.selectFrom("api_keys")
      .selectAll()
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(body.key.slice(17));
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await t().app.inject({ method: "GET", url: VERIFY, headers: bearer(body.key) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.id).toBe(user.id);
    expect(verified.headers["ratelimit-limit"]).toBe("10");

    const list = (await t().app.inject({ method: "GET", url: KEYS, headers: bearer(token) })).json();
    expect(list.keys).toHaveLength(1);
    expect(list.keys[0]).toMatchObject({ id: body.id, name: "CI server", prefix: body.prefix, last4: body.last4 });
    expect(list.keys[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(body.key);
  });

  it("keeps a key's name on one line and without invisible characters, and refuses one with nothing visible", async () => {
    const { token } = await registerUser(t().app);
    const made = await createKey(token, { name: "CI\u202Eyrtne\r\nOwner: admin\u200B" });
    expect(made.statusCode).toBe(201);
    expect(made.json().name).toBe("CI yrtne Owner: admin");
    const invisible = await createKey(token, { name: "\u200B\u2066\n" });
    expect(invisible.statusCode).toBe(422);
    expect(invisible.json()).toMatchObject({ code: "validation_failed", detail: "Name is required" });
  });

  it("lists each key with its creator's id and e-mail, as docs/api.md says, so a page can tell a member's own keys", async () => {
    const { token, user, email } = await registerUser(t().app);
    const id = (await createKey(token, { name: "mine" })).json().id as string;
    const listed = (await t().app.inject({ method: "GET", url: KEYS, headers: bearer(token) })).json().keys;
    expect(listed).toEqual([expect.objectContaining({ id, user_id: user.id, created_by: email })]);
  });

  it("rejects revoked, expired, tampered and unknown keys with invalid_token", async () => {
    const { token } = await registerUser(t().app);
    const revoked = (await createKey(token, { name: "a" })).json();
    const expired = (await createKey(token, { name: "b", expires_in_days: 1 })).json();
    expect((await t().app.inject({ method: "GET", url: VERIFY, headers: bearer(revoked.key) })).statusCode).toBe(200);
    const del = await t().app.inject({ method: "DELETE", url: `${KEYS}/${revoked.id}`, headers: bearer(token) });
    expect(del.json()).toEqual({ success: true, id: revoked.id });
    await t()
      .database.db.updateTable("api_keys")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", expired.id)
      .execute();
    const tampered = expired.key.slice(0, -1) + (expired.key.endsWith("A") ? "B" : "A");
    for (const key of [revoked.key, expired.key, tampered, "pdt_000000000000_" + "x".repeat(43), "pdt_garbage"]) {
      const response = await t().app.inject({ method: "GET", url: VERIFY, headers: bearer(key) });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
      expect(response.json()).toEqual({ code: "invalid_token", detail: "The API key is invalid, expired or revoked" });
    }
    const ids = (await t().app.inject({ method: "GET", url: KEYS, headers: bearer(token) }))
      .json()
      .keys.map((k: { id: string }) => k.id);
    expect(ids).toEqual([expired.id]);
  });

  it("answers 404 for another user's key id, an unknown id or a malformed one, and leaves the key alive", async () => {
    const owner = await registerUser(t().app);
    const other = await registerUser(t().app);
    const key = (await createKey(owner.token, { name: "mine" })).json();
    for (const id of [key.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await t().app.inject({ method: "DELETE", url: `${KEYS}/${id}`, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", detail: "API key was not found" });
    }
    expect((await t().app.inject({ method: "GET", url: KEYS, headers: bearer(other.token) })).json().keys).toEqual([]);
    expect((await t().app.inject({ method: "GET", url: VERIFY, headers: bearer(key.key) })).statusCode).toBe(200);
  });

  it("validates the body and keeps key management to signed-in sessions", async () => {
    const { token } = await registerUser(t().app);
    expect((await createKey(token, { name: "  " })).json()).toEqual({
      code: "validation_failed",
      detail: "Name is required",
    });
    expect((await createKey(token, { name: "x", expires_in_days: 0 })).statusCode).toBe(422);
    expect((await createKey(token, {})).statusCode).toBe(422);
    const key = (await createKey(token, { name: "k" })).json().key as string;
    const byKey = await createKey(key, { name: "minted by a key" });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe("session_required");
    const anonymous = await t().app.inject({ method: "GET", url: KEYS });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toBe('Bearer realm="pdftab"');
  });
});

describeEachDatabase("API keys: the cap under concurrent creation", {}, (t) => {
  it("keeps a workspace at 50 keys when many are created at once", async () => {
    const { token, user } = await registerUser(t().app);
    const workspace = await t()
      .database.db.selectFrom("workspace_members")
      .select("workspace_id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    // 45 keys already, then 20 asked for at the same moment: only 5 may be made
    await t()
      .database.db.insertInto("api_keys")
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          user_id: user.id,
          workspace_id: workspace.workspace_id,
          name: `k${i}`,
          prefix: `p${String(i).padStart(11, "0")}`,
          last4: "abcd",
          hash: `${i}`.padStart(64, "0"),
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t().app.inject({ method: "POST", url: KEYS, headers: bearer(token), payload: { name: `race ${i}` } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const active = await t()
      .database.db.selectFrom("api_keys")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("workspace_id", "=", workspace.workspace_id)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(active.n)).toBe(50);
  });
});
