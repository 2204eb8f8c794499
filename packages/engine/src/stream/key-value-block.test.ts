import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, texts } from "./synthetic-page.js";

/** Lines of a letterhead: the holder's address at the left, labels at 330 and their values at 420, 12 pt apart. */
function letterhead(address: readonly string[], fields: ReadonlyArray<[string, string]>, boldLabels: boolean): Word[] {
  const words: Word[] = [];
  address.forEach((line, i) => words.push(...phrase(line, 72, 100 + i * 12, 9)));
  fields.forEach(([label, value], i) => {
    words.push(...phrase(label, 330, 100 + i * 12, 9, boldLabels), ...phrase(value, 420, 100 + i * 12, 9));
  });
  return words;
}

const ADDRESS = ["Ms J. Okafor", "14 Elm Grove", "Leeds LS6 2AB"];
const ACCOUNT: Array<[string, string]> = [
  ["Account number", "40112233"],
  ["Sort code", "20-45-77"],
  ["Statement period", "1 Mar 2024 to 31 Mar 2024"],
];

/** A statement's transactions with a bold header, under the details. */
function transactions(top: number): { words: Word[]; rows: string[][] } {
  const rows = [
    ["Date", "Description", "Amount", "Balance"],
    ...Array.from({ length: 6 }, (_, i) => [
      `0${i + 1} Mar`,
      i % 2 ? "Card payment GREENGROCER" : "Direct debit CITY WATER",
      `${(i + 3) * 17}.50`,
      `${2000 - i * 61}.25`,
    ]),
  ];
  const words: Word[] = [];
  rows.forEach((row, r) => {
    const y = top + r * 14;
    words.push(...phrase(row[0]!, 72, y, 9, r === 0), ...phrase(row[1]!, 110, y, 9, r === 0));
    // Figures and their headings flush right.
    for (const [c, right] of [
      [2, 260],
      [3, 320],
    ] as const)
      words.push(...phrase(row[c]!, right - row[c]!.length * 4.5, y, 9, r === 0));
  });
  return { words, rows };
}

describe("a letterhead's labelled details are no table", () => {
  it("leaves out an address beside bold labels and their values", () => {
    expect(detectStream(pageInput(letterhead(ADDRESS, ACCOUNT, true))).tables).toEqual([]);
  });

  it("leaves out labels ending in a colon beside their values, with or without an address", () => {
    const invoice: Array<[string, string]> = [
      ["Invoice no:", "INV-2024-0117"],
      ["Date:", "12 March 2024"],
      ["Customer ref:", "ACME/443"],
    ];
    expect(detectStream(pageInput(letterhead([], invoice, false))).tables).toEqual([]);
    expect(detectStream(pageInput(letterhead(ADDRESS, invoice, false))).tables).toEqual([]);
  });

  it("leaves out details beside an address longer than they are", () => {
    const address = [...ADDRESS, "United Kingdom"];
    expect(detectStream(pageInput(letterhead(address, ACCOUNT.slice(0, 2), true))).tables).toEqual([]);
  });

  it("keeps the transactions under the details", () => {
    const below = transactions(180);
    const words = [...letterhead(ADDRESS, ACCOUNT, true), ...phrase("Your transactions", 72, 160, 11, true)];
    const tables = detectStream(pageInput([...words, ...below.words])).tables;
    expect(tables.map((t) => texts(t.rows))).toEqual([below.rows]);
  });
});

describe("small tables beside a letterhead's details stay tables", () => {
  it("keeps a three-row table of two columns under a bold header", () => {
    const rows = [
      ["Item", "Colour"],
      ["Chair", "Oak brown"],
      ["Table", "Walnut"],
    ];
    const words = rows.flatMap((row, r) => [
      ...phrase(row[0]!, 330, 100 + r * 12, 9, r === 0),
      ...phrase(row[1]!, 420, 100 + r * 12, 9, r === 0),
    ]);
    expect(detectStream(pageInput(words)).tables.map((t) => texts(t.rows))).toEqual([rows]);
  });

  it("keeps bold labels beside figures only (a balance summary)", () => {
    const summary: Array<[string, string]> = [
      ["Opening balance", "2,310.45"],
      ["Money in", "1,800.00"],
      ["Money out", "1,211.30"],
    ];
    const tables = detectStream(pageInput(letterhead([], summary, true))).tables;
    expect(tables.map((t) => texts(t.rows))).toEqual([summary]);
  });

  it("keeps a headerless table whose labels are plain, and one whose bold labels are not beside the last column", () => {
    const plain: Array<[string, string]> = [
      ["Oslo", "Norway"],
      ["Bergen", "Norway"],
      ["Gothenburg", "Sweden"],
    ];
    expect(detectStream(pageInput(letterhead([], plain, false))).tables.map((t) => texts(t.rows))).toEqual([plain]);
    const wider = plain.map(([city, country], i) => [city, country, `Region ${i + 1}`]);
    const words = wider.flatMap((row, r) => [
      ...phrase(row[0]!, 72, 100 + r * 12, 9, true),
      ...phrase(row[1]!, 200, 100 + r * 12, 9),
      ...phrase(row[2]!, 330, 100 + r * 12, 9),
    ]);
    expect(detectStream(pageInput(words)).tables.map((t) => texts(t.rows))).toEqual([wider]);
  });
});
