import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers.js";

test("the built app runs under its Content-Security-Policy without a single violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const first = await page.goto("/");
  const headers = first!.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();

  for (const path of ["/#/pricing", "/#/api-docs", "/#/login"]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
  }
  await signUp(page, uniqueEmail());
  await page.goto("/#/history");
  await expect(page.locator("h1").first()).toBeVisible();
  expect(violations).toEqual([]);
});
