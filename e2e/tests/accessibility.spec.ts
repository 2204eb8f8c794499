import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { multiPagePdf, twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { statementPdf, statementRows } from "./fixtures/statement.js";
import { pdfFile, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from "./routes.js";
import { BUSINESS_PRICE_ID, PAID_SERVER_URL, STRIPE_STAND_IN_PORT } from "./paidServer.js";
import { StripeStandIn } from "./stripeStandIn.js";
import { upgradeToPro } from "./upgradeToPro.js";

/*
 * Every screen, in the states a user meets, against axe-core's WCAG 2.0, 2.1 and 2.2 level A and
 * AA rules (apps/web/README.md, "Accessibility"). axe is handed to the page through the DevTools
 * protocol: the app's Content-Security-Policy refuses an injected script tag, and stays on.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Run in the page: every toast is fully shown, none fading in or out. */
const toastsShown = () =>
  [...document.querySelectorAll("[data-toast-type]")].every((toast) => getComputedStyle(toast).opacity === "1");

/** Runs axe on the page as it is now and fails with one readable line per element when a rule is broken. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  // a page that fetches says "Loading..." until its data is in: audit the page as it ends up
  await expect(page.locator("main").getByText(/^Loading/)).toHaveCount(0);
  // a toast fading in or out is between colours axe would judge (an earlier screen's "API key
  // created" fading over the workspace read 1.2:1): audit once every toast is fully shown or gone
  await page.waitForFunction(toastsShown);
  let lines = await auditLines(page);
  // a toast that began to fade while axe ran (it goes 4 s after it came; axe takes seconds on a busy
  // machine) was judged between colours: audit again once it is gone
  if (!(await page.evaluate(toastsShown))) {
    await expect(page.locator("[data-toast-type]")).toHaveCount(0, { timeout: 10_000 });
    lines = await auditLines(page);
  }
  expect(lines, `accessibility of ${screen}`).toEqual([]);
}

/** axe's findings on the page as it is now, one readable line per element. */
async function auditLines(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_AA);
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.help}) at ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`,
    ),
  );
}

test("the public pages pass axe's WCAG 2.2 AA rules, on a desktop and on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(`/#${path}`);
      await expectAccessible(page, `${path} at ${viewport.width} px`);
    }
  }
  // a visitor who tries to upload is asked to sign in
  await page.goto("/#/");
  await page.getByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "the sign-in-required dialog");
});

test("a signed-in user's pages, the preview, its edit mode and the correction workspace pass axe's WCAG 2.2 AA rules", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail());
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(`/#${path}`);
    await expectAccessible(page, `${path}, new account`);
  }

  await page.goto("/#/");
  await page.getByTestId("home-file-input").setInputFiles(pdfFile(twoTablesPdf()));
  await page.getByRole("button", { name: "Extract Tables" }).click();
  const preview = page.getByRole("dialog");
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole("status", { name: "Loading page image" })).toHaveCount(0, { timeout: 30_000 });
  await expectAccessible(page, "the preview");
  await preview.getByRole("button", { name: "Edit Table" }).click();
  await expect(preview.getByRole("textbox", { name: "Row 2, column 1" })).toBeVisible();
  await expectAccessible(page, "the preview's edit mode");

  // with one extraction behind them: the history and analytics have rows and figures
  for (const path of ["/history", "/analytics"]) {
    await page.goto(`/#${path}`);
    await expectAccessible(page, `${path} with an extraction`);
  }
  await page.goto("/#/api-keys");
  await page.getByLabel("Name", { exact: true }).fill("accessibility");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("region", { name: "New API key" })).toBeVisible();
  await expectAccessible(page, "/api-keys with a new key");

  await page.goto("/#/");
  await page.getByTestId("home-file-input").setInputFiles({
    name: "statement.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(statementPdf(statementRows(1))),
  });
  await page.getByRole("button", { name: "Extract Tables" }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("dialog").getByRole("link", { name: "Correct in workspace" }).click();
  const workspace = page.getByRole("dialog", { name: /Workspace: statement\.pdf/ });
  await expect(workspace).toBeVisible();
  await expect(workspace.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "the correction workspace");
  // an area drawn by the user: its panel, handles and column guides
  await workspace.getByRole("button", { name: "Add area" }).click();
  await expect(workspace.getByRole("region", { name: "Table area" })).toBeVisible();
  await expect(workspace.getByText(/Re-extracting page 1/)).toBeHidden({ timeout: 30_000 });
  await expectAccessible(page, "the correction workspace drawing an area");
});

test.describe("on the server with billing", () => {
  test.use({ baseURL: PAID_SERVER_URL });
  const standIn = new StripeStandIn();
  test.beforeAll(() => standIn.start(STRIPE_STAND_IN_PORT));
  test.afterAll(() => standIn.stop());

  test("a Pro user's batch page, with a batch done, passes axe's WCAG 2.2 AA rules", async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, uniqueEmail());
    await upgradeToPro(page.request, await sessionTokenOf(page), standIn);
    await page.goto("/#/batch");
    await page.reload();
    await expect(page.getByText("Up to 10 PDF files, max 50 MB each (Pro plan)")).toBeVisible();
    await expectAccessible(page, "/batch, Pro, no batch yet");

    await page.getByTestId("batch-file-input").setInputFiles([pdfFile(twoTablesPdf()), pdfFile(multiPagePdf(3))]);
    await expect(page.getByText("Selected files (2)")).toBeVisible();
    await expectAccessible(page, "/batch with two files chosen");
    await page.getByRole("button", { name: "Process 2 PDFs" }).click();
    await expect(page.getByText("completed", { exact: true }).first()).toBeVisible({ timeout: 120_000 });
    await expectAccessible(page, "/batch with a finished batch");
    await page.goto("/#/dashboard");
    await expectAccessible(page, "/dashboard, Pro, with a batch");
  });

  test("a Business owner's team, webhook and template pages pass axe's WCAG 2.2 AA rules", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail());
    await upgradeToPro(page.request, await sessionTokenOf(page), standIn, BUSINESS_PRICE_ID);
    await page.goto("/#/team");
    await page.reload();
    await expect(page.getByTestId("seats")).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("list", { name: "Open invitations" })).toBeVisible();
    await expectAccessible(page, "/team with an open invitation");
    for (const path of ["/webhooks", "/templates"]) {
      await page.goto(`/#${path}`);
      await expectAccessible(page, `${path}, Business`);
    }
  });
});
