import { expect, it } from "vitest";
import type { OAuthProfile, OAuthProvider } from "../../auth/oauth/providers.js";
import { sessionCookiesOf } from "../../test/session-cookies.js";
import { bearer, describeEachDatabase, registerUser, uniqueEmail } from "../../test/test-app.js";

describeEachDatabase("OAuth when not configured", {}, (t) => {
  it("reports no providers and answers 404 oauth_not_configured", async () => {
    expect((await t().app.inject({ method: "GET", url: "/api/v1/auth/providers" })).json()).toEqual({
      google: false,
      github: false,
    });
    for (const url of [
      "/api/v1/auth/google",
      "/api/v1/auth/oauth/google",
      "/api/v1/auth/oauth/github",
      "/api/v1/auth/oauth/github/callback?code=a&state=b",
    ]) {
      const response = await t().app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("oauth_not_configured");
    }
  });
});

const configured = {
  PUBLIC_URL: "https://pdftab.test",
  GOOGLE_CLIENT_ID: "gid",
  GOOGLE_CLIENT_SECRET: "gs",
  GITHUB_CLIENT_ID: "hid",
  GITHUB_CLIENT_SECRET: "hs",
};

describeEachDatabase("OAuth with Google and GitHub configured", { env: configured }, (t) => {
  it("reports both providers", async () => {
    expect((await t().app.inject({ method: "GET", url: "/api/v1/auth/providers" })).json()).toEqual({
      google: true,
      github: true,
    });
  });

  it("GET /auth/google answers state and the Google URL with PKCE and our callback", async () => {
    const body = (await t().app.inject({ method: "GET", url: "/api/v1/auth/google" })).json();
    expect(body.success).toBe(true);
    const url = new URL(body.auth_url);
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("state")).toBe(body.state);
    expect(url.searchParams.get("client_id")).toBe("gid");
    expect(url.searchParams.get("redirect_uri")).toBe("https://pdftab.test/api/v1/auth/oauth/google/callback");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const stored = await t()
      .database.db.selectFrom("oauth_states")
      .selectAll()
      .where("state", "=", body.state)
      .executeTakeFirst();
    expect(stored?.provider).toBe("google");
  });

  it("GET /auth/oauth/github redirects to GitHub", async () => {
    const response = await t().app.inject({ method: "GET", url: "/api/v1/auth/oauth/github" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
  });

  it("a callback with an unknown state goes back to the login page", async () => {
    const response = await t().app.inject({
      method: "GET",
      url: "/api/v1/auth/oauth/github/callback?code=x&state=forged",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("https://pdftab.test/#/login?oauth_error=invalid_state");
    const denied = await t().app.inject({
      method: "GET",
      url: "/api/v1/auth/oauth/github/callback?error=access_denied",
    });
    expect(denied.headers.location).toBe("https://pdftab.test/#/login?oauth_error=access_denied");
  });
});

/** Stands in for Google's servers: the profile the token exchange would yield. */
let nextProfile: OAuthProfile;
const fakeGoogle: OAuthProvider = {
  name: "google",
  label: "Google",
  authorizationUrl: async (state) => new URL(`https://accounts.google.com/o/oauth2/v2/auth?state=${state}`),
  fetchProfile: async (code) => {
    if (code !== "good-code") throw new Error("invalid_grant");
    return nextProfile;
  },
};

/** The Cookie header a browser sends back after an answer that set the OAuth state cookie (undefined: none set). */
function stateCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const raw = response.headers["set-cookie"];
  const line = (Array.isArray(raw) ? raw : [raw]).map(String).find((c) => c.startsWith("pdftab_oauth_state="));
  return line?.split(";")[0];
}

describeEachDatabase(
  "OAuth callback",
  { env: { PUBLIC_URL: "https://pdftab.test" }, build: { oauth: { google: fakeGoogle } } },
  (t) => {
    /** Starts a sign-in as a browser does: the state, and the Cookie header that browser sends back. */
    const start = async () => {
      const started = await t().app.inject({ method: "GET", url: "/api/v1/auth/google" });
      const { state } = started.json();
      return { state, cookie: stateCookieOf(started) };
    };
    const callback = (code: string, state: string, cookie?: string) =>
      t().app.inject({
        method: "GET",
        url: `/api/v1/auth/oauth/google/callback?code=${code}&state=${state}`,
        headers: cookie ? { cookie } : {},
      });
    const signIn = async (code = "good-code") => {
      const { state, cookie } = await start();
      return callback(code, state, cookie);
    };
    /** The session the callback handed over: only in the HttpOnly cookie, never in the address. */
    const tokenOf = (response: { headers: Record<string, unknown> }) => {
      expect(response.headers.location).toBe("https://pdftab.test/#/dashboard");
      return sessionCookiesOf(response).session;
    };

    it("creates the user, signs in with the session cookie (no token in the URL), and finds the same user next time", async () => {
      const email = uniqueEmail("oauth");
      nextProfile = {
        providerUserId: `g-${email}`,
        email,
        emailVerified: true,
        fullName: "Grace Hopper",
        avatarUrl: "https://img.test/g.png",
      };
      const first = await signIn();
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).not.toContain("token");
      const user = (
        await t().app.inject({
          method: "GET",
          url: "/api/v1/auth/verify",
          headers: { cookie: sessionCookiesOf(first).cookie },
        })
      ).json().user;
      expect(user).toMatchObject({
        email,
        full_name: "Grace Hopper",
        avatar_url: "https://img.test/g.png",
        subscription_tier: "free",
      });
      const second = await signIn();
      const again = (
        await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(tokenOf(second)) })
      ).json().user;
      expect(again.id).toBe(user.id);
    });

    it("links to an existing password account with the same verified e-mail, once the account's address is confirmed", async () => {
      const { email, user } = await registerUser(t().app);
      // confirmed as a password reset or the confirmation link confirms it
      await t()
        .database.db.updateTable("users")
        .set({ email_confirmed_at: new Date() })
        .where("id", "=", user.id)
        .execute();
      nextProfile = {
        providerUserId: `g-${email}`,
        email: email.toUpperCase(),
        emailVerified: true,
        fullName: "Someone",
        avatarUrl: "",
      };
      const response = await signIn();
      const verified = (
        await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(tokenOf(response)) })
      ).json().user;
      expect(verified.id).toBe(user.id);
    });

    it("does not link to a password account whose address was never confirmed: someone may have made it in the owner's name", async () => {
      // the attacker signs up first with the victim's address and a password of their own
      const { email, password, user } = await registerUser(t().app);
      nextProfile = { providerUserId: `g-pre-${email}`, email, emailVerified: true, fullName: "Victim", avatarUrl: "" };
      const response = await signIn();
      expect(response.headers.location).toBe("https://pdftab.test/#/login?oauth_error=oauth_account_unconfirmed");
      expect(sessionCookiesOf(response).session).toBe("");
      const links = await t()
        .database.db.selectFrom("oauth_accounts")
        .select("user_id")
        .where("provider_user_id", "=", `g-pre-${email}`)
        .execute();
      expect(links).toEqual([]);
      // once the owner proves the address (password reset), Google signs in to the account
      await t().app.inject({ method: "POST", url: "/api/v1/auth/password-reset/request", payload: { email } });
      const mail = await waitForMail(email);
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]!);
      const reset = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/password-reset/confirm",
        payload: { token, password: `${password}x` },
      });
      expect(reset.statusCode).toBe(200);
      const after = await signIn();
      const verified = (
        await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(tokenOf(after)) })
      ).json().user;
      expect(verified.id).toBe(user.id);
    });

    /** The text of the latest mail to `email` (the reset mail is sent just after the answer). */
    async function waitForMail(email: string): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const mail = t().mails.findLast((m) => m.to === email);
        if (mail) return mail.text;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${email}`);
    }

    it("refuses an unverified e-mail, a failed code exchange and a reused state", async () => {
      const { email } = await registerUser(t().app);
      nextProfile = { providerUserId: `g-x-${email}`, email, emailVerified: false, fullName: "Mallory", avatarUrl: "" };
      expect((await signIn()).headers.location).toBe("https://pdftab.test/#/login?oauth_error=oauth_failed");
      expect((await signIn("bad-code")).headers.location).toBe("https://pdftab.test/#/login?oauth_error=oauth_failed");
      const { state, cookie } = await start();
      await callback("bad-code", state, cookie);
      const reused = await callback("good-code", state, cookie);
      expect(reused.headers.location).toBe("https://pdftab.test/#/login?oauth_error=invalid_state");
    });

    it("signs in only the browser that started the sign-in: a callback link opened elsewhere is refused (login CSRF)", async () => {
      const email = uniqueEmail("oauth-csrf");
      nextProfile = { providerUserId: `g-${email}`, email, emailVerified: true, fullName: "Mallory", avatarUrl: "" };
      // the attacker starts a sign-in with their own provider account and stops at the callback address
      const attacker = await start();
      const victimsOwn = await start();
      for (const cookie of [undefined, victimsOwn.cookie]) {
        const opened = await callback("good-code", attacker.state, cookie);
        expect(opened.headers.location).toBe("https://pdftab.test/#/login?oauth_error=invalid_state");
        expect(sessionCookiesOf(opened).session).toBe("");
      }
      expect(await t().database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBe(
        undefined,
      );
      // the browser holding the state still finishes its own sign-in, and the cookie is cleared
      const own = await callback("good-code", attacker.state, attacker.cookie);
      expect(sessionCookiesOf(own).session).not.toBe("");
      expect(String(own.headers["set-cookie"])).toMatch(/pdftab_oauth_state=; Path=\/api\/v1\/auth\/oauth; Max-Age=0/);
    });

    it("the browser start sets the state cookie HttpOnly, SameSite=Lax, for the callbacks only, for as long as the state lives", async () => {
      const response = await t().app.inject({ method: "GET", url: "/api/v1/auth/oauth/google" });
      expect(response.statusCode).toBe(302);
      const state = new URL(String(response.headers.location)).searchParams.get("state");
      expect(response.headers["set-cookie"]).toBe(
        `pdftab_oauth_state=${state}; Path=/api/v1/auth/oauth; Max-Age=600; SameSite=Lax; HttpOnly`,
      );
    });
  },
);
