import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers.js";
import { STATEMENT_LAYOUT, statementBookPdf } from "./fixtures/statement.js";

const wanted = Boolean(process.env.PDFTAB_SCREENSHOTS);

/**
 * Makes docs/images/workspace.png (and a 375 px one beside the test results) from the real app:
 * `PDFTAB_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts readme-screenshot`.
 */
test("README screenshot of the workspace", async ({ page }) => {
  test.skip(!wanted, "[e2e] README screenshot: set PDFTAB_SCREENSHOTS=1 to write docs/images/workspace.png");
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, uniqueEmail());
  await page.goto("/#/");
  await page.getByTestId("home-file-input").setInputFiles({
    name: "statements-2026.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(statementBookPdf(6)),
  });
  await page.getByRole("button", { name: "Extract Tables" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Correct in workspace" }).click();
  const workspace = page.getByRole("dialog", { name: /Workspace:/ });
  await expect(workspace.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  const overlay = page.getByTestId("page-overlay");
  const at = async (x: number, y: number) => {
    const box = (await overlay.boundingBox())!;
    return {
      x: box.x + (x * box.width) / STATEMENT_LAYOUT.pageWidth,
      y: box.y + (y * box.height) / STATEMENT_LAYOUT.pageHeight,
    };
  };
  const from = await at(44, 150);
  const to = await at(556, 330);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  for (const x of [130, 330, STATEMENT_LAYOUT.refAmountGuide]) {
    const p = await at(x, 240);
    await page.mouse.dblclick(p.x, p.y);
  }
  await expect(workspace.getByTestId("workspace-grid").locator("tr").first().locator("th,td")).toHaveCount(4, {
    timeout: 30_000,
  });
  await expect(workspace.getByText(/Re-extracting/)).toBeHidden({ timeout: 30_000 });
  await workspace.getByTestId("workspace-grid").getByText("Rail ticket 1", { exact: true }).hover();
  await page.screenshot({ path: resolve(import.meta.dirname, "../../docs/images/workspace.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: resolve(import.meta.dirname, "../test-results/workspace-375.png"), fullPage: false });
  await workspace.getByTestId("workspace-grid").scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(import.meta.dirname, "../test-results/workspace-375-grid.png") });

  await page.setViewportSize({ width: 1280, height: 800 });
  await workspace.getByRole("button", { name: "Save as template" }).click();
  const form = page.getByRole("dialog", { name: "Save as template" });
  await form.getByLabel("Template name").fill("Example Bank statement");
  await form.getByLabel("Area 1 applies to").selectOption("all");
  await form.getByLabel("Area 1 anchor text").fill("Posted");
  await page.screenshot({ path: resolve(import.meta.dirname, "../test-results/template-form.png") });
  await form.getByRole("button", { name: "Save template" }).click();
  await workspace.getByRole("button", { name: "Close workspace" }).click();
  await page.goto("/#/templates");
  await expect(page.getByRole("list", { name: "Templates" }).getByText("Example Bank statement")).toBeVisible();
  await page.screenshot({ path: resolve(import.meta.dirname, "../test-results/templates-page.png") });
  await page.goto("/#/");
  await page.screenshot({ path: resolve(import.meta.dirname, "../test-results/home-picker.png") });
});
