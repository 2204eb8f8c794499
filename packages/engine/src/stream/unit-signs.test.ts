import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { phrase, phraseRight, pageInput, texts } from "./synthetic-page.js";
import { isDebitCreditGap, isPercentSignGap } from "./unit-signs.js";

/** The rows laid out by `layout` on a 14 pt pitch, read back as one table's texts. */
function table(rows: string[][], layout: (row: string[], y: number) => Word[]): string[][] {
  const words = rows.flatMap((row, r) => layout(row, 100 + r * 14));
  const found = detectStream(pageInput(words)).tables;
  expect(found).toHaveLength(1);
  return texts(found[0]!.rows).map((r) => r.map((c) => c ?? ""));
}

describe("percentages with a space before the sign", () => {
  it("keeps a right-aligned figure and its per cent sign one cell, though the signs line up", () => {
    const rows = [
      ["Region", "Umsatz", "Marge", "Veränderung"],
      ["Bayern", "1.200.000,00", "18,0 %", "-15,5 %"],
      ["Hessen", "3.839.778,04", "11,0 %", "-3,5 %"],
      ["Sachsen", "3.479.556,07", "4,0 %", "+8,5 %"],
      ["Bremen", "(93.580,02)", "-3,0 %", "+20,5 %"],
      ["Saarland", "2.759.112,15", "-10,0 %", "-8,5 %"],
      ["Berlin", "2.398.890,18", "13,0 ‰", "+3,5 %"],
    ];
    const got = table(rows, (row, y) => [
      ...phrase(row[0]!, 72, y),
      ...phraseRight(row[1]!, 220, y),
      ...phraseRight(row[2]!, 290, y),
      ...phraseRight(row[3]!, 370, y),
    ]);
    expect(got).toEqual(rows);
  });
});

describe("isPercentSignGap", () => {
  it("joins a figure and the sign after it", () => {
    expect(isPercentSignGap("12,5", "%")).toBe(true);
    expect(isPercentSignGap("(3.5)", "%")).toBe(true);
    expect(isPercentSignGap("7", "‰")).toBe(true);
  });

  it("leaves words that are no figure, and signs with more after them", () => {
    expect(isPercentSignGap("Rate", "%")).toBe(false);
    expect(isPercentSignGap("12", "%-points")).toBe(false);
    expect(isPercentSignGap("12", "AAA")).toBe(false);
  });
});

describe("amounts with a CR or DR after them", () => {
  it("keeps a right-aligned amount and its debit or credit mark one cell, though the marks line up", () => {
    const rows = [
      ["Date", "Details", "Amount", "Balance"],
      ["02 Apr", "Opening balance", "", "412.50 CR"],
      ["03 Apr", "Card payment", "42.17 DR", "370.33 CR"],
      ["05 Apr", "Salary", "2,850.00 CR", "3,220.33 CR"],
      ["08 Apr", "Council tax", "168.00 DR", "3,052.33 CR"],
      ["11 Apr", "Transfer to savings", "1,500.00 DR", "1,552.33 DR"],
      ["15 Apr", "Refund", "23.99 CR", "1,576.32 CR"],
    ];
    const got = table(rows, (row, y) => [
      ...phrase(row[0]!, 72, y),
      ...phrase(row[1]!, 120, y),
      ...phraseRight(row[2]!, 290, y),
      ...phraseRight(row[3]!, 380, y),
    ]);
    expect(got).toEqual(rows);
  });
});

describe("isDebitCreditGap", () => {
  it("joins a figure and the mark after it", () => {
    expect(isDebitCreditGap("1,125.00", "DR")).toBe(true);
    expect(isDebitCreditGap("(412.50)", "CR")).toBe(true);
    expect(isDebitCreditGap("80", "Cr.")).toBe(true);
  });

  it("leaves words that are no figure and other codes", () => {
    expect(isDebitCreditGap("Balance", "CR")).toBe(false);
    expect(isDebitCreditGap("648765", "AAA")).toBe(false);
    expect(isDebitCreditGap("12", "CRD")).toBe(false);
  });
});
