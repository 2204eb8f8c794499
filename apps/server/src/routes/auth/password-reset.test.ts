import { describe, expect, it } from "vitest";
import type { Mail, Mailer } from "../../mail/mailer.js";
import {
  bearer,
  createTestApp,
  describeEachDatabase,
  GOOD_PASSWORD,
  registerUser,
  uniqueEmail,
} from "../../test/test-app.js";
import { RESET_MAILS_PER_HOUR, RESET_REQUESTED_MESSAGE } from "./password-reset.js";

const requestUrl = "/api/v1/auth/password-reset/request";
const confirmUrl = "/api/v1/auth/password-reset/confirm";
const NEW_PASSWORD = "Brand9NewPass";

describeEachDatabase("password reset", { env: { PUBLIC_URL: "https://pdftab.test" } }, (t) => {
  /** Asks for a reset and waits for the work done after the answer (the mail). */
  const requestReset = async (email: string) => {
    const response = await t().app.inject({ method: "POST", url: requestUrl, payload: { email } });
    await t().app.background.idle();
    return response;
  };
  const confirm = (payload: Record<string, unknown>) => t().app.inject({ method: "POST", url: confirmUrl, payload });
  const login = (email: string, password: string) =>
    t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
  /** Asks for a reset and takes the token out of the mailed link. */
  const resetToken = async (email: string) => {
    await requestReset(email);
    const mail = t().mails.findLast((m) => m.to === email)!;
    expect(mail.text).toContain("https://pdftab.test/#/reset-password?token=");
    return decodeURIComponent(mail.text.match(/reset-password\?token=(\S+)/)![1]!);
  };

  it("answers the same for known and unknown addresses, mailing only the known one", async () => {
    const { email } = await registerUser(t().app);
    const before = t().mails.length;
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail("ghost"));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t().mails.length).toBe(before + 1);
  });

  it(`mails at most ${RESET_MAILS_PER_HOUR} links per hour to one account, answering the same`, async () => {
    const { email } = await registerUser(t().app);
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      expect((await requestReset(email)).json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    }
    expect(t().mails.filter((m) => m.to === email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it("validates the address", async () => {
    expect((await requestReset("")).json()).toEqual({ detail: "Email is required", code: "validation_failed" });
    expect((await requestReset("nope")).json()).toEqual({
      detail: "Please enter a valid email address",
      code: "validation_failed",
    });
  });

  it("stores the token hashed", async () => {
    const { email, user } = await registerUser(t().app);
    const token = await resetToken(email);
    const rows = await t()
      .database.db.selectFrom("password_reset_tokens")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
  });

  it("sets the new password, works once and signs out every session", async () => {
    const { email, token: session } = await registerUser(t().app);
    const token = await resetToken(email);
    const response = await confirm({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(session) })).statusCode,
    ).toBe(401);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const reuse = await confirm({ token, password: "Another1Pass" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      detail: "This password reset link is invalid, expired or already used. Please request a new one.",
      code: "invalid_token",
    });
  });

  it("refuses an expired token", async () => {
    const { email, user } = await registerUser(t().app);
    const token = await resetToken(email);
    await t()
      .database.db.updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    const response = await confirm({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_token");
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("checks the new password with the sign-up rules before spending the token", async () => {
    const { email } = await registerUser(t().app);
    const token = await resetToken(email);
    const weak = await confirm({ token, password: "alllowercase1" });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({
      detail: "Password must contain at least one uppercase letter",
      code: "validation_failed",
    });
    expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a missing or made-up token", async () => {
    expect((await confirm({ password: NEW_PASSWORD })).json().code).toBe("invalid_token");
    expect((await confirm({ token: "made-up", password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it("voids every other outstanding reset link once one is used", async () => {
    const { email } = await registerUser(t().app);
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect((await confirm({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    const stale = await confirm({ token: first, password: "Attacker9Pass" });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe("invalid_token");
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, "Attacker9Pass")).statusCode).toBe(401);
  });

  it("keeps API keys, names them in the mail and the answer, and DELETE /api-keys revokes them all", async () => {
    const { email, token: session } = await registerUser(t().app);
    const keys: string[] = [];
    for (const name of ["nightly import", "ci job"]) {
      const created = await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(session),
        payload: { name },
      });
      keys.push(created.json().key as string);
    }
    const token = await resetToken(email);
    const mail = t().mails.findLast((m) => m.to === email)!;
    expect(mail.text).toContain("Your account has 2 API key(s). They keep working after a password reset");
    expect(mail.text).toContain(`nightly import (${keys[0]!.slice(0, 16)}_...${keys[0]!.slice(-4)})`);
    expect(mail.text).toContain("ci job (");
    expect(mail.text).toContain("https://pdftab.test/#/api-keys");

    const done = await confirm({ token, password: NEW_PASSWORD });
    expect(done.json()).toMatchObject({ success: true, api_keys_active: 2 });
    // keys are for machines: they still work after the reset
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(keys[0]!) })).statusCode,
    ).toBe(200);

    // an API key cannot revoke keys; the owner's new session can, all at once
    expect(
      (await t().app.inject({ method: "DELETE", url: "/api/v1/api-keys", headers: bearer(keys[0]!) })).statusCode,
    ).toBe(403);
    const fresh = (await login(email, NEW_PASSWORD)).json().access_token as string;
    const revoked = await t().app.inject({ method: "DELETE", url: "/api/v1/api-keys", headers: bearer(fresh) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, revoked: 2 });
    for (const key of keys)
      expect(
        (await t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(key) })).statusCode,
      ).toBe(401);
    expect(
      (await t().app.inject({ method: "GET", url: "/api/v1/api-keys", headers: bearer(fresh) })).json().keys,
    ).toEqual([]);
    expect(
      (await t().app.inject({ method: "DELETE", url: "/api/v1/api-keys", headers: bearer(fresh) })).json().revoked,
    ).toBe(0);
  });

  it("mails no key list to an account without keys", async () => {
    const { email } = await registerUser(t().app);
    const token = await resetToken(email);
    expect(t().mails.findLast((m) => m.to === email)!.text).not.toContain("API key");
    expect((await confirm({ token, password: NEW_PASSWORD })).json().api_keys_active).toBe(0);
  });
});

describe("password reset request timing", () => {
  it("answers before it looks up the account or mails, so both answers take the same path", async () => {
    // a mailer that holds every mail until the test lets it go
    const sent: Mail[] = [];
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let sending = 0;
    const mailer: Mailer = {
      delivers: true,
      send: async (mail) => {
        sending++;
        await gate;
        sent.push(mail);
      },
    };
    const t = await createTestApp("pglite", { build: { mailer } });
    try {
      const { email } = await registerUser(t.app);
      const known = await t.app.inject({ method: "POST", url: requestUrl, payload: { email } });
      const unknown = await t.app.inject({ method: "POST", url: requestUrl, payload: { email: uniqueEmail("ghost") } });
      // both answered while the known account's mail is still held: the answer never waited for it
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(sent).toHaveLength(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(sending).toBe(1);
      letGo();
      await t.app.background.idle();
      expect(sent.map((m) => m.to)).toEqual([email]);
    } finally {
      letGo();
      await t.close();
    }
  });

  it("leaves no working link behind when the reset mail cannot be sent", async () => {
    const mailer: Mailer = {
      delivers: true,
      send: async () => {
        throw new Error("550 mailbox unavailable");
      },
    };
    const t = await createTestApp("pglite", { build: { mailer } });
    try {
      const { email, user } = await registerUser(t.app);
      const answer = await t.app.inject({ method: "POST", url: requestUrl, payload: { email } });
      expect(answer.json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
      await t.app.background.idle();
      const tokens = await t.database.db
        .selectFrom("password_reset_tokens")
        .select("id")
        .where("user_id", "=", user.id)
        .execute();
      expect(tokens).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("keeps the hourly mail limit when the requests come at once", async () => {
    const t = await createTestApp("pglite");
    try {
      const { email } = await registerUser(t.app);
      await Promise.all(
        Array.from({ length: 10 }, () => t.app.inject({ method: "POST", url: requestUrl, payload: { email } })),
      );
      await t.app.background.idle();
      expect(t.mails.filter((m) => m.to === email)).toHaveLength(RESET_MAILS_PER_HOUR);
    } finally {
      await t.close();
    }
  });
});

describeEachDatabase(
  "password reset requests per client address",
  { env: { RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "2" } },
  (t) => {
    const requestReset = (email: string, ip: string) =>
      t().app.inject({ method: "POST", url: requestUrl, payload: { email }, remoteAddress: ip });

    it("refuses the address past the hourly limit with 429 too_many_reset_requests, mailing nobody, known or not", async () => {
      const ip = "198.51.100.30";
      const accounts = [await registerUser(t().app), await registerUser(t().app), await registerUser(t().app)];
      expect((await requestReset(accounts[0]!.email, ip)).statusCode).toBe(200);
      expect((await requestReset(uniqueEmail("ghost"), ip)).statusCode).toBe(200);
      for (const email of [accounts[1]!.email, uniqueEmail("ghost")]) {
        const refused = await requestReset(email, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          code: "too_many_reset_requests",
          detail: expect.stringMatching(
            /^Too many password reset requests came from your network address\. Please try again in \d+ (minute|hour)\(s\)\.$/,
          ),
        });
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
      await t().app.background.idle();
      expect(t().mails.filter((m) => m.to === accounts[1]!.email)).toEqual([]);
      // another address is not held up
      expect((await requestReset(accounts[2]!.email, "198.51.100.31")).statusCode).toBe(200);
      await t().app.background.idle();
      expect(t().mails.filter((m) => m.to === accounts[2]!.email)).toHaveLength(1);
    });
  },
);

describe("a reset mail that could not be sent", () => {
  it(`does not count against the account's ${RESET_MAILS_PER_HOUR} an hour, so a request once mail works gets one`, async () => {
    let down = true;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      delivers: true,
      send: async (mail) => {
        if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        sent.push(mail);
      },
    };
    const t = await createTestApp("pglite", { build: { mailer } });
    try {
      const { email } = await registerUser(t.app);
      const ask = async () => {
        await t.app.inject({ method: "POST", url: requestUrl, payload: { email } });
        await t.app.background.idle();
      };
      for (let i = 0; i < RESET_MAILS_PER_HOUR + 1; i++) await ask();
      down = false;
      await ask();
      expect(sent.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
