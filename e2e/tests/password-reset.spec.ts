import { expect, test } from "@playwright/test";
import { fillLogin, logOut, signUp, uniqueEmail } from "./helpers.js";
import { MailStandIn } from "./mailStandIn.js";

const mail = new MailStandIn();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

test("the e-mailed reset link works when opened from the mail in a new tab", async ({ page, context }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await logOut(page);

  await page.goto("/#/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(/If an account exists/).first()).toBeVisible();

  const [link] = await mail.waitFor(email, /https?:\/\/\S+\/#\/reset-password\?token=[^\s]+/);
  // a fresh tab, the way a mail program opens the link: nothing of the first page's state carries over
  const fromMail = await context.newPage();
  await fromMail.goto(link);
  await expect(fromMail.getByText("Reset link incomplete")).toHaveCount(0);
  const newPassword = "Brand-New-Horse-7";
  await fromMail.locator("#password").fill(newPassword);
  await fromMail.getByRole("textbox", { name: "Confirm password" }).fill(newPassword);
  await fromMail.getByRole("button", { name: "Set New Password" }).click();
  await expect(fromMail).toHaveURL(/#\/login/);

  await fillLogin(fromMail, email, newPassword);
  await expect(fromMail).toHaveURL(/#\/dashboard/);
  await expect(fromMail.getByText(email).first()).toBeVisible();
});
