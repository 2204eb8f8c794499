import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { DEPOT_FIGURES_WIDTHS } from "../testing/depot-figures.js";
import { layoutTable, textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const TABLE = [
  ["Depot", "Q1", "Q2", "Q3", "Q4"],
  ["Haarlem", "2,990", "-", "1,905", "3,957"],
  ["Varna", "1,099", "2,376", "(979)", "(208)"],
  ["Aberdeen", "522", "3,844", "2,558", "1,289"],
  ["Bergen", "1,564", "(383)", "1,815", "532"],
];

/**
 * A bar chart as office tools export one, its plot from `top` to `base`: grid lines with tick
 * labels at the left, the value axis, eight grey bars, a quarter's label under each bar.
 */
function barChart(top: number, base: number): string {
  const heights = [0.52, 0.69, 0.76, 0.6, 0.62, 0.82, 0.88, 0.72];
  const y = (top: number) => (792 - top).toFixed(2);
  const ops: string[] = [];
  for (let t = 0; t <= 4; t++) {
    const at = base - (t * (base - top)) / 4;
    ops.push(`0 G 0.3 w 100 ${y(at)} m 478 ${y(at)} l S`, textOps(t ? 82 : 88, at - 3, String(t * 20), 8));
  }
  ops.push(`0.5 w 100 ${y(top)} m 100 ${y(base)} l S`);
  heights.forEach((h, i) => {
    const x = 110 + i * 46;
    ops.push(
      `0.45 g ${x} ${y(base)} 28 ${(h * (base - top)).toFixed(2)} re f 0 g`,
      textOps(x + 9, base + 4, `Q${(i % 4) + 1}`, 8),
    );
  });
  return ops.join("\n");
}

describe("a scanned bar chart above a table", () => {
  it("is not read into the table: its bars mark it a chart, as on a born-digital page", async () => {
    const { ops } = layoutTable(TABLE, 58, 285, DEPOT_FIGURES_WIDTHS);
    const born = makePdf([{ content: [barChart(105, 255), ops].join("\n") }]);
    // a sheet a little askew, as the chart's category labels once joined the table's rows
    const pdf = scannedPdf(born, { dpi: 300, rotate: 0.8 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((r) => r[0]?.text)).toEqual(TABLE.map((r) => r[0]));
    // the table's five columns, not the chart's eight bars' labels beside them
    expect(result.tables[0]!.rows.map((r) => r.length)).toEqual(TABLE.map(() => 5));
    expect(result.tables[0]!.rows[1]!.map((c) => c?.text)).toEqual(TABLE[1]);
  }, 600_000);
});
