import { expect, it, vi } from "vitest";
import { sessionCookiesOf } from "../../test/session-cookies.js";
import { bearer, describeEachDatabase, GOOD_PASSWORD, uniqueEmail } from "../../test/test-app.js";

const url = "/api/v1/auth/register";

describeEachDatabase("POST /auth/register", {}, (t) => {
  it("creates an account and signs it in", async () => {
    const email = uniqueEmail();
    const response = await t().app.inject({
      method: "POST",
      url,
      payload: { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, full_name: "  Ada Lovelace " },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      email_confirmation_required: false,
      message: "Account created successfully",
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      full_name: "Ada Lovelace",
      avatar_url: "",
      subscription_tier: "free",
    });
    const verify = await t().app.inject({
      method: "GET",
      url: "/api/v1/auth/verify",
      headers: bearer(body.access_token),
    });
    expect(verify.json().user.email).toBe(email);
  });

  it("stores the password as an Argon2id hash and the session token only hashed", async () => {
    const email = uniqueEmail();
    const response = await t().app.inject({
      method: "POST",
      url,
      payload: { email, password: GOOD_PASSWORD, full_name: "Hash Check" },
    });
    const user = await t()
      .database.db.selectFrom("users")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await t().database.db.selectFrom("sessions").selectAll().where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toContain(response.json().access_token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ["missing full name", { email: "a@b.co", password: GOOD_PASSWORD }, "Full name is required"],
    ["blank full name", { full_name: "   ", email: "a@b.co", password: GOOD_PASSWORD }, "Full name is required"],
    [
      "short full name",
      { full_name: " A ", email: "a@b.co", password: GOOD_PASSWORD },
      "Full name must be at least 2 characters",
    ],
    ["missing email", { full_name: "Ann", password: GOOD_PASSWORD }, "Email is required"],
    [
      "invalid email",
      { full_name: "Ann", email: "not-an-email", password: GOOD_PASSWORD },
      "Please enter a valid email address",
    ],
    ["missing password", { full_name: "Ann", email: "a@b.co" }, "Password is required"],
    [
      "short password",
      { full_name: "Ann", email: "a@b.co", password: "Ab1" },
      "Password must be at least 8 characters",
    ],
    [
      "no lowercase",
      { full_name: "Ann", email: "a@b.co", password: "ABCDEFG1" },
      "Password must contain at least one lowercase letter",
    ],
    [
      "no uppercase",
      { full_name: "Ann", email: "a@b.co", password: "abcdefg1" },
      "Password must contain at least one uppercase letter",
    ],
    [
      "no digit",
      { full_name: "Ann", email: "a@b.co", password: "Abcdefgh" },
      "Password must contain at least one number",
    ],
    ["everything missing: first rule wins", {}, "Full name is required"],
  ];
  for (const [name, payload, detail] of rules) {
    it(`rejects ${name} with the documented message`, async () => {
      const response = await t().app.inject({ method: "POST", url, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail, code: "validation_failed" });
    });
  }

  it("refuses a second account for the same address, whatever its case", async () => {
    const email = uniqueEmail();
    await t().app.inject({ method: "POST", url, payload: { email, password: GOOD_PASSWORD, full_name: "First" } });
    const again = await t().app.inject({
      method: "POST",
      url,
      payload: { email: email.toUpperCase(), password: GOOD_PASSWORD, full_name: "Second" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "An account with this email already exists", code: "email_taken" });
  });

  it("stores SQL-looking strings verbatim", async () => {
    const fullName = "Robert'); DROP TABLE users;--";
    const email = `o'reilly.${Date.now()}@example.com`;
    const response = await t().app.inject({
      method: "POST",
      url,
      payload: { email, password: GOOD_PASSWORD, full_name: fullName },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ full_name: fullName, email });
    const count = await t()
      .database.db.selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it("keeps a full name on one line: line breaks and invisible characters become spaces, and a name of only those is missing", async () => {
    // the name is written into mails sent to others (invitations): it must not bring lines of its own
    const response = await t().app.inject({
      method: "POST",
      url,
      payload: {
        email: `lines.${Date.now()}@example.com`,
        password: GOOD_PASSWORD,
        full_name: " Eve\r\n\r\nYour account is locked\u202e ",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.full_name).toBe("Eve Your account is locked");
    const blank = await t().app.inject({
      method: "POST",
      url,
      payload: { email: `blank.${Date.now()}@example.com`, password: GOOD_PASSWORD, full_name: "\u0007\n\u200b" },
    });
    expect([blank.statusCode, blank.json().detail]).toEqual([422, "Full name is required"]);
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const response = await t().app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "The request body is not valid JSON", code: "invalid_json" });
  });

  it("answers a 10 MB JSON body with 413", async () => {
    const payload = JSON.stringify({
      full_name: "x".repeat(10 * 1024 * 1024),
      email: "a@b.co",
      password: GOOD_PASSWORD,
    });
    const response = await t().app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: "The request body is larger than the 1 MB this endpoint accepts",
      code: "payload_too_large",
    });
  });

  it("answers a non-JSON content type with 415", async () => {
    const response = await t().app.inject({
      method: "POST",
      url,
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.co",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "unsupported_media_type" });
    expect(response.json().detail).toContain("text/plain");
  });

  it("answers wrongly typed fields with 422 and the field name", async () => {
    const response = await t().app.inject({
      method: "POST",
      url,
      payload: { full_name: "Ann", email: { address: "a@b.co" }, password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: "email must be string", code: "validation_failed" });
  });

  it("answers a JSON body that is not an object with 422", async () => {
    for (const payload of ["[1,2]", "null", "42"]) {
      const response = await t().app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: "The request body must be object", code: "validation_failed" });
    }
  });
});

describeEachDatabase(
  "POST /auth/register with EMAIL_CONFIRMATION=true",
  { env: { EMAIL_CONFIRMATION: "true", PUBLIC_URL: "https://pdftab.test" } },
  (t) => {
    it("mails a confirmation link instead of signing in; the link confirms and signs in once", async () => {
      const email = uniqueEmail();
      const response = await t().app.inject({
        method: "POST",
        url,
        payload: { email, password: GOOD_PASSWORD, full_name: "Con Firm" },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ success: true, email_confirmation_required: true, access_token: null });
      expect(response.json().message).toContain("check your email");

      const login = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email, password: GOOD_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe("email_not_confirmed");

      const mail = t().mails.findLast((m) => m.to === email)!;
      expect(mail.subject).toBe("Confirm your pdftab account");
      const token = tokenOf(mail.text);
      // the page the link opens confirms in the browser that signed up: it holds the sign-up's cookie
      const confirm = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/confirm",
        headers: { cookie: confirmationCookieOf(response) },
        payload: { token },
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toMatchObject({ signed_in: true, email });
      const verify = await t().app.inject({
        method: "GET",
        url: "/api/v1/auth/verify",
        headers: { cookie: sessionCookiesOf(confirm).cookie },
      });
      expect(verify.json().user.email).toBe(email);

      const reuse = await t().app.inject({ method: "POST", url: "/api/v1/auth/confirm", payload: { token } });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({
        detail: "This confirmation link is invalid, expired or already used",
        code: "invalid_token",
      });
      const loginAfter = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email, password: GOOD_PASSWORD },
      });
      expect(loginAfter.statusCode).toBe(200);
    });

    it("a link opened in another browser confirms the address but signs nobody in there (login CSRF)", async () => {
      // someone signs up with an address of their own and passes the link on unopened
      const email = uniqueEmail("passed-on");
      const signup = await t().app.inject({
        method: "POST",
        url,
        payload: { email, password: GOOD_PASSWORD, full_name: "Link Sender" },
      });
      const mail = t().mails.findLast((m) => m.to === email)!;
      const other = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/confirm",
        headers: { cookie: "pdftab_confirmation=forged" },
        payload: { token: tokenOf(mail.text) },
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toMatchObject({ signed_in: false, user: null });
      expect(sessionCookiesOf(other).session).toBe("");
      // the browser that signed up holds the cookie that makes the link its own
      expect(signup.headers["set-cookie"]).toMatch(
        /^pdftab_confirmation=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth\/confirm; Max-Age=86400; SameSite=Lax; HttpOnly$/,
      );
      // the address is confirmed: its owner signs in with the password
      const login = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email, password: GOOD_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    });

    it("mails a new link to an account waiting for confirmation, the same answer for any address, at most 3 an hour", async () => {
      const email = uniqueEmail();
      await t().app.inject({
        method: "POST",
        url,
        payload: { email, password: GOOD_PASSWORD, full_name: "Late Reader" },
      });
      const resend = (address: string) =>
        t().app.inject({ method: "POST", url: "/api/v1/auth/confirmation/resend", payload: { email: address } });
      const mailsTo = (address: string) => t().mails.filter((m) => m.to === address).length;
      const answer = await resend(email.toUpperCase());
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        message:
          "If an account with this email is waiting for confirmation, we have sent it a new link. Check your inbox.",
      });
      const unknown = await resend(uniqueEmail());
      expect(unknown.json()).toEqual(answer.json());
      await vi.waitFor(() => expect(mailsTo(email)).toBe(2));
      // the new link confirms and signs in
      const token = tokenOf(t().mails.findLast((m) => m.to === email)!.text);
      expect(
        (await t().app.inject({ method: "POST", url: "/api/v1/auth/confirm", payload: { token } })).statusCode,
      ).toBe(200);
      // confirmed: nothing more is sent
      await resend(email);
      const other = uniqueEmail();
      await t().app.inject({
        method: "POST",
        url,
        payload: { email: other, password: GOOD_PASSWORD, full_name: "Again" },
      });
      for (let i = 0; i < 5; i++) await resend(other);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(email)).toBe(2);
      expect(mailsTo(other)).toBe(4); // the sign-up's mail and 3 more
      expect((await resend("not-an-address")).statusCode).toBe(422);
    });

    it("sends a browser opening a used or unknown old link to the confirmation page, which says so", async () => {
      const response = await t().app.inject({
        method: "GET",
        url: "/api/v1/auth/confirm?token=used-or-unknown",
        headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("https://pdftab.test/#/confirm-email?token=used-or-unknown");
    });

    it("rejects a confirmation without a token", async () => {
      const response = await t().app.inject({ method: "GET", url: "/api/v1/auth/confirm" });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("invalid_token");
    });
  },
);

