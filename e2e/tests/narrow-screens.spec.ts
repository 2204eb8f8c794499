import { expect, test, type Page } from "@playwright/test";
import { twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { pdfFile, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "./routes.js";

const PHONE = { width: 375, height: 800 };

/** Elements sticking out past the right edge of the viewport, to name them when the page is too wide. */
async function overflow(page: Page): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right > viewport + 1 && box.width > 0) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).split(" ").slice(0, 3).join(".")}`;
        culprits.push(`${name} (right ${Math.round(box.right)})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits: culprits.slice(0, 8) };
  });
}

async function visit(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // pages that fetch say "Loading..." until their data is in; measure the page as it ends up
  await expect(page.locator("main").getByText(/^Loading/)).toHaveCount(0);
}

test.describe("at 375 px nothing scrolls sideways", () => {
  test.use({ viewport: PHONE });

  test("public pages, as a visitor", async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await visit(page, route);
      const found = await overflow(page);
      expect(
        found.scrollWidth,
        `${route} is ${found.scrollWidth} px wide: ${found.culprits.join(", ")}`,
      ).toBeLessThanOrEqual(found.viewport);
    }
  });

  test("every page, signed in", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail());
    // the workspace needs an extraction: one made on Home, opened from its preview
    await page.goto("/#/");
    await page.getByTestId("home-file-input").setInputFiles(pdfFile(twoTablesPdf()));
    await page.getByRole("button", { name: "Extract Tables" }).click();
    const workspace = (await page
      .getByRole("dialog")
      .getByRole("link", { name: "Correct in workspace" })
      .getAttribute("href", { timeout: 60_000 }))!;
    expect(workspace).toMatch(/^#?\/workspace\/[0-9a-f-]{36}$/);
    await page.keyboard.press("Escape");
    // an API key, so its page is measured with its list (a table that scrolls in its own box)
    await page.goto("/#/api-keys");
    await page.getByLabel("Name").fill("Nightly import");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByRole("region", { name: "API keys" })).toBeVisible();
    // a template with a long name, so the template picker above the uploads shows it
    const created = await page.request.post("/api/v1/templates", {
      headers: { Authorization: `Bearer ${await sessionTokenOf(page)}` },
      data: {
        name: "Quarterly statements of the northern region, ruled layout",
        areas: [{ page: "all", box: [40, 100, 560, 400], columns: [] }],
      },
    });
    expect(created.status()).toBe(201);
    for (const route of [
      ...SIGNED_IN_ROUTES,
      workspace.replace(/^#/, ""),
      ...PUBLIC_ROUTES.filter((r) => !["/login", "/signup"].includes(r)),
    ]) {
      await visit(page, route);
      const found = await overflow(page);
      expect(
        found.scrollWidth,
        `${route} is ${found.scrollWidth} px wide: ${found.culprits.join(", ")}`,
      ).toBeLessThanOrEqual(found.viewport);
    }
  });
});

/** Top-bar items that stick out past the right edge of the window, or whose text wraps onto a second line. */
async function topBarTroubles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const troubles: string[] = [];
    for (const item of nav.querySelectorAll("a, button")) {
      const box = item.getBoundingClientRect();
      if (box.width === 0) continue; // not shown at this width
      const name = (item.getAttribute("aria-label") ?? item.textContent ?? "").trim();
      if (box.right > width + 1) troubles.push(`${name} ends at ${Math.round(box.right)} px`);
      const lineHeight = parseFloat(getComputedStyle(item).lineHeight);
      if (item.textContent?.trim() && box.height > 2 * lineHeight)
        troubles.push(`${name} wraps (${Math.round(box.height)} px tall)`);
    }
    return troubles;
  });
}

test("from 1024 to 1920 px the top bar fits: every item on screen and on one line, signed in or not", async ({
  page,
}) => {
  const widths = [1024, 1279, 1280, 1440, 1535, 1536, 1920];
  const check = async (who: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/#/pricing");
      await expect(page.locator("main h1").first()).toBeVisible();
      expect(await topBarTroubles(page), `${who} at ${width} px`).toEqual([]);
    }
  };
  await check("a visitor");
  const email = uniqueEmail();
  await signUp(page, email);
  await check("signed in");
  // signed in, the row has the welcome line with the email wherever it shows its links
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(email)).toBeVisible();
  }
  // where the row does not fit, the menu has every link and Logout
  await page.setViewportSize({ width: 1279, height: 800 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "API Keys" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" }).last()).toBeVisible();
});

test.describe("at 375 px a toast covers no button of the header it answers", () => {
  test.use({ viewport: PHONE });

  test("the workspace's Download toast stays clear of its wrapped header", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail());
    await page.goto("/#/");
    await page.getByTestId("home-file-input").setInputFiles(pdfFile(twoTablesPdf()));
    await page.getByRole("button", { name: "Extract Tables" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Correct in workspace" }).click({ timeout: 60_000 });
    const header = page.locator("header").filter({ has: page.getByRole("button", { name: "Save as template" }) });
    await expect(header.getByRole("button", { name: "Download" })).toBeVisible();
    await header.getByRole("button", { name: "Download" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Download started" });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    // every control of the header, the second line it wraps to at this width included
    for (const control of await header.locator("button, select").all()) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
      const apart =
        box.x + box.width <= toastBox.x ||
        toastBox.x + toastBox.width <= box.x ||
        box.y + box.height <= toastBox.y ||
        toastBox.y + toastBox.height <= box.y;
      expect(apart, `the toast (${JSON.stringify(toastBox)}) covers "${name.trim()}" (${JSON.stringify(box)})`).toBe(
        true,
      );
    }
  });
});

test.describe("on a phone held sideways (667 x 375)", () => {
  test.use({ viewport: { width: 667, height: 375 } });

  test("the signed-in menu, taller than the screen, scrolls to its last item", async ({ page }) => {
    await signUp(page, uniqueEmail());
    await page.goto("/#/pricing");
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    const logout = menu.getByRole("button", { name: "Logout" });
    await expect(logout).toBeAttached();
    // the top bar is fixed: the page's own scrolling cannot bring the menu's end into view
    await logout.scrollIntoViewIfNeeded();
    const box = (await logout.boundingBox())!;
    expect(box.y + box.height, "Logout ends below the screen").toBeLessThanOrEqual(375);
    await logout.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
  });
});
