import { expect, it } from "vitest";
import { MAIL_TRIES_PER_HOUR } from "../../auth/mail-allowance.js";
import { hashToken } from "../../auth/tokens.js";
import type { Mail, Mailer } from "../../mail/mailer.js";
import { switchableMailer } from "../../test/switchable-mailer.js";
import { sessionCookiesOf } from "../../test/session-cookies.js";
import { describeEachDatabase, GOOD_PASSWORD, uniqueEmail } from "../../test/test-app.js";
import { CONFIRMATION_MAILS_PER_HOUR } from "./confirm.js";

const INVALID = { detail: "This confirmation link is invalid, expired or already used", code: "invalid_token" };
const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

describeEachDatabase(
  "confirming the address of a new account (EMAIL_CONFIRMATION=true)",
  { env: { EMAIL_CONFIRMATION: "true", PUBLIC_URL: "https://pdftab.test" } },
  (t) => {
    /** Signs up; answers the address, the confirmation cookie its browser got and the mailed link's token. */
    const signUp = async (label = "new") => {
      const email = uniqueEmail(label);
      const answer = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        payload: { email, password: GOOD_PASSWORD, full_name: "New Comer" },
      });
      expect(answer.statusCode).toBe(201);
      const mail = t().mails.findLast((m) => m.to === email)!;
      // the link opens the web app's page; the token is in the fragment, which no client sends to a server
      expect(mail.text).toContain("https://pdftab.test/#/confirm-email?token=");
      const token = decodeURIComponent(mail.text.match(/#\/confirm-email\?token=(\S+)/)![1]!);
      return { email, token, cookie: confirmationCookieOf(answer) };
    };
    /** The confirmation page's button: POST the token (with the browser's cookies). */
    const confirm = (token: string, cookie?: string) =>
      t().app.inject({
        method: "POST",
        url: "/api/v1/auth/confirm",
        headers: cookie ? { cookie } : {},
        payload: { token },
      });
    const preview = (token: string) =>
      t().app.inject({ method: "GET", url: `/api/v1/auth/confirm/preview?token=${encodeURIComponent(token)}` });
    /** The API address mails carried before the confirmation page. */
    const openOldLink = (token: string, headers: Record<string, string> = {}) =>
      t().app.inject({ method: "GET", url: `/api/v1/auth/confirm?token=${encodeURIComponent(token)}`, headers });
    const login = (email: string) =>
      t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password: GOOD_PASSWORD } });
    const pageLink = (token: string) => `https://pdftab.test/#/confirm-email?token=${encodeURIComponent(token)}`;

    it("spends nothing on a GET of the old link, from a browser or any other client", async () => {
      const { email, token, cookie } = await signUp("scanned");
      // a mail scanner or link previewer fetching the link, as browsers do, and one asking for anything
      for (const headers of [BROWSER, {}, { accept: "*/*" }, { accept: "application/json" }]) {
        const opened = await openOldLink(token, { ...headers, cookie });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toBe(pageLink(token));
        expect(sessionCookiesOf(opened).session).toBe("");
      }
      expect((await login(email)).json().code).toBe("email_not_confirmed");
      expect((await preview(token)).statusCode).toBe(200);
      // the user's own click still works, and signs in the browser that signed up
      const confirmed = await confirm(token, cookie);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().signed_in).toBe(true);
    });

    it("shows the address of a live link without using it; a used link shows nothing", async () => {
      const { email, token } = await signUp("shown");
      for (let i = 0; i < 2; i++) {
        const shown = await preview(token);
        expect(shown.statusCode).toBe(200);
        expect(shown.json().email).toBe(email);
        expect(Date.parse(shown.json().expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
      }
      expect((await login(email)).json().code).toBe("email_not_confirmed");
      expect((await confirm(token)).statusCode).toBe(200);
      const spent = await preview(token);
      expect(spent.statusCode).toBe(400);
      expect(spent.json()).toEqual(INVALID);
      expect((await preview("")).json()).toEqual(INVALID);
      expect((await t().app.inject({ method: "GET", url: "/api/v1/auth/confirm/preview" })).json()).toEqual(INVALID);
    });

    it("confirms once in the browser that signed up, signing it in; a second confirmation is refused", async () => {
      const { email, token, cookie } = await signUp("once");
      const first = await confirm(token, cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        message: "Your email address is confirmed. You are signed in.",
        email,
        signed_in: true,
        user: expect.objectContaining({ email, full_name: "New Comer" }),
      });
      // signed in by the cookie alone: the answer carries no token
      expect(JSON.stringify(first.json())).not.toMatch(/token/);
      const cookies = sessionCookiesOf(first);
      const verify = await t().app.inject({
        method: "GET",
        url: "/api/v1/auth/verify",
        headers: { cookie: cookies.cookie },
      });
      expect(verify.json().user.email).toBe(email);
      // the sign-up's cookie is spent with the link
      expect(cookies.setCookie).toContainEqual(
        expect.stringMatching(/^pdftab_confirmation=; Path=\/api\/v1\/auth\/confirm; Max-Age=0/),
      );

      const again = await confirm(token, cookie);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(INVALID);
      expect(sessionCookiesOf(again).session).toBe("");
      expect((await confirm("")).json()).toEqual(INVALID);
      const noToken = await t().app.inject({ method: "POST", url: "/api/v1/auth/confirm", payload: {} });
      expect(noToken.statusCode).toBe(400);
      expect(noToken.json()).toEqual(INVALID);
      // the old link of a used token: a browser goes to the page (which says so), other clients get the 400
      expect((await openOldLink(token, BROWSER)).headers.location).toBe(pageLink(token));
      const old = await openOldLink(token);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual(INVALID);
      expect((await login(email)).statusCode).toBe(200);
    });

    it("confirms someone else's link without signing anyone in (login CSRF)", async () => {
      // someone signs up with an address of their own and passes the link on unopened
      const owner = await signUp("passed-on");
      const visitor = await signUp("visitor");
      expect((await preview(owner.token)).json().email).toBe(owner.email);
      // the visitor's browser holds a cookie of its own sign-up, and a forged one is no better
      const other = await confirm(owner.token, `${visitor.cookie}; pdftab_confirmation=forged`);
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual({
        success: true,
        message: "Your email address is confirmed. Sign in to continue.",
        email: owner.email,
        signed_in: false,
        user: null,
      });
      expect(sessionCookiesOf(other).session).toBe("");
      expect((await login(owner.email)).statusCode).toBe(200);
      expect((await login(visitor.email)).json().code).toBe("email_not_confirmed");
    });

    it("refuses an expired link everywhere with invalid_token, and a browser still lands on the page", async () => {
      const { email, token, cookie } = await signUp("late");
      await t()
        .database.db.updateTable("email_confirmation_tokens")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("token_hash", "=", hashToken(token))
        .execute();
      expect((await preview(token)).json()).toEqual(INVALID);
      const late = await confirm(token, cookie);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(INVALID);
      expect((await openOldLink(token)).statusCode).toBe(400);
      const browser = await openOldLink(token, BROWSER);
      expect(browser.statusCode).toBe(302);
      expect(browser.headers.location).toBe(pageLink(token));
      expect((await login(email)).json().code).toBe("email_not_confirmed");
      // an old link without its token: a browser gets the page, which asks for the whole link
      const bare = await t().app.inject({ method: "GET", url: "/api/v1/auth/confirm", headers: BROWSER });
      expect(bare.headers.location).toBe("https://pdftab.test/#/confirm-email?token=");
      expect((await t().app.inject({ method: "GET", url: "/api/v1/auth/confirm" })).json()).toEqual(INVALID);
    });
  },
);

