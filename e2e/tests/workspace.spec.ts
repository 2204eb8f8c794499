import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { corpusFile, sessionTokenOf, signUp, uniqueEmail } from "./helpers.js";
import {
  STATEMENT_LAYOUT,
  statementBookPdf,
  statementPdf,
  statementRows,
  type StatementRow,
} from "./fixtures/statement.js";

const pdf = (name: string, bytes: Uint8Array) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(bytes) });

/** The right reading of a generated statement: the header row, then one row per transaction. */
const expectedGrid = (rows: StatementRow[]) => [
  ["Posted", "Description", "Ref", "Amount"],
  ...rows.map((r) => [r.posted, r.description, r.reference, r.amount]),
];

/** The text of every cell of a grid table, row by row. */
async function gridOf(table: Locator): Promise<string[][]> {
  return table
    .locator("tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th,td")).map((cell) => (cell.textContent ?? "").trim())),
    );
}

/** Screen position of a PDF point (top-left origin) on the page shown in the workspace. */
async function screenPoint(page: Page, x: number, y: number) {
  const box = (await page.getByTestId("page-overlay").boundingBox())!;
  return {
    x: box.x + (x * box.width) / STATEMENT_LAYOUT.pageWidth,
    y: box.y + (y * box.height) / STATEMENT_LAYOUT.pageHeight,
  };
}

