import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatBytes } from "../../apps/web/src/components/formatBytes.js";
import { twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { pdfFile, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";

/** What the result of an extraction says, for the figures the Analytics screen sums up. */
interface ExtractionFigures {
  table_count: number;
  statistics: { average_confidence: number };
  tables: { method: string }[];
}

/** The free plan as the server's plan table has it (GET /plans), so the test follows a changed limit. */
interface PlanLimits {
  id: string;
  max_file_bytes: number;
  extractions_per_day: number;
  api_calls_per_day: number;
}

/** How long a request the page should make may take to be sent: a missing one fails soon, not at the test's timeout. */
const ASKED = { timeout: 15_000 };

/** The longest the extraction test may run once started. */
const RUN_MS = 120_000;

/**
 * Waits for the next UTC day when fewer than `runMs` are left of this one: the test checks today's
 * usage and history row (the server counts by UTC day), so it must run within one day, without
 * its extractions on either side of midnight.
 */
async function oneUtcDayFor(page: Page, runMs: number): Promise<void> {
  const DAY_MS = 86_400_000;
  const left = DAY_MS - (Date.now() % DAY_MS);
  if (left < runMs) await page.waitForTimeout(left + 1_000);
}

/** A card of the page by its heading. */
const card = (page: Page, heading: string): Locator =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

/** The value (dd) beside a term (dt) of a card. */
const valueOf = (section: Locator, term: string): Locator =>
  section.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");

/** Tables per method of one result, as the Extraction Methods chart counts them (each table's own method). */
function methodCounts(result: ExtractionFigures): Map<string, number> {
  const counts = new Map<string, number>();
  for (const table of result.tables) counts.set(table.method, (counts.get(table.method) ?? 0) + 1);
  return counts;
}

/** A chart row ("lattice 2") of a bar chart region. */
const chartRow = (page: Page, chart: string, label: string): Locator =>
  page
    .getByRole("region", { name: chart })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });

