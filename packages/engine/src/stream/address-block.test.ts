import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, texts } from "./synthetic-page.js";

/** Blocks of lines side by side, each from its own x and first line, 12 pt apart, 9 pt type. */
function blocks(
  ...columns: Array<{ x: number; lines: readonly string[]; from?: number; boldFirst?: boolean }>
): Word[] {
  return columns.flatMap(({ x, lines, from = 0, boldFirst }) =>
    lines.flatMap((line, i) => phrase(line, x, 100 + (from + i) * 12, 9, boldFirst === true && i === 0)),
  );
}

const RECIPIENT = ["Ms Ana Ruiz", "Finance Department", "Lakeside Dental Clinic", "22 Mill Lane", "Bath BA2 3QT"];
const SENDER = ["Northwind Supplies Ltd", "14 Harbour Road", "Bristol BS1 4RN", "0117 496 0321", "12 March 2024"];

describe("a letter's address blocks are no table", () => {
  it("leaves out the recipient's and the sender's addresses set level", () => {
    const words = blocks({ x: 72, lines: RECIPIENT }, { x: 360, lines: SENDER, boldFirst: true });
    expect(detectStream(pageInput(words)).tables).toEqual([]);
  });

  it("leaves out a letterhead's strip of company, address and contact blocks", () => {
    const words = blocks(
      { x: 72, lines: ["Northwind Supplies Ltd", "Registered in England 0481 2279", "VAT GB 318 4471 20"] },
      { x: 250, lines: ["14 Harbour Road", "Bristol BS1 4RN", "United Kingdom"] },
      { x: 400, lines: ["0117 496 0321", "accounts@northwind.example", "www.northwind.example"] },
    );
    expect(detectStream(pageInput(words)).tables).toEqual([]);
  });

  it("leaves out blocks of different lengths, one starting lower", () => {
    const words = blocks({ x: 72, lines: RECIPIENT.slice(0, 4) }, { x: 360, lines: SENDER.slice(0, 3), from: 1 });
    expect(detectStream(pageInput(words)).tables).toEqual([]);
  });
});

describe("small headerless tables of text stay tables", () => {
  it("keeps a column of names beside a column of places with house numbers", () => {
    const rows = [
      ["Ana Ruiz", "22 Mill Lane"],
      ["Tom Hale", "14 Harbour Road"],
      ["Li Wei", "Bristol BS1 4RN"],
    ];
    const words = rows.flatMap((row, r) => [
      ...phrase(row[0]!, 72, 100 + r * 12, 9),
      ...phrase(row[1]!, 250, 100 + r * 12, 9),
    ]);
    expect(detectStream(pageInput(words)).tables.map((t) => texts(t.rows))).toEqual([rows]);
  });

  it("keeps a headerless table with a figure column", () => {
    const rows = [
      ["Room 12", "Monday", "14"],
      ["Kitchen", "Tuesday", "9"],
      ["Lab 3", "Friday", "21"],
    ];
    const words = rows.flatMap((row, r) => [
      ...phrase(row[0]!, 72, 100 + r * 12, 9),
      ...phrase(row[1]!, 200, 100 + r * 12, 9),
      ...phrase(row[2]!, 330, 100 + r * 12, 9),
    ]);
    expect(detectStream(pageInput(words)).tables.map((t) => texts(t.rows))).toEqual([rows]);
  });
});
