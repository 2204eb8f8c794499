import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { layoutTable, textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const STAFF = [
  ["Region", "Staff", "Share (%)"],
  ["North", "1,204", "31.5"],
  ["East", "877", "22.9"],
  ["South", "1,015", "26.5"],
  ["West", "731", "19.1"],
];
const ITEMS = ["Two new routes opened in July.", "Returns fell by 3 per cent.", "Staff numbers stayed flat."];

/** Bullets drawn as small filled squares (no text), each beside its item, the first line's top at `top`. */
function bulletOps(top: number): string {
  return ITEMS.map((item, i) => {
    const y = top + i * 14;
    return `0 g 66 ${(792 - y - 6).toFixed(2)} 3 3 re f ${textOps(78, y, item, 10)}`;
  }).join("\n");
}

describe("a scanned booktabs table under a bulleted list", () => {
  it("is bounded by its top rule: the bullets, read as signs beside sentences, are no rows of it", async () => {
    const { ops } = layoutTable(STAFF, 60, 170, [60, 50, 60], { topBottomRules: true, headerRule: true });
    const pdf = scannedPdf(makePdf([{ content: [bulletOps(120), ops].join("\n") }]), { dpi: 300 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((r) => r[0]?.text)).toEqual(["Region", "North", "East", "South", "West"]);
  }, 600_000);
});
