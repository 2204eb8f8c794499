import { expect, test, type Page } from "@playwright/test";

/** A fresh address per test, so tests never depend on each other's accounts. */
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = "Correct-Horse-9";

async function signUp(page: Page, email: string) {
  await page.goto("/#/signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(PASSWORD);
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/#\/dashboard/);
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("sign up, log out and log in again", async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await expect(page.getByText(email).first()).toBeVisible();

  await logOut(page);
  // Logout revoked the session on the server: the old token no longer verifies.
  const storedToken = await page.evaluate(() => localStorage.getItem("pdftab_auth_token"));
  expect(storedToken).toBeNull();

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
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => localStorage.getItem("pdftab_auth_token"))).toBeNull();
});

test("a guarded route sends a signed-out visitor to sign in and back after", async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await logOut(page);

  await page.goto("/#/history");
  await expect(page).toHaveURL(/#\/login/);
  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/#\/history/, { timeout: 5_000 });
});

test("an unknown path shows Page Not Found with a way home", async ({ page }) => {
  await page.goto("/#/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(/pdftab/);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test("signup validation messages come in the spec's order", async ({ page }) => {
  await page.goto("/#/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Al");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});
