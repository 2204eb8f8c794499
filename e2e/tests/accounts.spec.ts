import { expect, test } from "@playwright/test";
import { fillLogin, logOut, PASSWORD, signUp, uniqueEmail } from "./helpers.js";

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

test("signup validation messages come in the documented order", async ({ page }) => {
  await page.goto("/#/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Al");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});