/** Mails the app sent; a mail to an address starting with "unreachable" fails as a refusing SMTP server would. */
const sentMails: Mail[] = [];
const refusingMailer: Mailer = {
  delivers: true,
  async send(mail) {
    if (mail.to.startsWith("unreachable")) throw new Error("550 mailbox unavailable");
    sentMails.push(mail);
  },
};

describeEachDatabase(
  "a sign-up whose confirmation mail cannot be sent",
  { env: { EMAIL_CONFIRMATION: "true", PUBLIC_URL: "https://pdftab.test" }, build: { mailer: refusingMailer } },
  (t) => {
    const liveTokens = async (email: string) =>
      (
        await t()
          .database.db.selectFrom("email_confirmation_tokens")
          .innerJoin("users", "users.id", "email_confirmation_tokens.user_id")
          .select("email_confirmation_tokens.id")
          .where("users.email", "=", email)
          .execute()
      ).length;

    it("creates the account, leaves no working link behind and says to ask for a new one", async () => {
      const email = uniqueEmail("unreachable");
      const answer = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        payload: { email, password: GOOD_PASSWORD, full_name: "Far Away" },
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({
        success: true,
        email_confirmation_required: true,
        access_token: null,
        message: `Account created, but the confirmation mail to ${email} could not be sent. Please ask for a new confirmation link in a few minutes.`,
      });
      expect(confirmationCookieOf(answer)).toBe("");
      expect(await liveTokens(email)).toBe(0);
      // a resend whose mail fails leaves nothing behind either
      await t().app.inject({ method: "POST", url: "/api/v1/auth/confirmation/resend", payload: { email } });
      await t().app.background.idle();
      expect(await liveTokens(email)).toBe(0);
      expect(sentMails.filter((m) => m.to === email)).toEqual([]);
      // a sign-up again finds the address taken: the way on is a new link, which works once mail goes out
      const again = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        payload: { email, password: GOOD_PASSWORD, full_name: "Far Away" },
      });
      expect(again.json().code).toBe("email_taken");
    });
  },
);

