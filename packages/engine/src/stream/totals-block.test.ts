import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { invoiceItems } from "./synthetic-invoice.js";
import { hrule, pageInput, phraseRight, texts } from "./synthetic-page.js";

/** Lines of a label right-aligned at `labelRight` beside a figure right-aligned at 520, from `y` on a 17 pt pitch. */
function block(rows: string[][], labelRight: number, y: number): Word[] {
  return rows.flatMap((r, i) => [
    ...phraseRight(r[0]!, labelRight, y + i * 17, 9),
    ...phraseRight(r[1]!, 520, y + i * 17, 9),
  ]);
}

const TOTALS = [
  ["Subtotal", "7,808.79"],
  ["VAT 20%", "1,561.76"],
  ["Total", "9,370.55"],
];
const RULES = [hrule(50, 525, 204), hrule(50, 525, 290)];

describe("a totals block under an invoice's last columns", () => {
  it("reads Subtotal, VAT and Total as rows in the unit price and amount columns, not as a second table", () => {
    const out = detectStream(pageInput([...invoiceItems(200), ...block(TOTALS, 430, 310)], { rulings: RULES }));
    expect(out.tables).toHaveLength(1);
    const rows = texts(out.tables[0]!.rows);
    expect(rows.slice(-3)).toEqual([
      ["", "", "Subtotal", "7,808.79"],
      ["", "", "VAT 20%", "1,561.76"],
      ["", "", "Total", "9,370.55"],
    ]);
  });

  it("leaves a block whose labels do not end on a column of the items as a table of its own", () => {
    // Labels right-aligned at 360, where no cell of the items ends: a small table set under the first.
    const out = detectStream(pageInput([...invoiceItems(200), ...block(TOTALS, 360, 310)], { rulings: RULES }));
    expect(out.tables).toHaveLength(2);
  });

  it("leaves a block that opens with a header of its own as a table of its own", () => {
    const rows = [["Tax band", "Amount"], ...TOTALS];
    const out = detectStream(pageInput([...invoiceItems(200), ...block(rows, 430, 310)], { rulings: RULES }));
    expect(out.tables).toHaveLength(2);
  });
});
