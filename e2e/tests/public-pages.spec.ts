import { expect, test, type Page } from "@playwright/test";

const PUBLIC_PAGES = [
  { path: "/", heading: /Turn PDF tables into/ },
  { path: "/pricing", heading: "Simple, transparent pricing" },
  { path: "/about", heading: "About pdftab" },
  { path: "/support", heading: "Support" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/no-such-page", heading: "Page Not Found" },
];
const VIEWPORTS = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
];

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const viewport of VIEWPORTS) {
  test(`public pages render without console errors at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = collectErrors(page);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (path === "/pricing") await expect(page.getByRole("heading", { name: "Pro", exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the ${viewport.width} px screen`).toBeLessThanOrEqual(1);
    }
    expect(errors).toEqual([]);
  });
}

test("the pricing toggle switches to yearly prices with the real saving", async ({ page }) => {
  await page.goto("/#/pricing");
  const pro = page.getByTestId("price-pro");
  await expect(pro).toHaveText("$19/month");
  // both paid plans save 16.7% (rounded down): one honest figure
  await expect(page.getByText("Save up to 16% with yearly billing")).toBeVisible();
  await page.getByRole("button", { name: "Yearly" }).click();
  await expect(pro).toHaveText("$190/year");
  await expect(page.getByTestId("price-business")).toHaveText("$490/year");
  await expect(page.getByText("Save $38/year")).toBeVisible();
  await page.getByRole("button", { name: "Monthly" }).click();
  await expect(pro).toHaveText("$19/month");
});

// Accounts are made with the `request` fixture, whose cookies are its own: `page.request` shares
// the browser's, and registering through it would sign the browser in (the session is a cookie).
test("a signed-out plan click lands on login with the notice, and signing in reaches the checkout hand-off", async ({
  page,
  request,
}) => {
  const email = `e2e-plan-${Date.now()}@example.com`;
  const password = "Correct-Horse-9";
  const register = await request.post("/api/v1/auth/register", { data: { email, password, full_name: "Plan Buyer" } });
  expect(register.status()).toBe(201);

  await page.goto("/#/pricing");
  await page.getByRole("button", { name: "Yearly" }).click();
  await page.getByRole("main").getByRole("link", { name: "Choose Pro" }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=stripe-checkout&plan=pro&period=yearly$/);
  await expect(page.getByText("Please sign in to complete your subscription to the Pro plan (yearly).")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/#\/stripe-checkout\?plan=pro&period=yearly$/, { timeout: 5_000 });
  // The e2e server has no Stripe keys: the customer gets a plain message and a contact link,
  // no operator commands.
  await expect(page.getByRole("heading", { name: "Online payment is not available yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByText(/npm run admin/)).toHaveCount(0);
});

test("a user deletes the account from the dashboard and cannot sign in again", async ({ page, request }) => {
  const email = `e2e-delete-${Date.now()}@example.com`;
  const password = "Correct-Horse-9";
  expect(
    (await request.post("/api/v1/auth/register", { data: { email, password, full_name: "Leaving User" } })).status(),
  ).toBe(201);
  await page.goto("/#/login");
  await page.getByLabel("Email").fill(email);
  await page.locator("#password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard/, { timeout: 5_000 });

  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Your account and its data were deleted")).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);

  const login = await request.post("/api/v1/auth/login", { data: { email, password } });
  expect(login.status()).toBe(401);
});
