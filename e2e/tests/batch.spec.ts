import { readFileSync } from "node:fs";
import JSZip from "jszip";
import { expect, test, type Page } from "@playwright/test";
import { encryptedPdf, multiPagePdf, ruledTablePdf, twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { PASSWORD, pdfFile, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import { PAID_SERVER_URL, STRIPE_STAND_IN_PORT } from "./paidServer.js";
import { StripeStandIn } from "./stripeStandIn.js";
import { upgradeToPro } from "./upgradeToPro.js";

// Batches need a paid plan: these tests run on the server with Stripe billing on, where a
// signed webhook makes the user Pro (10 PDFs per batch, 50 MB each).
test.use({ baseURL: PAID_SERVER_URL });

const standIn = new StripeStandIn();
test.beforeAll(() => standIn.start(STRIPE_STAND_IN_PORT));
test.afterAll(() => standIn.stop());

/**
 * Generated PDFs with tables, the last one long (500 pages of 40 rows, 3 MB: seconds of work even
 * on a quiet machine): the short ones are done while it still runs, on the other thread or before
 * it, so the card shows a count part-way through for several polls (1 s apart). A quiet machine
 * read the whole batch in 1.3 s with 150 pages as the longest, between two polls, and the count
 * went from 0/5 to 5/5 with nothing between.
 */
const FIVE_PDFS = [ruledTablePdf(), twoTablesPdf(), multiPagePdf(5), multiPagePdf(8, 30), multiPagePdf(500, 40)].map(
  (fixture) => pdfFile(fixture),
);

const tokenOf = sessionTokenOf;

/** A new Pro account, on the Batch page. */
async function proUserOnBatchPage(page: Page): Promise<string> {
  await signUp(page, uniqueEmail());
  const token = await tokenOf(page);
  await upgradeToPro(page.request, token, standIn);
  await page.goto("/#/batch");
  await page.reload();
  await expect(page.getByText("Up to 10 PDF files, max 50 MB each (Pro plan)")).toBeVisible();
  return token;
}

/** Sends the chosen files and returns the new batch's id from the toast. */
async function startBatch(page: Page, files: ReturnType<typeof pdfFile>[]): Promise<string> {
  await page.getByTestId("batch-file-input").setInputFiles(files);
  await expect(page.getByText(`Selected files (${files.length})`)).toBeVisible();
  await page.getByRole("button", { name: `Process ${files.length} PDFs` }).click();
  const toast = page.getByText(/Batch processing started! Batch ID: /);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  return (await toast.textContent())!.replace(/.*Batch ID: /, "").trim();
}

test("a Pro user runs a batch of 5 PDFs with live progress, downloads the zip, and another user cannot reach it", async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  const token = await proUserOnBatchPage(page);
  const id = await startBatch(page, FIVE_PDFS);
  const card = page.getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` });

  // Live: the card shows a count part-way through before the batch ends.
  await expect(card.getByText(/^[1-4]\/5 files$/)).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText("completed", { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(card.getByText("5/5 files")).toBeVisible();
  await expect(card.getByText("Successful").locator("..")).toHaveText("Successful5");
  await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`batch_${id}_results.zip`);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const entries = Object.keys(zip.files).sort();
  expect(entries).toEqual(
    ["batch_summary.csv", ...FIVE_PDFS.map(({ name }) => name.replace(/\.pdf$/, ".xlsx"))].sort(),
  );
  expect((await zip.file(entries[0]!)!.async("uint8array")).length).toBeGreaterThan(0);

  // The dashboard lists the same batch.
  await page.goto("/#/dashboard");
  const recent = page
    .getByRole("region", { name: "Recent Batch Jobs" })
    .getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` });
  await expect(recent.getByText("completed", { exact: true })).toBeVisible();
  await expect(recent.getByRole("button", { name: `Download results of Batch ${id.slice(0, 8)}` })).toBeVisible();

  // Another user: the batch is not in their list, and its download, cancel and delete are 404.
  const other = await playwright.request.newContext({ baseURL: PAID_SERVER_URL });
  const registered = await other.post("/api/v1/auth/register", {
    data: { email: uniqueEmail(), password: PASSWORD, full_name: "Grace Hopper" },
  });
  const otherToken = ((await registered.json()) as { access_token: string }).access_token;
  const asOther = { Authorization: `Bearer ${otherToken}` };
  expect(await (await other.get("/api/v1/batch/", { headers: asOther })).json()).toEqual([]);
  for (const answer of [
    await other.get(`/api/v1/batch/${id}/download`, { headers: asOther }),
    await other.post(`/api/v1/batch/${id}/cancel`, { headers: asOther }),
    await other.delete(`/api/v1/batch/${id}`, { headers: asOther }),
  ]) {
    expect(answer.status()).toBe(404);
    expect((await answer.json()).code).toBe("not_found");
  }
  await other.dispose();

  // The owner deletes it, after a confirmation that says what goes: gone from the page and the
  // server, while the five extractions it made stay in the history.
  await page.goto("/#/batch");
  const trash = page.getByRole("button", { name: `Delete Batch ${id.slice(0, 8)}` });
  await trash.click();
  const dialog = page.getByRole("dialog", { name: `Delete Batch ${id.slice(0, 8)}?` });
  await expect(dialog.getByText(/deletes the batch and its results zip \(5 files\)/)).toBeVisible();
  await expect(dialog.getByText(/extractions its files made stay in your History/)).toBeVisible();
  await dialog.getByRole("button", { name: "Keep Batch" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` })).toBeVisible();
  await trash.click();
  await dialog.getByRole("button", { name: "Delete Batch" }).click();
  await expect(page.getByText("Batch deleted successfully. Its 5 extractions stay in History.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` })).toHaveCount(0);
  const gone = await page.request.get(`/api/v1/batch/${id}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
  await page.goto("/#/history");
  for (const { name } of FIVE_PDFS) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test("a batch cancelled while it runs ends cancelled, with its unstarted files left undone", async ({ page }) => {
  test.setTimeout(120_000);
  await proUserOnBatchPage(page);
  // Ten 100-page ledgers: seconds of work even on a quiet machine, so the batch still runs when
  // Cancel is clicked (ten 20-page ones took a quiet machine about 1.5 s in all).
  const big = multiPagePdf(100, 40);
  const files = Array.from({ length: 10 }, (_, i) => pdfFile(big, `ledger-${i + 1}.pdf`));
  const id = await startBatch(page, files);
  const card = page.getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` });
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Batch cancelled successfully")).toBeVisible();
  await expect(card.getByText("cancelled", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  // what finished before the cancel can still be downloaded
  const successful = Number(
    (await card.getByText("Successful").locator("..").textContent())!.replace("Successful", ""),
  );
  await expect(card.getByRole("button", { name: "Download" })).toHaveCount(successful > 0 ? 1 : 0);
  const processed = Number((await card.getByText(/^\d+\/10 files$/).textContent())!.split("/")[0]);
  expect(processed).toBeLessThan(10);
});