/** Uploads a PDF on Home and waits for the preview. */
async function extractOnHome(page: Page, file: ReturnType<typeof corpusFile>) {
  await page.goto("/#/");
  await page.getByTestId("home-file-input").setInputFiles(file);
  await page.getByRole("button", { name: "Extract Tables" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  return dialog;
}

/** A new account's correction workspace on a two-page statement, with its first page shown. */
async function workspaceOnStatements(page: Page) {
  await signUp(page, uniqueEmail());
  const dialog = await extractOnHome(page, pdf("statements.pdf", statementBookPdf(2)));
  await dialog.getByRole("link", { name: "Correct in workspace" }).click();
  const workspace = page.getByRole("dialog", { name: /Workspace: statements\.pdf/ });
  await expect(workspace.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  return workspace;
}

test("a wrong detection is corrected with an area and column guides, saved as a template, and the template reads similar PDFs, even when the table moved down", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, uniqueEmail());

  // 1. Automatic detection runs the reference and the amount together into one column.
  const dialog = await extractOnHome(page, pdf("statement-january.pdf", statementPdf(statementRows(1))));
  await expect(dialog.getByRole("columnheader", { name: "Ref Amount" })).toBeVisible();
  await dialog.getByRole("link", { name: "Correct in workspace" }).click();

  const workspace = page.getByRole("dialog", { name: /Workspace: statement-january\.pdf/ });
  await expect(workspace).toBeVisible();
  await expect(workspace.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  const grid = workspace.getByTestId("workspace-grid");
  await expect(grid.locator("tr").first().locator("th,td")).toHaveCount(3);

  // 2. Draw the table's area with the mouse.
  const { left, right } = STATEMENT_LAYOUT;
  const from = await screenPoint(page, left - 6, 150);
  const to = await screenPoint(page, right + 6, 330);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(workspace.getByRole("region", { name: "Table area" })).toBeVisible();
  await expect(workspace.getByText(/Re-extracting page 1/)).toBeHidden({ timeout: 30_000 });

  // 3. Column guides: double-click inside the area where each column starts (guides replace
  //    alignment, so every separator is given); the last one splits "4010  17.00".
  for (const x of [STATEMENT_LAYOUT.columns[1], STATEMENT_LAYOUT.columns[2], STATEMENT_LAYOUT.refAmountGuide]) {
    const at = await screenPoint(page, x, 240);
    await page.mouse.dblclick(at.x, at.y);
  }
  const guide = workspace.getByRole("textbox", { name: "Guide 3" });
  await expect(guide).toBeVisible();
  expect(Math.abs(Number(await guide.inputValue()) - STATEMENT_LAYOUT.refAmountGuide)).toBeLessThan(2);
  await expect.poll(() => gridOf(grid), { timeout: 30_000 }).toEqual(expectedGrid(statementRows(1)));

  // A guide put in the wrong place is taken back with Ctrl+Z, and the page is read as it was.
  const wrong = await screenPoint(page, 230, 240);
  await page.mouse.dblclick(wrong.x, wrong.y);
  await expect(workspace.getByRole("textbox", { name: "Guide 4" })).toBeVisible();
  await expect.poll(() => gridOf(grid), { timeout: 30_000 }).not.toEqual(expectedGrid(statementRows(1)));
  await page.keyboard.press("ControlOrMeta+z");
  await expect(workspace.getByRole("textbox", { name: "Guide 4" })).toBeHidden();
  await expect.poll(() => gridOf(grid), { timeout: 30_000 }).toEqual(expectedGrid(statementRows(1)));
  await expect(workspace.getByRole("button", { name: "Redo" })).toBeEnabled();

  // The area's own header rows read the page again: two header rows (the answer joins them into
  // one header line, "Posted 2026-02-10"), then back to one.
  const areaPanel = workspace.getByRole("region", { name: "Table area" });
  await areaPanel.getByLabel("Header rows").selectOption("2");
  await expect
    .poll(async () => (await gridOf(grid)).length, { timeout: 30_000 })
    .toBe(expectedGrid(statementRows(1)).length - 1);
  await expect(grid.locator("tr").first().locator("th").first()).toContainText(statementRows(1)[0]!.posted);
  await areaPanel.getByLabel("Header rows").selectOption("1");
  await expect.poll(() => gridOf(grid), { timeout: 30_000 }).toEqual(expectedGrid(statementRows(1)));
  await expect(grid.locator("tr").first().locator("th")).toHaveCount(4);

  // Pointing at a cell in the grid highlights it on the page.
  await grid.getByText("Grocer 1", { exact: true }).hover();
  await expect(page.getByTestId("page-cell-highlight")).toHaveCount(1);

  // 4. Save as a template, anchored on the heading above the table (text outside any table, found
  //    by the server's anchor search) so it follows the table down the page.
  await workspace.getByRole("button", { name: "Save as template" }).click();
  const form = page.getByRole("dialog", { name: "Save as template" });
  await form.getByLabel("Template name").fill("Monthly statement");
  await form.getByLabel("Area 1 anchor text").fill("Nowhere in this statement");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(form.getByText('"Nowhere in this statement" was not found on page 1.')).toBeVisible();
  await form.getByLabel("Area 1 anchor text").fill("Transactions");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText('Template "Monthly statement" saved')).toBeVisible();
  await workspace.getByRole("button", { name: "Close workspace" }).click();

  // Closing the workspace lands back on Home's results, read again: the corrected table is there.
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText(/^Found 1 table with \d+ rows in statement-january\.pdf\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Preview Tables" }).click();
  await expect
    .poll(() => gridOf(page.getByRole("dialog").locator("table").first()), { timeout: 30_000 })
    .toEqual(expectedGrid(statementRows(1)));
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Upload Another PDF" }).click();

  // 5. A second statement of the same layout, uploaded with the template (chosen after saving).
  await expect(page.locator("#template-picker")).toHaveValue(/.+/);
  await expect(page.locator("#template-picker").locator("option:checked")).toHaveText("Monthly statement");
  const second = await extractOnHome(page, pdf("statement-february.pdf", statementPdf(statementRows(2))));
  await expect
    .poll(() => gridOf(second.locator("table").first()), { timeout: 30_000 })
    .toEqual(expectedGrid(statementRows(2)));
  await second.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Upload Another PDF" }).click();

  // 6. A statement whose table sits 170 pt lower: the anchor finds it (the saved box alone would
  //    cover only the prose above it).
  const moved = await extractOnHome(page, pdf("statement-march.pdf", statementPdf(statementRows(3), 330)));
  await expect
    .poll(() => gridOf(moved.locator("table").first()), { timeout: 30_000 })
    .toEqual(expectedGrid(statementRows(3)));
});

test("a cell edit survives re-extracting another page, and re-extracting the edited table asks first", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const workspace = await workspaceOnStatements(page);
  const grid = workspace.getByTestId("workspace-grid");

  // Edit the table on page 2.
  await workspace.getByRole("button", { name: "Next table" }).click();
  await expect(workspace.getByText("Table 2 of 2")).toBeVisible();
  await workspace.getByRole("button", { name: "Edit Table" }).click();
  await workspace.getByRole("textbox", { name: "Row 2, column 2" }).fill("EDITED BY HAND");
  await workspace.getByRole("button", { name: "Save", exact: true }).click();
  await expect(grid.getByText("EDITED BY HAND")).toBeVisible();

  // Re-extract page 1 (its area made shorter with the keyboard): page 2's edit is kept.
  await workspace.getByRole("button", { name: "Previous table" }).click();
  const rowsBefore = (await gridOf(grid)).length;
  await workspace.getByRole("button", { name: "Adjust area" }).click();
  const area = workspace.getByRole("region", { name: "Table area" });
  const top = Number(await area.getByLabel("Top").inputValue());
  const bottom = area.getByLabel("Bottom");
  await bottom.fill(String(Math.round(top + (Number(await bottom.inputValue()) - top) / 2)));
  await bottom.press("Enter");
  await expect.poll(async () => (await gridOf(grid)).length, { timeout: 30_000 }).toBeLessThan(rowsBefore);
  await expect(workspace.getByRole("dialog", { name: "Replace your edits?" })).toHaveCount(0);
  await workspace.getByRole("button", { name: "Next table" }).click();
  await expect(grid.getByText("EDITED BY HAND")).toBeVisible();

  // Changing the edited table's area asks first; keeping the edits leaves the table as it was.
  await workspace.getByRole("button", { name: "Adjust area" }).click();
  const edgeOfTwo = workspace.getByRole("region", { name: "Table area" }).getByLabel("Bottom");
  await edgeOfTwo.fill(String(Number(await edgeOfTwo.inputValue()) - 40));
  await edgeOfTwo.press("Enter");
  const ask = page.getByRole("dialog", { name: "Replace your edits?" });
  await expect(ask).toBeVisible({ timeout: 10_000 });
  await ask.getByRole("button", { name: "Keep my edits" }).click();
  await expect(ask).toBeHidden();
  await expect(grid.getByText("EDITED BY HAND")).toBeVisible();
});

test("an edit not saved is not dropped by turning the page or closing the tab without a question", async ({ page }) => {
  test.setTimeout(120_000);
  const workspace = await workspaceOnStatements(page);

  await workspace.getByRole("button", { name: "Edit Table" }).click();
  const cell = workspace.getByRole("textbox", { name: "Row 2, column 2" });
  await cell.fill("TYPED, NOT SAVED");
  await workspace.getByRole("button", { name: "Next page" }).click();
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(ask).toContainText("table 1 on page 1");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(cell).toHaveValue("TYPED, NOT SAVED");
  await expect(workspace.getByLabel("Page number")).toHaveValue("1");

  // the browser's own question before the tab goes
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
});

test("the browser's Back asks before leaving the workspace with an edit not saved, and leaves no extra step", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const workspace = await workspaceOnStatements(page);
  const workspaceUrl = page.url();

  // Back with an edit not saved: asked; Keep editing stays, with the edit
  await workspace.getByRole("button", { name: "Edit Table" }).click();
  const cell = workspace.getByRole("textbox", { name: "Row 2, column 2" });
  await cell.fill("TYPED, NOT SAVED");
  await page.goBack();
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(ask).toContainText("discard them and leave the workspace");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(cell).toHaveValue("TYPED, NOT SAVED");
  expect(page.url()).toBe(workspaceUrl);

  // saved: nothing to lose, and Back leaves at once (no step of the guard left behind)
  await workspace.getByRole("button", { name: "Save", exact: true }).click();
  await expect(workspace.getByTestId("workspace-grid").getByText("TYPED, NOT SAVED")).toBeVisible();
  await expect.poll(() => page.evaluate(() => history.state?.pdftabBackGuard ?? null)).toBeNull();
  await page.goBack();
  await expect(workspace).toBeHidden();
  await expect(page).toHaveURL(/#\/$/);

  // Discard after Back goes back for real
  await page.goForward();
  await expect(workspace.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).toBe(workspaceUrl);
  await workspace.getByRole("button", { name: "Edit Table" }).click();
  await workspace.getByRole("textbox", { name: "Row 2, column 2" }).fill("NOT KEPT");
  await page.goBack();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(workspace).toBeHidden();
  await expect(page).toHaveURL(/#\/$/);
  // one step forward is the workspace again, as saved, and one step back is Home
  await page.goForward();
  await expect(workspace.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  await expect(workspace.getByTestId("workspace-grid").getByText("TYPED, NOT SAVED")).toBeVisible();
  await page.goBack();
  await expect(workspace).toBeHidden();
});

test("templates are listed, renamed and deleted on the Templates page", async ({ page, request }) => {
  await signUp(page, uniqueEmail());
  const token = await sessionTokenOf(page);
  expect(token).toBeTruthy();
  const created = await request.post("/api/v1/templates", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: "Invoices",
      pages: null,
      method: "auto",
      stitch: false,
      areas: [{ page: "last", box: [40, 100, 560, 400], columns: [200, 300] }],
    },
  });
  expect(created.status()).toBe(201);

  await page.getByRole("link", { name: "Templates" }).first().click();
  await expect(page).toHaveURL(/#\/templates/);
  const list = page.getByRole("list", { name: "Templates" });
  await expect(list.getByText("Invoices")).toBeVisible();
  await expect(list.getByText(/1 area on last page · 2 column guides/)).toBeVisible();

  await list.getByRole("button", { name: "Rename Invoices" }).click();
  await list.getByLabel("Template name").fill("Supplier invoices");
  await list.getByRole("button", { name: "Save name" }).click();
  await expect(list.getByText("Supplier invoices")).toBeVisible();
  const stored = await request.get("/api/v1/templates", { headers: { Authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await stored.json())).toContain("Supplier invoices");

  // the upload picker on Home offers it under its new name
  await page.goto("/#/");
  await expect(page.locator("#template-picker option")).toHaveText(["Automatic detection", "Supplier invoices"]);

  await page.goto("/#/templates");
  await list.getByRole("button", { name: "Delete Supplier invoices" }).click();
  // the app asks in its own dialog (not the browser's confirm)
  const ask = page.getByRole("dialog", { name: "Delete the template “Supplier invoices”?" });
  await ask.getByRole("button", { name: "Delete Template" }).click();
  await expect(page.getByText("No templates yet")).toBeVisible();
});

test("a corpus page is corrected in the workspace by redrawing its table's area", async ({ page }) => {
  const dir = process.env.PDFTAB_CORPUS_DIR ?? resolve(import.meta.dirname, "../../../shared/corpus");
  const missing = !existsSync(resolve(dir, "camelot_multiple_tables.pdf"));
  if (missing)
    console.warn(`[e2e] SKIPPED: corpus not found at ${dir}; the corpus page of the workspace is not tested`);
  test.skip(missing, `corpus not found at ${dir}`);
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail());
  const dialog = await extractOnHome(page, corpusFile("camelot_multiple_tables.pdf"));
  await dialog.getByRole("link", { name: "Correct in workspace" }).click();
  const workspace = page.getByRole("dialog", { name: /Workspace:/ });
  await expect(workspace.getByRole("img", { name: /Page \d+/ })).toBeVisible({ timeout: 30_000 });
  const before = await gridOf(workspace.getByTestId("workspace-grid"));
  expect(before.length).toBeGreaterThan(1);

  // Take the detected table over as an area, then shrink it from the bottom with the keyboard:
  // the page is read again and the table loses its last rows.
  await workspace.getByRole("button", { name: "Adjust area" }).click();
  const bottom = workspace.getByRole("region", { name: "Table area" }).getByLabel("Bottom");
  const top = Number(await workspace.getByRole("region", { name: "Table area" }).getByLabel("Top").inputValue());
  const height = Number(await bottom.inputValue()) - top;
  await bottom.fill(String(Math.round(top + height / 2)));
  await bottom.press("Enter");
  await expect
    .poll(async () => (await gridOf(workspace.getByTestId("workspace-grid"))).length, { timeout: 30_000 })
    .toBeLessThan(before.length);
});
