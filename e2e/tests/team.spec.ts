import { expect, test } from "@playwright/test";
import { twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { PASSWORD, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import { BUSINESS_PRICE_ID, PAID_SERVER_URL, STRIPE_STAND_IN_PORT } from "./paidServer.js";
import { StripeStandIn } from "./stripeStandIn.js";
import { upgradeToPro } from "./upgradeToPro.js";

// Team seats come with the Business plan: these tests run on the server with Stripe billing on,
// where a signed webhook makes the owner Business. That server sends no mail, so the invitation
// link is read from the Team page, as an owner without SMTP passes it on.
test.use({ baseURL: PAID_SERVER_URL });

const standIn = new StripeStandIn();
test.beforeAll(() => standIn.start(STRIPE_STAND_IN_PORT));
test.afterAll(() => standIn.stop());

const tokenOf = sessionTokenOf;

test("a Business owner invites a member, who joins and sees the shared history; removed, they see it no more", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail();
  await signUp(page, ownerEmail);
  const ownerToken = await tokenOf(page);
  await upgradeToPro(page.request, ownerToken, standIn, BUSINESS_PRICE_ID);
  // the owner's extraction, made through the API
  const pdf = twoTablesPdf();
  const extracted = await page.request.post("/api/v1/pdf/extract-info", {
    headers: { Authorization: `Bearer ${ownerToken}` },
    multipart: { file: { name: "owners-report.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf.bytes) } },
  });
  expect(extracted.status()).toBe(200);

  await page.goto("/#/team");
  await expect(page.getByRole("heading", { name: "Team", exact: true })).toBeVisible();
  await expect(page.getByTestId("seats")).toHaveText("1 of 5 seats taken (members and open invitations).");
  const memberEmail = uniqueEmail();
  await page.getByLabel("Email").fill(memberEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const inviteUrl = (await page.getByTestId("invite-url").textContent())!.trim();
  expect(inviteUrl).toMatch(/\/#\/team\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("list", { name: "Open invitations" })).toContainText(memberEmail);
  await expect(page.getByTestId("seats")).toHaveText("2 of 5 seats taken (members and open invitations).");

  // the member: a new account in another browser, opening the link
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUp(member, memberEmail);
  await member.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, PAID_SERVER_URL));
  await expect(member.getByText(`invited ${memberEmail} to join`)).toBeVisible();
  await member.getByRole("button", { name: /^Join / }).click();
  await expect(member).toHaveURL(/#\/team$/);
  const members = member.getByRole("list", { name: "Members" });
  await expect(members).toContainText(ownerEmail);
  await expect(members).toContainText(memberEmail);

  await member.goto("/#/history");
  await expect(member.getByText("owners-report.pdf")).toBeVisible();
  await expect(member.getByText(`by ${ownerEmail}`)).toBeVisible();

  // the owner removes the member, after the app's question: at once, their history is their own again
  await page.reload();
  await page.getByTestId("member").filter({ hasText: memberEmail }).getByRole("button", { name: "Remove" }).click();
  await page
    .getByRole("dialog", { name: `Remove ${memberEmail}?` })
    .getByRole("button", { name: "Remove Member" })
    .click();
  await expect(page.getByRole("list", { name: "Members" })).not.toContainText(memberEmail);
  await member.reload();
  await expect(member.getByText("owners-report.pdf")).toHaveCount(0);
  await memberContext.close();
});

test("someone invited without an account opens the link, signs up from it and comes back to join", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail());
  await upgradeToPro(page.request, await tokenOf(page), standIn, BUSINESS_PRICE_ID);
  await page.goto("/#/team");
  const newcomer = uniqueEmail();
  await page.getByLabel("Email").fill(newcomer);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const inviteUrl = (await page.getByTestId("invite-url").textContent())!.trim();

  // a fresh browser, signed out: the link says what it is for, not only "Sign in"
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, PAID_SERVER_URL));
  await expect(visitor.getByText(`invited ${newcomer} to join`)).toBeVisible();
  await visitor.getByRole("link", { name: "Create an account" }).click();
  await expect(visitor).toHaveURL(/#\/signup/);
  await visitor.getByLabel("Full name").fill("New Comer");
  await expect(visitor.getByLabel("Email")).toHaveValue(newcomer);
  await visitor.locator("#password").fill(PASSWORD);
  await visitor.getByRole("textbox", { name: "Confirm password" }).fill(PASSWORD);
  await visitor.locator("#acceptTerms").check();
  await visitor.getByRole("button", { name: "Create Account" }).click();
  // back on the invitation, signed in with the invited address
  await expect(visitor).toHaveURL(/#\/team\/join\//);
  await visitor.getByRole("button", { name: /^Join / }).click();
  await expect(visitor).toHaveURL(/#\/team$/);
  await expect(visitor.getByRole("list", { name: "Members" })).toContainText(newcomer);
  await context.close();
});

test("on a plan without seats the Team page offers the Business plan instead of an invite form", async ({ page }) => {
  await signUp(page, uniqueEmail());
  await page.goto("/#/team");
  await expect(page.getByText("Your plan has one seat, so this workspace is yours alone.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
});
