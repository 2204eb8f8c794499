import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** An invoice's items (9 pt): quantity and description at the left, unit price and amount far right. */
function invoiceItems(y: number): Word[] {
  const rows = [
    ["Qty", "Description", "Unit price", "Amount"],
    ["6", "Patch cables, 2 m", "75.84", "455.04"],
    ["5", "Annual support contract", "180.58", "902.90"],
    ["10", "Travel expenses", "131.99", "1,319.90"],
    ["10", "Consulting, March (hours)", "354.20", "3,542.00"],
    ["5", "Site visit and survey", "317.79", "1,588.95"],
  ];
  return rows.flatMap((r, i) => {
    const base = y + i * 17;
    return [
      ...phraseRight(r[0]!, 80, base, 9),
      ...phrase(r[1]!, 92, base, 9),
      ...phraseRight(r[2]!, 430, base, 9),
      ...phraseRight(r[3]!, 520, base, 9),
    ];
  });
}

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
