import { describe, expect, it } from "vitest";
import { detectStream } from "./index.js";
import { invoiceItems } from "./synthetic-invoice.js";
import { hrule, pageInput, texts } from "./synthetic-page.js";

describe("a wide gap between a table's columns", () => {
  it("keeps an invoice's items whole when a rule under its header runs across the gap", () => {
    // Two columns each side of the widest gap, the same count: two tables side by side, but for the
    // rules under the header and under the items, drawn across both sides.
    const rulings = [hrule(50, 525, 204), hrule(50, 525, 290)];
    const out = detectStream(pageInput(invoiceItems(200), { rulings }));
    expect(out.tables).toHaveLength(1);
    const rows = texts(out.tables[0]!.rows);
    expect(rows[0]).toEqual(["Qty", "Description", "Unit price", "Amount"]);
    expect(rows).toContainEqual(["10", "Travel expenses", "131.99", "1,319.90"]);
  });

  it("still parts two tables side by side whose rules stop at the gap", () => {
    const words = [...invoiceItems(200)];
    const rulings = [hrule(50, 330, 204), hrule(370, 525, 204), hrule(50, 330, 290), hrule(370, 525, 290)];
    const out = detectStream(pageInput(words, { rulings }));
    expect(out.tables).toHaveLength(2);
  });
});
