import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** Account details (9 pt): an address at the left, bold labels and their values at the right. */
function details(y: number): Word[] {
  const rows = [
    ["Ms J. Okafor", "Account number", "40112233"],
    ["14 Elm Grove", "Sort code", "20-45-77"],
    ["Leeds LS6 2AB", "Statement period", "1 Mar 2024 to 31 Mar 2024"],
  ];
  return rows.flatMap((r, i) => [
    ...phrase(r[0]!, 42, y + i * 12, 9),
    ...phrase(r[1]!, 330, y + i * 12, 9, true),
    ...phrase(r[2]!, 420, y + i * 12, 9),
  ]);
}

/** Transactions (8.5 pt) under a heading in larger type: date, description, debit, credit, balance. */
function transactions(y: number): Word[] {
  const rows = [
    ["Date", "Description", "Debit", "Credit", "Balance"],
    ["01 Mar 2024", "Opening balance", "", "", "2,220.99"],
    ["02 Mar 2024", "Card payment", "10.00", "", "2,210.99"],
    ["02 Mar 2024", "Refund", "", "385.71", "2,596.70"],
    ["03 Mar 2024", "Direct debit", "11.21", "", "2,585.49"],
    ["04 Mar 2024", "Closing balance", "", "", "2,585.49"],
  ];
  return [
    ...phrase("Your transactions", 42, y, 11, true),
    ...rows.flatMap((r, i) => {
      const base = y + 20 + i * 16;
      return [
        ...phrase(r[0]!, 46, base, 8.5),
        ...phrase(r[1]!, 116, base, 8.5),
        ...[378, 448, 528].flatMap((x, c) => (r[c + 2] ? phraseRight(r[c + 2]!, x, base, 8.5) : [])),
      ];
    }),
  ];
}

describe("the ends of tables stacked in one run of lines", () => {
  it("leaves a heading in larger type over the lower table out of its rows", () => {
    // The details and the transactions are one run of lines, split where their column counts
    // differ; the heading between them was in the middle of the run when its ends were trimmed.
    const out = detectStream(pageInput([...details(80), ...transactions(130)]));
    const table = out.tables.find((t) => texts(t.rows).some((r) => r.includes("Balance")));
    expect(table).toBeDefined();
    expect(texts(table!.rows)[0]).toEqual(["Date", "Description", "Debit", "Credit", "Balance"]);
  });
});
