import { expect, test } from "@playwright/test";
import { twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import { PAID_SERVER_URL, STRIPE_STAND_IN_PORT } from "./paidServer.js";
import { StripeStandIn } from "./stripeStandIn.js";
import { upgradeToPro } from "./upgradeToPro.js";

// More extractions than one history page holds: on the server with Stripe billing on, where a
// signed webhook makes the user Pro, whose per-minute limit lets the test make them quickly.
test.use({ baseURL: PAID_SERVER_URL });

const standIn = new StripeStandIn();
test.beforeAll(() => standIn.start(STRIPE_STAND_IN_PORT));
test.afterAll(() => standIn.stop());

test("the history shows its first page of 25 and Show more the rest, each extraction once", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail());
  const token = await sessionTokenOf(page);
  await upgradeToPro(page.request, token, standIn);
  const pdf = Buffer.from(twoTablesPdf().bytes);
  const count = 27;
  for (let i = 1; i <= count; i++) {
    const name = `ledger-${String(i).padStart(2, "0")}.pdf`;
    const extracted = await page.request.post("/api/v1/pdf/extract-info", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name, mimeType: "application/pdf", buffer: pdf } },
    });
    expect(extracted.status()).toBe(200);
  }

  await page.goto("/#/history");
  const list = page.getByRole("list", { name: "Extractions" });
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(25);
  // newest first: the last two made are on the first page, the first two are not yet
  await expect(items.first()).toContainText("ledger-27.pdf");
  await expect(list).not.toContainText("ledger-02.pdf");
  await expect(page.getByText(`Showing 25 of ${count} extractions.`)).toBeVisible();

  await page.getByRole("button", { name: "Show more" }).click();
  await expect(items).toHaveCount(count);
  const names = await items.evaluateAll((rows) =>
    rows.map((row) => /ledger-\d+\.pdf/.exec(row.textContent ?? "")?.[0]),
  );
  expect(names).toEqual(Array.from({ length: count }, (_, i) => `ledger-${String(count - i).padStart(2, "0")}.pdf`));
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
});

test("keyboard focus stays on a history item: back on View after its preview, on Delete after Keep", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueEmail());
  const extracted = await page.request.post("/api/v1/pdf/extract-info", {
    headers: { Authorization: `Bearer ${await sessionTokenOf(page)}` },
    multipart: { file: { name: "focus.pdf", mimeType: "application/pdf", buffer: Buffer.from(twoTablesPdf().bytes) } },
  });
  expect(extracted.status()).toBe(200);
  await page.goto("/#/history");

  // View waits for the stored result; a button disabled meanwhile loses the focus for good
  const view = page.getByRole("button", { name: "View focus.pdf" });
  await view.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(view).toBeFocused();

  const remove = page.getByRole("button", { name: "Delete focus.pdf" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(remove).toBeFocused();
});