test("signed out, Analytics asks to sign in and Sign In goes to the sign-in page", async ({ page }) => {
  await page.goto("/#/analytics");
  // the page's own prompt, not the top bar's Sign In
  const main = page.locator("#main");
  await expect(main.getByRole("heading", { name: "Sign in required" })).toBeVisible();
  await expect(main.getByText("Please sign in to view your usage analytics")).toBeVisible();
  await expect(page.getByText("Current Tier")).toHaveCount(0);
  await main.getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test("after an extraction, Analytics shows the plan, today's usage and the extraction's own figures", async ({
  page,
}) => {
  // the run, and the wait for midnight it may need first
  test.setTimeout(2 * RUN_MS + 10_000);
  await oneUtcDayFor(page, RUN_MS);
  const todayDate = new Date().toISOString().slice(0, 10);
  const plans = (await (await page.request.get("/api/v1/plans")).json()) as { plans: PlanLimits[] };
  const free = plans.plans.find((plan) => plan.id === "free");
  if (!free) throw new Error("the server has no free plan");

  await signUp(page, uniqueEmail());
  const fixture = twoTablesPdf();
  await page.goto("/#/");
  const hourBefore = new Date().getUTCHours();
  await page.getByTestId("home-file-input").setInputFiles(pdfFile(fixture));
  const resultAnswer = page.waitForResponse(
    (r) => /\/api\/v1\/extractions\/[^/]+\/result$/.test(new URL(r.url()).pathname) && r.status() === 200,
    { timeout: 60_000 },
  );
  await page.getByRole("button", { name: "Extract Tables" }).click();
  const result = (await (await resultAnswer).json()) as ExtractionFigures;
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 60_000 });
  expect(result.table_count).toBeGreaterThan(0);
  expect(result.tables).toHaveLength(result.table_count);

  const history30 = page.waitForRequest((r) => r.url().endsWith("/api/v1/usage/history?days=30"), ASKED);
  await page.goto("/#/analytics");
  await history30;
  await expect(page.getByRole("heading", { name: "Usage Analytics" })).toBeVisible();

  // Current Tier: the badge and the free plan's limits as the server's plan table has them
  const tier = card(page, "Current Tier");
  await expect(tier.getByText("FREE", { exact: true })).toBeVisible();
  await expect(valueOf(tier, "Max file size")).toHaveText(formatBytes(free.max_file_bytes));
  await expect(valueOf(tier, "Daily extractions")).toHaveText(free.extractions_per_day.toLocaleString("en-US"));
  await expect(valueOf(tier, "API calls/day")).toHaveText(free.api_calls_per_day.toLocaleString("en-US"));

  // Today's Usage: one extraction of the plan's daily ones
  const today = card(page, "Today's Usage");
  const dailyLimit = free.extractions_per_day.toLocaleString("en-US");
  await expect(today.getByText(`1 / ${dailyLimit}`, { exact: true })).toBeVisible();

  // Performance: the tables this extraction found, its confidence as a whole percent
  const performance = card(page, "Performance");
  await expect(valueOf(performance, "Total tables")).toHaveText(String(result.table_count));
  // the server keeps the mean to three decimals (docs/api.md, Usage); the page shows a whole percent
  const confidence = Math.round(Math.round(result.statistics.average_confidence * 1000) / 10);
  await expect(valueOf(performance, "Average confidence")).toHaveText(`${confidence}%`);
  // the hour the extraction was made in (either side of the hour it may have crossed)
  const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;
  await expect(valueOf(performance, "Peak hour (UTC)")).toHaveText(
    new RegExp(`^(${hour(hourBefore)}|${hour(new Date().getUTCHours())})$`),
  );

  // Extraction Methods: each method the tables were found by, with its count (underscores as spaces)
  const methods = methodCounts(result);
  await expect(page.getByRole("region", { name: "Extraction Methods" }).getByRole("listitem")).toHaveCount(
    methods.size,
  );
  for (const [method, n] of methods)
    await expect(chartRow(page, "Extraction Methods", method.replace(/_/g, " "))).toContainText(String(n));

  // File Types: the one PDF
  await expect(page.getByRole("region", { name: "File Types" }).getByRole("listitem")).toHaveCount(1);
  await expect(chartRow(page, "File Types", "PDF")).toHaveText(/^PDF\s*1$/);

  // Usage History: today's row, one extraction of one read file of the PDF's size
  const history = card(page, "Usage History");
  const row = history.getByRole("row").filter({ hasText: todayDate });
  await expect(history.getByRole("row")).toHaveCount(2); // header + today
  const cells = row.getByRole("cell");
  await expect(cells.nth(1)).toHaveText("1");
  await expect(cells.nth(2)).toHaveText("1");
  await expect(cells.nth(4)).toHaveText(formatBytes(fixture.bytes.length));

  // Refresh asks the server again: a second extraction (through the API) makes the counts 2
  const extracted = await page.request.post("/api/v1/pdf/extract-info", {
    headers: { Authorization: `Bearer ${await sessionTokenOf(page)}` },
    multipart: { file: pdfFile(fixture, "second.pdf") },
  });
  expect(extracted.status()).toBe(200);
  const second = (await extracted.json()) as ExtractionFigures;
  const statsAgain = page.waitForRequest((r) => r.url().endsWith("/api/v1/usage/stats"), ASKED);
  const historyAgain = page.waitForRequest((r) => r.url().endsWith("/api/v1/usage/history?days=30"), ASKED);
  await page.getByRole("button", { name: "Refresh" }).click();
  await statsAgain;
  await historyAgain;
  await expect(today.getByText(`2 / ${dailyLimit}`, { exact: true })).toBeVisible();
  await expect(valueOf(performance, "Total tables")).toHaveText(String(result.table_count + second.table_count));
  for (const [method, n] of methodCounts(second))
    await expect(chartRow(page, "Extraction Methods", method.replace(/_/g, " "))).toContainText(
      String(n + (methods.get(method) ?? 0)),
    );
  await expect(chartRow(page, "File Types", "PDF")).toHaveText(/^PDF\s*2$/);
  await expect(cells.nth(1)).toHaveText("2");

  // the period selector asks the server for that period; today is in every one of them
  const period = page.getByLabel("History period");
  await expect(period).toHaveValue("30");
  for (const days of ["7", "90"]) {
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/v1/usage/history?days=${days}`), ASKED);
    await period.selectOption(days);
    await asked;
    await expect(period).toHaveValue(days);
    await expect(cells.nth(0)).toHaveText(todayDate);
    await expect(cells.nth(1)).toHaveText("2");
  }

  // free plan: the upgrade banner, View Plans to the pricing page
  await expect(page.getByRole("heading", { name: "Ready to unlock more power?" })).toBeVisible();
  await page.getByRole("link", { name: "View Plans" }).click();
  await expect(page).toHaveURL(/#\/pricing$/);
});
