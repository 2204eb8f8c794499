import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { figureTable } from "../testing/figure-table.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { MENDED_GROUPS_CONFIDENCE, mendGroupedDecimals } from "./grouped-decimals.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const cells = (column: string[]) => column.map((text) => [{ text, confidence: 0.9 }]);
const texts = (rows: ({ text: string } | null)[][]) => rows.map((r) => r[0]?.text);
// a column of one-decimal figures, grouped with commas
const column = ["12.5", "1,234.5", "7.1", "2,345.6", "0.4"];

describe("mendGroupedDecimals", () => {
  it("mends a comma read as a point with the point lost, a lost comma and a lost point", () => {
    const out = mendGroupedDecimals(cells([...column, "9.4785", "4678.5", "1,1545", "2337.1"]));
    expect(texts(out).slice(column.length)).toEqual(["9,478.5", "4,678.5", "1,154.5", "2,337.1"]);
    expect(out[column.length]![0]!.confidence).toBe(MENDED_GROUPS_CONFIDENCE);
    // the figures read right are left as they were
    expect(out.slice(0, column.length)).toEqual(cells(column));
  });

  it("leaves a figure starting with 0 and an integer alone", () => {
    const odd = ["0.4785", "1,154"];
    expect(texts(mendGroupedDecimals(cells([...column, ...odd])))).toEqual([...column, ...odd]);
  });

  it("leaves a table that does not group with commas, or groups with points, alone", () => {
    const plain = ["12.5", "34.5", "7.1", "45.6", "9.4785", "4678.5"];
    expect(texts(mendGroupedDecimals(cells(plain)))).toEqual(plain);
    const european = ["1.234,5", "2.345,6", "3.456,7", "1,234.5", "2,345.6", "9.4785"];
    expect(texts(mendGroupedDecimals(cells(european)))).toEqual(european);
  });

  it("leaves a column without one count of decimal places alone", () => {
    const mixed = ["1,234.5", "2,345.6", "7.12", "8.13", "9.4785", "4678.5"];
    expect(texts(mendGroupedDecimals(cells(mixed)))).toEqual(mixed);
  });
});

describe("a worn scan of a table of figures in 7 pt type", () => {
  it("reads its figures with thousands separators exactly", async () => {
    const { rows, ops } = figureTable(7);
    const pdf = scannedPdf(makePdf([{ content: ops }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const got = result.tables[0]!.rows.slice(1).flatMap((r) => r.slice(1).map((c) => c.text));
    const expected = rows.slice(1).flatMap((r) => r.slice(1));
    const grouped = expected.flatMap((text, i) => (text.includes(",") ? [[text, got[i]]] : []));
    // without the mending "9,478.5"-like figures came back "7.3246", "6378.8" and "1.1545"
    expect(grouped.filter(([want, read]) => want !== read)).toEqual([]);
    expect(grouped.length).toBeGreaterThanOrEqual(10);
  }, 600_000);
});
