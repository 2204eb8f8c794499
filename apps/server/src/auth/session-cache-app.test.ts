import { describe, expect, it } from "vitest";
import { accountOn, joinedMember } from "../routes/team/team-helpers.js";
import { bearer, createTestApp, describeEachDatabase, registerUser } from "../test/test-app.js";

// Each case first answers a request with the session, so it is in the cache, then checks that
// the change is seen by the very next request of the same process (auth/session-cache.ts).
describeEachDatabase("the session cache of a server process", {}, (t) => {
  const call = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, token: string) =>
    t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token) });

  it("keeps a session it resolved", async () => {
    const { token } = await registerUser(t().app);
    t().app.sessionCache!.forget();
    expect((await call("GET", "/auth/verify", token)).statusCode).toBe(200);
    expect(t().app.sessionCache!.size).toBe(1);
  });

  it("refuses a signed-out session at once", async () => {
    const { token } = await registerUser(t().app);
    expect((await call("GET", "/auth/verify", token)).statusCode).toBe(200);
    expect((await call("POST", "/auth/logout", token)).statusCode).toBe(200);
    expect((await call("GET", "/auth/verify", token)).statusCode).toBe(401);
  });

  it("refuses a session revoked or expired in the database at once", async () => {
    const revoked = await registerUser(t().app);
    const expired = await registerUser(t().app);
    expect((await call("GET", "/auth/verify", revoked.token)).statusCode).toBe(200);
    expect((await call("GET", "/auth/verify", expired.token)).statusCode).toBe(200);
    const db = t().database.db;
    await db.updateTable("sessions").set({ revoked_at: new Date() }).where("user_id", "=", revoked.user.id).execute();
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", expired.user.id)
      .execute();
    expect((await call("GET", "/auth/verify", revoked.token)).statusCode).toBe(401);
    expect((await call("GET", "/auth/verify", expired.token)).statusCode).toBe(401);
  });

  it("takes a removed member out of the team's workspace and a demoted admin's rights at once", async () => {
    const owner = await accountOn(t(), "business");
    const admin = await joinedMember(t(), owner.token, "admin");
    const member = await joinedMember(t(), owner.token);
    expect((await call("GET", "/workspace", member.token)).json().id).toBe(owner.user.workspace_id);
    expect((await call("GET", "/workspace", admin.token)).json().role).toBe("admin");

    expect((await call("DELETE", `/workspace/members/${member.user.id}`, owner.token)).statusCode).toBe(200);
    expect((await call("GET", "/workspace", member.token)).json().id).toBe(member.user.workspace_id);

    const demote = await t().app.inject({
      method: "PATCH",
      url: `/api/v1/workspace/members/${admin.user.id}`,
      headers: bearer(owner.token),
      payload: { role: "member" },
    });
    expect(demote.statusCode).toBe(200);
    expect((await call("GET", "/workspace", admin.token)).json().role).toBe("member");
  });

  it("refuses the session of a deleted account at once", async () => {
    const { token, user } = await registerUser(t().app);
    expect((await call("GET", "/auth/verify", token)).statusCode).toBe(200);
    await t().database.db.deleteFrom("users").where("id", "=", user.id).execute();
    expect((await call("GET", "/auth/verify", token)).statusCode).toBe(401);
  });
});

describe("SESSION_CACHE_SECONDS=0", () => {
  it("reads every session from the database", async () => {
    const test = await createTestApp("pglite", { env: { SESSION_CACHE_SECONDS: "0" } });
    try {
      const { token } = await registerUser(test.app);
      expect(
        (await test.app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect(test.app.sessionCache).toBeUndefined();
    } finally {
      await test.close();
    }
  });
});
