import { expect, test, type Page } from "@playwright/test";
import { fillLogin, logOut, PASSWORD, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import { MailStandIn } from "./mailStandIn.js";

/** Everything page script can read of the browser's storage: cookies it may see and localStorage. */
const readableByScript = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }),
  );

test("sign up, log out and log in again", async ({ page, request }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await expect(page.getByText(email).first()).toBeVisible();
  // the session is an HttpOnly cookie: page script cannot read the token anywhere
  const token = await sessionTokenOf(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const session = (await page.context().cookies()).find((c) => c.name === "pdftab_session")!;
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/v1" });
  expect(await readableByScript(page)).not.toContain(token);

  await logOut(page);
  // Logout revoked the session on the server and cleared its cookies: the old token no longer verifies.
  expect(await sessionTokenOf(page)).toBe("");
  expect((await request.get("/api/v1/auth/verify", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    401,
  );

  await page.goto("/#/login");
  await fillLogin(page, email, PASSWORD);
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard/, { timeout: 5_000 });
  await expect(page.getByText(email).first()).toBeVisible();
});

test("a wrong password says so and keeps the user signed out", async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await logOut(page);

  await page.goto("/#/login");
  await fillLogin(page, email, "Wrong-Password-1");
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  // the focus leaves Sign In for the first refused field, which is marked and described by the message
  const emailField = page.getByLabel("Email");
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("Invalid email or password");
  await expect(page).toHaveURL(/#\/login/);
  expect(await sessionTokenOf(page)).toBe("");
});

test("a sign-up with problems moves the focus to the first field in error", async ({ page }) => {
  await page.goto("/#/signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@");
  await page.getByRole("button", { name: "Create Account" }).press("Enter");
  const emailField = page.getByLabel("Email");
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription("Please enter a valid email address");
});

test("a session an earlier version kept in localStorage moves into the cookie; the stored token stops working", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const registered = await request.post("/api/v1/auth/register", {
    data: { email, password: PASSWORD, full_name: "Ada Lovelace" },
  });
  const oldToken = ((await registered.json()) as { access_token: string }).access_token;
  await page.goto("/#/");
  await page.evaluate((token) => {
    localStorage.setItem("pdftab_auth_token", token);
    localStorage.setItem("pdftab_user", JSON.stringify({ email: "stale@example.com" }));
  }, oldToken);
  await page.goto("/#/history");
  await page.reload();
  await expect(page).toHaveURL(/#\/history/);
  await expect(page.getByText(email).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const moved = await sessionTokenOf(page);
  expect(moved).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(moved).not.toBe(oldToken);
  expect(
    (await request.get("/api/v1/auth/verify", { headers: { Authorization: `Bearer ${oldToken}` } })).status(),
  ).toBe(401);
  // changes made with the cookie carry its CSRF token: the account page's actions work
  await page.goto("/#/api-keys");
  await page.getByLabel("Name", { exact: true }).fill("moved");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("region", { name: "New API key" })).toBeVisible();
});

test("a guarded route sends a signed-out visitor to sign in and back after", async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await logOut(page);

  await page.goto("/#/api-keys");
  await expect(page).toHaveURL(/#\/login/);
  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/#\/api-keys/, { timeout: 5_000 });

  // History asks in place, and its Sign In comes back to it with its filters
  await logOut(page);
  await page.goto("/#/history?status=failed");
  await expect(page.getByRole("heading", { name: "Sign in required" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/#\/history\?status=failed/, { timeout: 5_000 });
});

test("an unknown path shows Page Not Found with a way home", async ({ page }) => {
  await page.goto("/#/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(/pdftab/);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test("signup validation messages come in the documented order", async ({ page }) => {
  await page.goto("/#/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Al");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test.describe("changing the e-mail address", () => {
  const mail = new MailStandIn();
  test.beforeAll(() => mail.start());
  test.afterAll(() => mail.stop());

  test("the link mailed to the new address opens a page that shows it and changes it on confirming; the old address is told and no longer signs in", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const oldEmail = uniqueEmail();
    const newEmail = uniqueEmail();
    await signUp(page, oldEmail);
    await page.getByRole("button", { name: "Change Email" }).click();
    await page.getByLabel("New email address").fill(newEmail);
    await page.locator("#email-current-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByText(`A confirmation link was sent to ${newEmail}`).first()).toBeVisible();

    const [link] = await mail.waitFor(newEmail, /https?:\/\/\S+\/#\/account\/email\/confirm\?token=\S+/);
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    // a mail scanner or link previewer fetches the link (the fragment never leaves the client), and
    // the API address older mails carried, as a browser would: neither spends the token
    expect((await context.request.get(link)).status()).toBe(200);
    const oldLink = await context.request.get(`/api/v1/account/email/confirm?token=${encodeURIComponent(token)}`, {
      headers: { accept: "text/html" },
      maxRedirects: 0,
    });
    expect(oldLink.status()).toBe(302);
    expect(oldLink.headers().location).toContain("/#/account/email/confirm?token=");

    // opened from the mail in a new tab: the page says which address the account gets, and waits
    const fromMail = await context.newPage();
    await fromMail.goto(link);
    await expect(fromMail.getByRole("heading", { name: "Confirm your new e-mail" })).toBeVisible();
    await expect(fromMail.getByText(newEmail)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Signed in as ${oldEmail}`)).toBeVisible({ timeout: 15_000 });

    await fromMail.getByRole("button", { name: "Confirm new e-mail" }).click();
    // the used token leaves the address bar; the dashboard says what happened
    await expect(fromMail).toHaveURL(/#\/dashboard\?email_change=changed$/);
    await expect(fromMail.getByText("Your e-mail address has been changed.", { exact: false })).toBeVisible();
    await expect(fromMail.getByText(newEmail).first()).toBeVisible();
    await mail.waitFor(oldEmail, /e-mail address was changed to/);
    await fromMail.goto(link);
    await expect(fromMail.getByText(/This e-mail change link is invalid, expired or already used/)).toBeVisible();

    await logOut(fromMail);
    await fromMail.goto("/#/login");
    await fillLogin(fromMail, oldEmail, PASSWORD);
    await expect(fromMail.getByText("Invalid email or password").first()).toBeVisible();
    await fillLogin(fromMail, newEmail, PASSWORD);
    await expect(fromMail).toHaveURL(/#\/dashboard/);
  });
});