describeEachDatabase(
  "POST /auth/register: sign-ups per client address",
  { env: { SIGNUPS_PER_ADDRESS_PER_HOUR: "3" } },
  (t) => {
    const signUp = (email: string, ip: string) =>
      t().app.inject({
        method: "POST",
        url,
        payload: { email, password: GOOD_PASSWORD, full_name: "Mass Signup" },
        remoteAddress: ip,
      });
    const accounts = async (emails: string[]) =>
      (await t().database.db.selectFrom("users").select("email").where("email", "in", emails).execute()).length;

    it("refuses the address past the hourly limit with 429 too_many_signups (before any lookup), and no other address", async () => {
      const ip = "198.51.100.7";
      const first = [uniqueEmail("mass"), uniqueEmail("mass"), uniqueEmail("mass")];
      for (const email of first) expect((await signUp(email, ip)).statusCode).toBe(201);

      const extra = uniqueEmail("mass");
      const refused = await signUp(extra, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail: expect.stringMatching(
          /^Too many accounts were created from your network address\. Please try again in \d+ (minute|hour)\(s\)\.$/,
        ),
        code: "too_many_signups",
      });
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await accounts([extra])).toBe(0);
      // probing whether an address has an account is counted too: the answer is 429, not email_taken
      expect((await signUp(first[0]!, ip)).json().code).toBe("too_many_signups");

      expect((await signUp(uniqueEmail("other"), "198.51.100.8")).statusCode).toBe(201);
    });

    it("holds when the sign-ups arrive together: of 8 simultaneous ones exactly 3 create an account", async () => {
      const emails = Array.from({ length: 8 }, () => uniqueEmail("burst"));
      const answers = await Promise.all(emails.map((email) => signUp(email, "203.0.113.9")));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
      expect(await accounts(emails)).toBe(3);
    });
  },
);

