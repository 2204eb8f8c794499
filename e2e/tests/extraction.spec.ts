import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { twoTablesPdf } from "../../packages/engine/src/testing/fixtures.js";
import { pdfFile, signUp, uniqueEmail } from "./helpers.js";

test("a signed-in user extracts a PDF, edits a cell and downloads the edited xlsx", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail());
  await page.goto("/#/");
  await page.getByTestId("home-file-input").setInputFiles(pdfFile(twoTablesPdf()));
  await page.getByRole("button", { name: "Extract Tables" }).click();

  // The preview opens on its own when tables were found.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("heading", { name: "two-tables.pdf" })).toBeVisible();
  await expect(dialog.getByText(/lattice/i).first()).toBeVisible();

  await dialog.getByRole("button", { name: "Edit Table" }).click();
  const cell = dialog.getByRole("textbox", { name: "Row 2, column 1" });
  await cell.fill("EDITED IN E2E");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("button", { name: "Edit Table" })).toBeVisible();
  await expect(dialog.getByText("EDITED IN E2E")).toBeVisible();

  await dialog.locator("#preview-format").selectOption("xlsx");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const texts = workbook.worksheets.flatMap((sheet) => {
    const values: string[] = [];
    sheet.eachRow((row) => row.eachCell((c) => values.push(String(c.value))));
    return values;
  });
  expect(texts).toContain("EDITED IN E2E");
  expect(workbook.worksheets.map((s) => s.name)).toContain("Overview");
});
