import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { continuesDate } from "./date-words.js";
import { detectStream } from "./index.js";
import { phrase, phraseRight, pageInput, texts } from "./synthetic-page.js";

/** The rows laid out by `layout` on a 14 pt pitch, read back as one table's texts. */
function table(rows: string[][], layout: (row: string[], y: number) => Word[]): string[][] {
  const words = rows.flatMap((row, r) => layout(row, 100 + r * 14));
  const found = detectStream(pageInput(words)).tables;
  expect(found).toHaveLength(1);
  return texts(found[0]!.rows).map((r) => r.map((c) => c ?? ""));
}

describe("dates written out in a column", () => {
  it("keeps a date whose day is padded whole, though its month names line up on every row", () => {
    const rows = [
      ["01 Mar 2024", "Opening balance", "2,220.99"],
      ["02 Mar 2024", "Card payment", "2,210.99"],
      ["03 Mar 2024", "Direct debit", "2,199.78"],
      ["05 Mar 2024", "Refund", "2,585.49"],
      ["09 Mar 2024", "Salary", "3,702.24"],
      ["11 Apr 2024", "Closing balance", "3,931.50"],
    ];
    const got = table(rows, (row, y) => [
      ...phrase(row[0]!, 72, y),
      ...phrase(row[1]!, 160, y),
      ...phraseRight(row[2]!, 360, y),
    ]);
    expect(got).toEqual(rows);
  });

  it("keeps a right-aligned date whole, though its years line up on every row", () => {
    const rows = [
      ["Zoë Brontë", "3 Jan 2024", "09:30"],
      ["Jürgen Groß", "14 Feb 2024", "14:05"],
      ["Дмитрий Жуков", "28 Mar 2024", "16:45"],
      ["Åsa Ødegård", "7 Apr 2024", "10:20"],
      ["Ξένια Ψαρά", "30 May 2024", "17:55"],
    ];
    const got = table(rows, (row, y) => [
      ...phrase(row[0]!, 72, y),
      ...phraseRight(row[1]!, 260, y),
      ...phraseRight(row[2]!, 330, y),
    ]);
    expect(got).toEqual(rows);
  });
});

describe("continuesDate", () => {
  it("joins the parts of dates and times written out", () => {
    expect(continuesDate("12", "Mar")).toBe(true);
    expect(continuesDate("Mar", "2024")).toBe(true);
    expect(continuesDate("March", "12,")).toBe(true);
    expect(continuesDate("12,", "2024")).toBe(true);
    expect(continuesDate("1er", "mars")).toBe(false);
    expect(continuesDate("09:30", "am")).toBe(true);
  });

  it("leaves figures beside words that are no month alone", () => {
    expect(continuesDate("648765", "AAA")).toBe(false);
    expect(continuesDate("12", "Marker")).toBe(false);
    expect(continuesDate("40", "May")).toBe(false);
    expect(continuesDate("2024", "Mar")).toBe(false);
  });
});
