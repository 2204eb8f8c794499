import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const ROWS = [
  ["Code", "Programme", "Budget", "Spent"],
  ["P-01", "Road maintenance", "12,400", "11,980"],
  ["P-02", "School repairs", "8,150", "7,940"],
  ["P-03", "Harbour dredging", "5,600", "5,210"],
];

describe("a boxed header row scanned askew", () => {
  it('finds the short lines between its cells: one table of four columns, no "|" in a cell', async () => {
    const { ops } = layoutTable(ROWS, 60, 100, [40, 130, 45, 45], { frame: true, boxedHeader: true });
    const pdf = scannedPdf(makePdf([{ content: ops }]), { dpi: 300, rotate: 3 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const texts = result.tables[0]!.rows.flat().map((c) => c?.text ?? "");
    expect(texts.filter((t) => /[|\]]/u.test(t))).toEqual([]);
    expect(result.tables[0]!.rows.map((r) => r.length)).toEqual(ROWS.map(() => 4));
    expect(result.tables[0]!.rows.map((r) => r[1]?.text)).toEqual(ROWS.map((r) => r[1]));
  }, 600_000);
});
