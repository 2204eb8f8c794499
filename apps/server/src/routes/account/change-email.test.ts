import { expect, it } from "vitest";
import { MAIL_TRIES_PER_HOUR } from "../../auth/mail-allowance.js";
import { hashToken } from "../../auth/tokens.js";
import type { Mail, Mailer } from "../../mail/mailer.js";
import { bearer, describeEachDatabase, GOOD_PASSWORD, registerUser, uniqueEmail } from "../../test/test-app.js";
import { EMAIL_CHANGE_MAILS_PER_HOUR } from "./change-email.js";

describeEachDatabase("changing the e-mail address", { env: { PUBLIC_URL: "https://pdftab.test" } }, (t) => {
  const request = (token: string, payload: object) =>
    t().app.inject({ method: "POST", url: "/api/v1/account/email", headers: bearer(token), payload });
  /** The confirmation page's button: POST the token. */
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: "POST", url: "/api/v1/account/email/confirm", headers, payload: { token } });
  /** The API address mails carried before the confirmation page. */
  const openOldLink = (token: string, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: "GET",
      url: `/api/v1/account/email/confirm?token=${encodeURIComponent(token)}`,
      headers,
    });
  const preview = (token: string) =>
    t().app.inject({ method: "GET", url: `/api/v1/account/email/confirm/preview?token=${encodeURIComponent(token)}` });
  const login = (email: string, password = GOOD_PASSWORD) =>
    t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
  const verify = (token: string) =>
    t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) });
  /** The token of the newest change link mailed to `to`. */
  const linkTokenFor = (to: string) => {
    const mail = t().mails.findLast((m) => m.to === to)!;
    expect(mail.text).toContain("https://pdftab.test/#/account/email/confirm?token=");
    return decodeURIComponent(mail.text.match(/email\/confirm\?token=(\S+)/)![1]!);
  };
  /** Asks for a change to `newEmail` and answers the mailed link's token. */
  const changeLink = async (session: string, newEmail: string) => {
    const answer = await request(session, { email: newEmail, current_password: GOOD_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(202);
    return linkTokenFor(newEmail);
  };

  it("mails a link to the new address; using it changes the address, tells the old one, and shows at once", async () => {
    const { token: session, email: oldEmail, user } = await registerUser(t().app);
    expect((await verify(session)).json().user.email).toBe(oldEmail); // cached now
    const newEmail = uniqueEmail("moved");
    const answer = await request(session, { email: `  ${newEmail.toUpperCase()} `, current_password: GOOD_PASSWORD });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({
      success: true,
      message: `We have sent a confirmation link to ${newEmail}. Your address changes when you open it and confirm the change.`,
      pending_email: newEmail,
    });
    const token = linkTokenFor(newEmail);
    // nothing changes before the link is used, and only the token's hash is stored
    expect((await login(oldEmail)).statusCode).toBe(200);
    const rows = await t()
      .database.db.selectFrom("email_change_tokens")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.new_email).toBe(newEmail);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const state = await t().app.inject({ method: "GET", url: "/api/v1/account/email", headers: bearer(session) });
    expect(state.json()).toEqual({ email: oldEmail, has_password: true, pending_email: newEmail });

    const used = await confirm(token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ success: true, message: `Your e-mail address is now ${newEmail}.`, email: newEmail });
    expect((await verify(session)).json().user.email).toBe(newEmail);
    const notice = t().mails.findLast((m) => m.to === oldEmail)!;
    expect(notice.subject).toBe("Your pdftab e-mail address was changed");
    expect(notice.text).toContain(`e-mail address was changed to ${newEmail}`);
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(oldEmail)).statusCode).toBe(401);
  });

  it("works once: a second use is refused", async () => {
    const { token: session } = await registerUser(t().app);
    const token = await changeLink(session, uniqueEmail("once"));
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail:
        "This e-mail change link is invalid, expired or already used. Please ask for a new one in your account settings.",
      code: "invalid_token",
    });
    expect((await confirm("")).json().code).toBe("invalid_token");
    expect((await openOldLink(token)).json().code).toBe("invalid_token");
  });

  it("shows the new address of a live link without using it; a used link shows nothing", async () => {
    const { token: session, email } = await registerUser(t().app);
    const newEmail = uniqueEmail("shown");
    const token = await changeLink(session, newEmail);
    for (let i = 0; i < 2; i++) {
      const shown = await preview(token);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().new_email).toBe(newEmail);
      expect(Date.parse(shown.json().expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    }
    expect((await verify(session)).json().user.email).toBe(email);
    expect((await confirm(token)).statusCode).toBe(200);
    const spent = await preview(token);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().code).toBe("invalid_token");
    expect((await preview("")).json().code).toBe("invalid_token");
  });

  it("sends a browser opening an old API link to the confirmation page without using the token", async () => {
    const { token: session, email } = await registerUser(t().app);
    const newEmail = uniqueEmail("scanned");
    const token = await changeLink(session, newEmail);
    // a mail scanner or link previewer fetching the link, as browsers do
    const opened = await openOldLink(token, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      `https://pdftab.test/#/account/email/confirm?token=${encodeURIComponent(token)}`,
    );
    expect((await verify(session)).json().user.email).toBe(email);
    expect((await preview(token)).json().new_email).toBe(newEmail);
    // a client of the API asks for JSON, and the old link still changes the address for it
    const used = await openOldLink(token);
    expect(used.statusCode).toBe(200);
    expect(used.json().email).toBe(newEmail);
    expect((await verify(session)).json().user.email).toBe(newEmail);
    const afterUse = await openOldLink(token, { accept: "text/html" });
    expect(afterUse.headers.location).toBe(
      `https://pdftab.test/#/account/email/confirm?token=${encodeURIComponent(token)}`,
    );
  });

  it("refuses an expired link", async () => {
    const { token: session, email, user } = await registerUser(t().app);
    const token = await changeLink(session, uniqueEmail("late"));
    await t()
      .database.db.updateTable("email_change_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    expect((await confirm(token)).json().code).toBe("invalid_token");
    expect((await verify(session)).json().user.email).toBe(email);
  });

  it("keeps only the newest link of an account alive, and a used one ends the others", async () => {
    const { token: session } = await registerUser(t().app);
    const first = uniqueEmail("first");
    const firstToken = await changeLink(session, first);
    const second = uniqueEmail("second");
    const secondToken = await changeLink(session, second);
    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expect((await verify(session)).json().user.email).toBe(second);
  });

  it("refuses a wrong or missing password, the same address, a malformed one and an API key", async () => {
    const { token: session, email } = await registerUser(t().app);
    const wrong = await request(session, { email: uniqueEmail(), current_password: "Not1TheRight" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: "The password is not correct", code: "password_incorrect" });
    expect((await request(session, { email: uniqueEmail() })).json()).toEqual({
      detail: "Enter your current password",
      code: "validation_failed",
    });
    const same = await request(session, { email: email.toUpperCase(), current_password: GOOD_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: "This is already your account's e-mail address", code: "email_unchanged" });
    const malformed = await request(session, { email: "nope", current_password: GOOD_PASSWORD });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ detail: "Please enter a valid email address", code: "validation_failed" });
    const key = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(session),
        payload: { name: "k" },
      })
    ).json().key as string;
    expect((await request(key, { email: uniqueEmail(), current_password: GOOD_PASSWORD })).json().code).toBe(
      "session_required",
    );
    expect(t().mails.filter((m) => m.subject.startsWith("Confirm your new"))).not.toContainEqual(
      expect.objectContaining({ to: "nope" }),
    );
  });

  it("refuses an address another account has, when asked and when the link is used", async () => {
    const { token: session, email } = await registerUser(t().app);
    const { email: taken } = await registerUser(t().app);
    const atRequest = await request(session, { email: taken, current_password: GOOD_PASSWORD });
    expect(atRequest.statusCode).toBe(409);
    expect(atRequest.json()).toEqual({ detail: "An account with this email already exists", code: "email_taken" });

    // a sign-up takes the address while the link waits in the mailbox
    const raced = uniqueEmail("raced");
    const token = await changeLink(session, raced);
    await registerUser(t().app, raced);
    const atConfirm = await confirm(token);
    expect(atConfirm.statusCode).toBe(409);
    expect(atConfirm.json().code).toBe("email_taken");
    expect((await verify(session)).json().user.email).toBe(email);
    expect((await login(raced)).statusCode).toBe(200); // the new account keeps its address
  });

  it("someone else's link changes only the account that asked for it, never the one opening it", async () => {
    const asker = await registerUser(t().app);
    const opener = await registerUser(t().app);
    const newEmail = uniqueEmail("asked");
    const token = await changeLink(asker.token, newEmail);
    const opened = await confirm(token, bearer(opener.token));
    expect(opened.statusCode).toBe(200);
    expect((await verify(opener.token)).json().user.email).toBe(opener.email);
    expect((await verify(asker.token)).json().user.email).toBe(newEmail);
  });

  it("tells an account without a password to set one first", async () => {
    const { token: session, user } = await registerUser(t().app);
    await t().database.db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
    const state = await t().app.inject({ method: "GET", url: "/api/v1/account/email", headers: bearer(session) });
    expect(state.json().has_password).toBe(false);
    const answer = await request(session, { email: uniqueEmail(), current_password: "" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe("password_not_set");
  });

  it(`mails at most ${EMAIL_CHANGE_MAILS_PER_HOUR} links an hour to one account`, async () => {
    const { token: session } = await registerUser(t().app);
    for (let i = 0; i < EMAIL_CHANGE_MAILS_PER_HOUR; i++) await changeLink(session, uniqueEmail("many"));
    const over = await request(session, { email: uniqueEmail("many"), current_password: GOOD_PASSWORD });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("too_many_email_change_requests");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describeEachDatabase(
  "e-mail change requests per client address",
  { env: { RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "2" } },
  (t) => {
    it("are limited as password reset requests are", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { token } = await registerUser(t().app);
        const answer = await t().app.inject({
          method: "POST",
          url: "/api/v1/account/email",
          headers: bearer(token),
          payload: { email: uniqueEmail(), current_password: GOOD_PASSWORD },
        });
        codes.push(answer.statusCode);
      }
      expect(codes).toEqual([202, 202, 429]);
    });
  },
);

/** Mails the app sent; a mail to an address starting with "unreachable" fails as a refusing SMTP server would. */
const sentMails: Mail[] = [];
/** While true every mail fails, as when the mail server is down. */
let mailServerDown = false;
const refusingMailer: Mailer = {
  delivers: true,
  async send(mail) {
    if (mail.to.startsWith("unreachable") || mailServerDown) throw new Error("550 mailbox unavailable");
    sentMails.push(mail);
  },
};

describeEachDatabase(
  "an e-mail change whose mail cannot be sent",
  {
    env: { PUBLIC_URL: "https://pdftab.test", RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "1000" },
    build: { mailer: refusingMailer },
  },
  (t) => {
    const request = (session: string, email: string) =>
      t().app.inject({
        method: "POST",
        url: "/api/v1/account/email",
        headers: bearer(session),
        payload: { email, current_password: GOOD_PASSWORD },
      });

    it("leaves no working link behind, keeps the earlier link, and says so with a stable code", async () => {
      const { token: session, email, user } = await registerUser(t().app);
      const earlier = uniqueEmail("earlier");
      expect((await request(session, earlier)).statusCode).toBe(202);
      const earlierMail = sentMails.findLast((m) => m.to === earlier)!;
      const earlierToken = decodeURIComponent(earlierMail.text.match(/email\/confirm\?token=(\S+)/)![1]!);

      const unreachable = uniqueEmail("unreachable");
      const failed = await request(session, unreachable);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        detail: `The confirmation mail to ${unreachable} could not be sent, so nothing was changed. Please try again later.`,
        code: "mail_not_sent",
      });
      const live = await t()
        .database.db.selectFrom("email_change_tokens")
        .select("new_email")
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
      expect(live).toEqual([{ new_email: earlier }]);
      const state = await t().app.inject({ method: "GET", url: "/api/v1/account/email", headers: bearer(session) });
      expect(state.json()).toEqual({ email, has_password: true, pending_email: earlier });
      const used = await t().app.inject({
        method: "POST",
        url: "/api/v1/account/email/confirm",
        payload: { token: earlierToken },
      });
      expect(used.statusCode).toBe(200);
      expect(used.json().email).toBe(earlier);
    });

    it(`does not count a link that could not be sent against the ${EMAIL_CHANGE_MAILS_PER_HOUR} an hour`, async () => {
      const { token: session } = await registerUser(t().app);
      mailServerDown = true;
      try {
        for (let i = 0; i < EMAIL_CHANGE_MAILS_PER_HOUR + 1; i++)
          expect((await request(session, uniqueEmail("later"))).statusCode).toBe(502);
      } finally {
        mailServerDown = false;
      }
      const newEmail = uniqueEmail("later");
      expect((await request(session, newEmail)).statusCode).toBe(202);
      expect(sentMails.filter((m) => m.to === newEmail)).toHaveLength(1);
    });

    it(`tries at most ${MAIL_TRIES_PER_HOUR} times an hour while the mail server is down`, async () => {
      const { token: session } = await registerUser(t().app);
      const codes: number[] = [];
      for (let i = 0; i < MAIL_TRIES_PER_HOUR + 1; i++)
        codes.push((await request(session, uniqueEmail("unreachable"))).statusCode);
      expect(codes).toEqual([...Array<number>(MAIL_TRIES_PER_HOUR).fill(502), 429]);
    });
  },
);
