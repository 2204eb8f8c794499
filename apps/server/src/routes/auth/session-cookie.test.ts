import { expect, it } from "vitest";
import { sessionCookiesOf } from "../../test/session-cookies.js";
import { bearer, describeEachDatabase, GOOD_PASSWORD, registerUser } from "../../test/test-app.js";

describeEachDatabase("web session cookie with CSRF protection", {}, (t) => {
  const login = async () => {
    const { email } = await registerUser(t().app);
    const response = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return { response, ...sessionCookiesOf(response) };
  };

  it("signing in sets the token in an HttpOnly, SameSite=Lax cookie for the API only, and a readable CSRF cookie", async () => {
    const { response, session, csrf, setCookie } = await login();
    expect(session).toBe(response.json().access_token);
    const sessionLine = setCookie.find((c) => c.startsWith("pdftab_session="))!;
    expect(sessionLine).toMatch(/; Path=\/api\/v1(;|$)/);
    expect(sessionLine).toMatch(/; HttpOnly(;|$)/);
    expect(sessionLine).toMatch(/; SameSite=Lax(;|$)/);
    expect(sessionLine).toMatch(/; Max-Age=604800(;|$)/);
    expect(sessionLine).not.toMatch(/Secure/); // plain HTTP here
    const csrfLine = setCookie.find((c) => c.startsWith("pdftab_csrf="))!;
    expect(csrfLine).not.toMatch(/HttpOnly/);
    expect(csrfLine).toMatch(/; Path=\/(;|$)/);
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf).not.toContain(session);
  });

  it("the cookie alone authenticates reads; changes need the CSRF token in X-CSRF-Token", async () => {
    const { cookie, csrf } = await login();
    const verify = await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: { cookie } });
    expect(verify.statusCode).toBe(200);

    const create = (headers: Record<string, string>) =>
      t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: { cookie, ...headers },
        payload: { name: "ci" },
      });
    const without = await create({});
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: "csrf_failed" });
    const wrong = await create({ "x-csrf-token": `${csrf.slice(0, -2)}xx` });
    expect(wrong.statusCode).toBe(403);
    // a CSRF token of another session does not fit this one
    const other = await login();
    expect((await create({ "x-csrf-token": other.csrf })).statusCode).toBe(403);
    const right = await create({ "x-csrf-token": csrf });
    expect(right.statusCode).toBe(201);
    const deleted = await t().app.inject({
      method: "DELETE",
      url: `/api/v1/api-keys/${right.json().id}`,
      headers: { cookie },
    });
    expect(deleted.json()).toMatchObject({ code: "csrf_failed" });
  });

  it("Authorization: Bearer needs no CSRF token (API clients), and wins over a cookie", async () => {
    const { session } = await login();
    const other = await login();
    const created = await t().app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      headers: { ...bearer(session), cookie: other.cookie },
      payload: { name: "script" },
    });
    expect(created.statusCode).toBe(201);
    const mine = await t().app.inject({ method: "GET", url: "/api/v1/api-keys", headers: bearer(session) });
    expect(mine.json().keys.map((k: { id: string }) => k.id)).toContain(created.json().id);
  });

  it("an API key in the cookie is refused", async () => {
    const { session } = await login();
    const key = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(session),
        payload: { name: "k" },
      })
    ).json().key as string;
    const answer = await t().app.inject({
      method: "GET",
      url: "/api/v1/auth/verify",
      headers: { cookie: `pdftab_session=${key}` },
    });
    expect(answer.statusCode).toBe(401);
  });

  it("POST /auth/session moves a stored session token into the cookie: a new session, the old token revoked", async () => {
    const { session: stored } = await login();
    const moved = await t().app.inject({ method: "POST", url: "/api/v1/auth/session", headers: bearer(stored) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ success: true, user: { email: expect.any(String) } });
    expect(moved.body).not.toContain("access_token");
    const fresh = sessionCookiesOf(moved);
    expect(fresh.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.session).not.toBe(stored);
    expect(fresh.setCookie.find((c) => c.startsWith("pdftab_session="))).toMatch(/; HttpOnly(;|$)/);
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: { cookie: fresh.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(stored) })).statusCode,
    ).toBe(401);
    // the old token moves once
    expect(
      (await t().app.inject({ method: "POST", url: "/api/v1/auth/session", headers: bearer(stored) })).statusCode,
    ).toBe(401);
  });

  it("POST /auth/session does not put an API key in a cookie", async () => {
    const { session } = await login();
    const key = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(session),
        payload: { name: "k" },
      })
    ).json().key as string;
    const answer = await t().app.inject({ method: "POST", url: "/api/v1/auth/session", headers: bearer(key) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("session_required");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("sign-out with the cookie revokes the session and clears both cookies", async () => {
    const { cookie, csrf, session } = await login();
    const out = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { cookie, "x-csrf-token": csrf },
    });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookiesOf(out);
    expect(cleared.session).toBe("");
    expect(cleared.setCookie.every((c) => /; Max-Age=0(;|$)/.test(c))).toBe(true);
    expect((await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(session) })).statusCode,
    ).toBe(401);
  });
});

describeEachDatabase("web session cookie behind an HTTPS proxy", { env: { TRUST_PROXY: "true" } }, (t) => {
  it("is Secure when the request came over HTTPS", async () => {
    const { email } = await registerUser(t().app);
    const response = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(sessionCookiesOf(response).setCookie.every((c) => /; Secure(;|$)/.test(c))).toBe(true);
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