test("a password-protected PDF of a batch is opened in its row: a wrong password says so, the right one (given on the dashboard) brings its tables", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await proUserOnBatchPage(page);
  const locked = {
    name: "locked.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(encryptedPdf(twoTablesPdf(), "open-sesame")),
  };
  const id = await startBatch(page, [locked, pdfFile(ruledTablePdf(), "open.pdf")]);
  const card = page.getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` });
  await expect(card.getByText("completed", { exact: true })).toBeVisible({ timeout: 60_000 });
  const failures = card.getByRole("list", { name: "Files that failed" });
  await expect(
    failures.getByText("This PDF is password-protected. Enter its password to extract its tables."),
  ).toBeVisible();
  await expect(card.getByText("Failed").locator("..")).toHaveText("Failed1");

  const field = card.getByLabel("Password for locked.pdf", { exact: true });
  await field.fill("not-it");
  await card.getByRole("button", { name: "Retry" }).click();
  await expect(
    card.getByText("The password does not open this PDF. Enter it again to extract its tables."),
  ).toBeVisible({ timeout: 30_000 });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");

  // the dashboard's Recent Batch Jobs has the same field and Retry: the right password goes in there
  await page.goto("/#/dashboard");
  const row = page
    .getByRole("region", { name: "Recent Batch Jobs" })
    .getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` });
  const needing = row.getByRole("list", { name: "Files that need their password" });
  await expect(needing.getByText("The password does not open this PDF.", { exact: false })).toBeVisible();
  await needing.getByLabel("Password for locked.pdf", { exact: true }).fill("open-sesame");
  await needing.getByRole("button", { name: "Retry" }).click();
  await expect(needing).toHaveCount(0, { timeout: 30_000 });
  await expect(row.getByText("completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("2/2", { exact: true })).toBeVisible();

  await page.goto("/#/batch");
  await expect(card.getByText("Successful").locator("..")).toHaveText("Successful2", { timeout: 30_000 });
  await expect(card.getByText("Failed").locator("..")).toHaveText("Failed0");
  await expect(card.getByRole("list", { name: "Files that failed" })).toHaveCount(0);
  await expect(card.getByText("completed", { exact: true })).toBeVisible();

  // the zip holds the retried file's tables
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download" }).click();
  const zip = await JSZip.loadAsync(readFileSync(await (await downloading).path()));
  expect(Object.keys(zip.files).sort()).toEqual(["batch_summary.csv", "locked.xlsx", "open.xlsx"]);
  expect((await zip.file("batch_summary.csv")!.async("string")).split("\r\n")[1]).toBe("locked.pdf,completed,2,");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a batch card puts its buttons under its name, which stays on one line with its details readable", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await proUserOnBatchPage(page);
    const id = await startBatch(page, [pdfFile(ruledTablePdf()), pdfFile(twoTablesPdf())]);
    const card = page.getByRole("listitem", { name: `Batch ${id.slice(0, 8)}` });
    await expect(card.getByText("completed", { exact: true })).toBeVisible({ timeout: 60_000 });
    const heading = card.getByRole("heading", { name: `Batch ${id.slice(0, 8)}` });
    const lineHeight = await heading.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
    expect((await heading.boundingBox())!.height, "the batch's name wraps").toBeLessThan(1.5 * lineHeight);
    // "2/2 files · Dec 3, 06:52 AM · by someone@example.com" gets the card's width, not a sliver beside the buttons
    const details = card.getByText(/^2\/2 files · /);
    expect((await details.boundingBox())!.width).toBeGreaterThan(220);
    const download = (await card.getByRole("button", { name: "Download" }).boundingBox())!;
    expect(download.y).toBeGreaterThan((await details.boundingBox())!.y);
  });
});