/** The Cookie header of the browser that signed up (the confirmation cookie its answer set). */
function confirmationCookieOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers["set-cookie"];
  const line = (Array.isArray(raw) ? raw : [raw]).map(String).find((c) => c.startsWith("pdftab_confirmation="));
  return line?.split(";")[0] ?? "";
}

/** A mail server that can be down: while `down`, every send fails as a refused connection does. */
const flakyMail = switchableMailer();

describeEachDatabase(
  "confirmation mails while the mail server is down",
  {
    env: { EMAIL_CONFIRMATION: "true", PUBLIC_URL: "https://pdftab.test", RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "1000" },
    build: { mailer: flakyMail.mailer },
  },
  (t) => {
    const resend = async (email: string) => {
      const answer = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/confirmation/resend",
        payload: { email },
      });
      expect(answer.statusCode).toBe(200);
      await t().app.background.idle();
    };
    const signUp = async (label: string) => {
      const email = uniqueEmail(label);
      const answer = await t().app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        payload: { email, password: GOOD_PASSWORD, full_name: "Far Away" },
      });
      expect(answer.statusCode).toBe(201);
      return email;
    };

    it(`does not count a mail that failed against the ${CONFIRMATION_MAILS_PER_HOUR} an hour`, async () => {
      flakyMail.down = true;
      const email = await signUp("down");
      for (let i = 0; i < CONFIRMATION_MAILS_PER_HOUR + 1; i++) await resend(email);
      expect(flakyMail.tries.filter((to) => to === email)).toHaveLength(CONFIRMATION_MAILS_PER_HOUR + 2);
      // the mail server is back: the user's next request mails a link, and it works
      flakyMail.down = false;
      await resend(email);
      const mail = flakyMail.sent.find((m) => m.to === email)!;
      const token = decodeURIComponent(mail.text.match(/#\/confirm-email\?token=(\S+)/)![1]!);
      const confirmed = await t().app.inject({ method: "POST", url: "/api/v1/auth/confirm", payload: { token } });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().email).toBe(email);
    });

    it("still sends at most 3 mails an hour, and tries at most 10 times while the server is down", async () => {
      flakyMail.down = false;
      const sentTo = await signUp("many");
      for (let i = 0; i < CONFIRMATION_MAILS_PER_HOUR + 2; i++) await resend(sentTo);
      // the sign-up's own mail is not counted against the account
      expect(flakyMail.sent.filter((m) => m.to === sentTo)).toHaveLength(CONFIRMATION_MAILS_PER_HOUR + 1);

      flakyMail.down = true;
      const failing = await signUp("hammered");
      for (let i = 0; i < MAIL_TRIES_PER_HOUR + 5; i++) await resend(failing);
      // the sign-up's try, then the capped ones
      expect(flakyMail.tries.filter((to) => to === failing)).toHaveLength(MAIL_TRIES_PER_HOUR + 1);
      flakyMail.down = false;
    });
  },
);
