import type { ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { fillLogin, PASSWORD, uniqueEmail } from "./helpers.js";
import { MailStandIn } from "./mailStandIn.js";
import { freshDataDir, ownPort, startOwnServer } from "./ownServer.js";

// A server of its own with EMAIL_CONFIRMATION on, so the other suites sign up without a mail.
const port = ownPort(6);
const mailPort = ownPort(7);
const origin = `http://127.0.0.1:${port}`;

const mail = new MailStandIn();
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mail.start(mailPort);
  server = await startOwnServer(
    port,
    freshDataDir("pdftab-e2e-confirm-"),
    {
      EMAIL_CONFIRMATION: "true",
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "1000000",
    },
    "the server with e-mail confirmation",
  );
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await mail.stop();
});

/** Signs up through the Sign up page, which then asks to confirm the address; answers the mailed link. */
async function signUpAndGetLink(page: Page, email: string): Promise<string> {
  await page.goto(`${origin}/#/signup`);
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(PASSWORD);
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  const [link] = await mail.waitFor(email, /https?:\/\/\S+\/#\/confirm-email\?token=\S+/);
  expect(link.startsWith(`${origin}/#/confirm-email?token=`)).toBe(true);
  return link;
}

test("the confirmation link opens a page that shows the address and confirms on its button, signing in the browser that signed up", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const link = await signUpAndGetLink(page, email);
  const token = new URLSearchParams(link.split("?")[1]).get("token")!;

  // a mail scanner or link previewer fetches the link (the fragment never leaves the client), and
  // the API address older mails carried, as a browser and as any other client, with this browser's
  // cookies: none of it spends the token
  expect((await context.request.get(link)).status()).toBe(200);
  const oldLink = `${origin}/api/v1/auth/confirm?token=${encodeURIComponent(token)}`;
  for (const accept of ["text/html,application/xhtml+xml,*/*;q=0.8", "*/*"]) {
    const opened = await context.request.get(oldLink, { headers: { accept }, maxRedirects: 0 });
    expect(opened.status()).toBe(302);
    expect(opened.headers().location).toBe(link);
  }
  const preview = await context.request.get(`${origin}/api/v1/auth/confirm/preview?token=${encodeURIComponent(token)}`);
  expect((await preview.json()).email).toBe(email);

  // opened from the mail in a new tab of the browser that signed up: the page shows the address, and waits
  const fromMail = await context.newPage();
  await fromMail.goto(link);
  await expect(fromMail.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await expect(fromMail.getByText(email)).toBeVisible();
  await fromMail.getByRole("button", { name: "Confirm e-mail" }).click();
  // signed in, on the dashboard; the used token left the address bar
  await expect(fromMail).toHaveURL(`${origin}/#/dashboard`);
  await expect(fromMail.getByText(email).first()).toBeVisible();
  await fromMail.reload();
  await expect(fromMail).toHaveURL(`${origin}/#/dashboard`);
  await expect(fromMail.getByText(email).first()).toBeVisible();

  // the link works once: opened again it says so, with the way to a new one
  await fromMail.goto(link);
  await expect(fromMail.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(fromMail.getByText(/This confirmation link is invalid, expired or already used/)).toBeVisible();
  await expect(fromMail.getByRole("button", { name: "Send a new confirmation link" })).toBeVisible();
});

test("confirmed in another browser, the address is confirmed and that browser goes to the sign-in page", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const link = await signUpAndGetLink(page, email);

  const elsewhere = await browser.newContext();
  try {
    const phone = await elsewhere.newPage();
    await phone.goto(link);
    await expect(phone.getByText(email)).toBeVisible();
    await phone.getByRole("button", { name: "Confirm e-mail" }).click();
    await expect(phone).toHaveURL(`${origin}/#/login?confirmed=1`);
    await expect(phone.getByText("Your email address is confirmed. Sign in to continue.")).toBeVisible();
    await fillLogin(phone, email, PASSWORD);
    await expect(phone).toHaveURL(/#\/dashboard/);
  } finally {
    await elsewhere.close();
  }
});
