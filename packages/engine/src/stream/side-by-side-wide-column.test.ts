import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

const PARTS = [
  ["P-1040", "Hex bolt M8", "120", "0.35"],
  ["P-1047", "Washer 8 mm", "400", "0.04"],
  ["P-1054", "Lock nut M8", "150", "0.22"],
  ["P-1061", "Bracket", "12", "4.80"],
  ["P-1068", "Hinge", "24", "3.15"],
  ["P-1075", "Cable tie", "1,000", "0.02"],
];
const HEADER = ["Part no.", "Description", "Qty", "Price"];

/** A parts listing (9 pt, rows 17 pt apart): part number at `x`, description 60 pt right, Qty and Price right-aligned at `qty` and `price`. */
function listing(rows: string[][], x: number, qty: number, price: number, y = 120): Word[] {
  return [HEADER, ...rows].flatMap((r, i) => {
    const base = y + i * 17;
    return [
      ...phrase(r[0]!, x, base, 9),
      ...phrase(r[1]!, x + 60, base, 9),
      ...phraseRight(r[2]!, qty, base, 9),
      ...phraseRight(r[3]!, price, base, 9),
    ];
  });
}

describe("one table with a column drawn far wider than its text", () => {
  it("keeps a listing whole whose description column leaves the widest gap, two columns each side", () => {
    // Descriptions end by x = 170, quantities start past x = 420: the widest gap by far, two columns
    // each side, but part numbers and descriptions left against quantities and prices right.
    const out = detectStream(pageInput(listing(PARTS, 60, 460, 530)));
    expect(out.tables).toHaveLength(1);
    const rows = texts(out.tables[0]!.rows);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toContainEqual(["P-1075", "Cable tie", "1,000", "0.02"]);
  });

  it("still parts two halves of one listing set side by side, the header repeated over each", () => {
    // The same kind of table each side: the same header words, the same kinds of cells.
    const words = [...listing(PARTS.slice(0, 3), 40, 200, 260), ...listing(PARTS.slice(3), 330, 490, 550)];
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(2);
    for (const t of out.tables) expect(texts(t.rows)[0]).toEqual(HEADER);
  });
});