describeEachDatabase(
  "POST /auth/confirmation/resend: requests per client address",
  { env: { EMAIL_CONFIRMATION: "true", RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "2" } },
  (t) => {
    const resend = (email: string, ip: string) =>
      t().app.inject({
        method: "POST",
        url: "/api/v1/auth/confirmation/resend",
        payload: { email },
        remoteAddress: ip,
      });

    it("refuses the address past the hourly limit with 429 too_many_confirmation_requests, mailing nobody", async () => {
      const ip = "198.51.100.40";
      const waiting = [uniqueEmail("waiting"), uniqueEmail("waiting")];
      for (const email of waiting)
        await t().app.inject({
          method: "POST",
          url,
          payload: { email, password: GOOD_PASSWORD, full_name: "Waiting" },
        });
      await t().app.background.idle();
      const mailsTo = (address: string) => t().mails.filter((m) => m.to === address).length;
      expect((await resend(uniqueEmail("ghost"), ip)).statusCode).toBe(200);
      expect((await resend(uniqueEmail("ghost"), ip)).statusCode).toBe(200);
      const refused = await resend(waiting[0]!, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: "too_many_confirmation_requests",
        detail: expect.stringMatching(
          /^Too many confirmation link requests came from your network address\. Please try again in \d+ (minute|hour)\(s\)\.$/,
        ),
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      await t().app.background.idle();
      expect(mailsTo(waiting[0]!)).toBe(1); // the sign-up's mail only
      // another address is not held up
      expect((await resend(waiting[1]!, "198.51.100.41")).statusCode).toBe(200);
      await t().app.background.idle();
      expect(mailsTo(waiting[1]!)).toBe(2);
    });
  },
);

/** The token of a confirmation mail's link (the web app's page, the token in the fragment). */
function tokenOf(mailText: string): string {
  return decodeURIComponent(mailText.match(/https:\/\/pdftab\.test\/#\/confirm-email\?token=(\S+)/)![1]!);
}

/** The Cookie header of the browser that signed up (the confirmation cookie its answer set). */
function confirmationCookieOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers["set-cookie"];
  const line = (Array.isArray(raw) ? raw : [raw]).map(String).find((c) => c.startsWith("pdftab_confirmation="));
  return line?.split(";")[0] ?? "";
}
