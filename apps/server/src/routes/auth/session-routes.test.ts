import { expect, it } from "vitest";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const verifyUrl = "/api/v1/auth/verify";
const challenge = 'Bearer error="invalid_token"';

describeEachDatabase("GET /auth/verify and POST /auth/logout", {}, (t) => {
  const verify = (headers: Record<string, string> = {}) => t().app.inject({ method: "GET", url: verifyUrl, headers });

  it("returns the user of a live token", async () => {
    // the answer is the profile; the test helper adds the workspace id beside it
    const {
      token,
      user: { workspace_id: _workspace, ...profile },
    } = await registerUser(t().app);
    const response = await verify(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, user: profile });
  });

  it("answers 401 with a Bearer challenge without a token or with a bad one", async () => {
    // RFC 6750 3.1: no error code when the request carried no bearer credentials at all
    for (const [headers, expected] of [
      [{}, 'Bearer realm="pdftab"'],
      [{ authorization: "Basic abc" }, 'Bearer realm="pdftab"'],
      [bearer("not-a-real-token"), challenge],
    ] as const) {
      const response = await verify(headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe(expected);
      expect(response.json().code).toBe("invalid_token");
    }
  });

  it("refuses an expired session", async () => {
    const { token, user } = await registerUser(t().app);
    await t()
      .database.db.updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    const response = await verify(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: "Sign in to continue: the access token is missing, expired or revoked",
      code: "invalid_token",
    });
  });

  it("refuses the token of a deleted user", async () => {
    const { token, user } = await registerUser(t().app);
    await t().database.db.deleteFrom("users").where("id", "=", user.id).execute();
    const response = await verify(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe(challenge);
  });

  it("logout revokes the session on the server and leaves others alive", async () => {
    const { token, email, password } = await registerUser(t().app);
    const other = (
      await t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } })
    ).json().access_token as string;
    const logout = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { ...bearer(token), "content-type": "application/json" },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: "Signed out" });
    expect((await verify(bearer(token))).statusCode).toBe(401);
    expect((await verify(bearer(other))).statusCode).toBe(200);
    const again = await t().app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it("logout and the cookie move refuse an API key with 403 session_required; the key is untouched", async () => {
    const { token } = await registerUser(t().app);
    const key = (
      await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "ci" } })
    ).json().key as string;
    const logout = await t().app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(key) });
    expect([logout.statusCode, logout.json().code]).toEqual([403, "session_required"]);
    expect(logout.json().detail).toMatch(/^Signing out ends a session; an API key keeps working until it is revoked/);
    const move = await t().app.inject({ method: "POST", url: "/api/v1/auth/session", headers: bearer(key) });
    expect([move.statusCode, move.json().code]).toEqual([403, "session_required"]);
    expect(move.json().detail).not.toMatch(/manage API keys/);
    expect((await verify(bearer(key))).statusCode).toBe(200);
    expect((await verify(bearer(token))).statusCode).toBe(200);
  });
});
