import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type Page } from "@playwright/test";
import type { PdfFixture } from "../../packages/engine/src/testing/fixtures.js";

/** A fresh address per test, so tests never depend on each other's accounts. */
export const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
export const PASSWORD = "Correct-Horse-9";

/** A file of the public corpus (PDFTAB_CORPUS_DIR, else ../shared/corpus beside the repository); only tests that skip without it call this. */
export function corpusFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const dir = process.env.PDFTAB_CORPUS_DIR ?? resolve(import.meta.dirname, "../../../shared/corpus");
  const path = resolve(dir, name);
  if (!existsSync(path)) throw new Error(`corpus file missing: ${path} (set PDFTAB_CORPUS_DIR)`);
  return { name, mimeType: "application/pdf", buffer: readFileSync(path) };
}

/** A generated test PDF (packages/engine/src/testing/fixtures.ts) as a file input takes it. */
export function pdfFile(fixture: PdfFixture, name = fixture.name): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: "application/pdf", buffer: Buffer.from(fixture.bytes) };
}

/** Creates an account through the Sign up page and lands on the dashboard. */
export async function signUp(page: Page, email: string) {
  await page.goto("/#/signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(PASSWORD);
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/#\/dashboard/);
}

/**
 * The session token of the signed-in browser, for the tests' own API calls. It is only in the
 * HttpOnly `pdftab_session` cookie, which page script cannot read: the browser context can.
 */
export async function sessionTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "pdftab_session");
  return cookie ? decodeURIComponent(cookie.value) : "";
}

/** Logs out from the top bar and checks the signed-out bar. */
export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
  // The sign-out is over once it is told: Home acknowledges it in an effect after the render that
  // shows Get Started (layout/useSignOutLanding.ts), and a guarded page opened before that still
  // sends the visitor home rather than to sign in; React runs that effect before the toast renders.
  await expect(page.getByText("You have been signed out.")).toBeVisible();
}

/** Fills and submits the Sign In form. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
