import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { DEPOT_FIGURES_WIDTHS, depotFigures } from "../testing/depot-figures.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

// Without prose around it, a table's columns smear into bars up and down as well as across, so the
// ink profiles alone took this page for one lying on its side, and read that way it gave no words.
describe("a scanned page holding nothing but a borderless table", () => {
  it("is read upright, every row found", async () => {
    const rows = depotFigures();
    const { ops } = layoutTable(rows, 60, 150, DEPOT_FIGURES_WIDTHS);
    const pdf = scannedPdf(makePdf([{ content: ops }]), { dpi: 300 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const table = result.tables[0]!;
    expect(table.rows.map((r) => r[0]?.text)).toEqual(rows.map((r) => r[0]));
    expect(result.pages?.[0]).toMatchObject({ page: 1, status: "ok", tableCount: 1 });
  }, 600_000);
});
