import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import type { Column } from "./model.js";
import { columnsNest } from "./nested-columns.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

const column = (x0: number, x1: number): Column => ({ x0, x1, align: "left", anchor: x0 });

/**
 * A statement whose descriptions wrap over three lines set close together, rows padded apart (9 pt type,
 * lines 10 pt apart in a row, rows 36 pt apart, so a row's gap is several times the usual line gap): a
 * credit only on the second and the last rows, so the rows between read one column fewer.
 */
function statement(): { words: Word[]; rows: string[][] } {
  const rows: string[][] = [["Date", "Description", "Debit", "Credit", "Balance"]];
  let balance = 2000;
  for (let i = 0; i < 12; i++) {
    const credit = i === 1 || i === 11;
    balance += credit ? 500 : -25;
    rows.push([
      `0${1 + (i % 9)}.03.2024`,
      `Card payment\nSHOP NUMBER\n${100 + i} HIGH STREET`,
      credit ? "" : "25.00",
      credit ? "500.00" : "",
      `${balance}.00`,
    ]);
  }
  const words: Word[] = [];
  rows.forEach((r, i) => {
    const y = 80 + i * 36;
    words.push(...phrase(r[0]!, 60, y, 9));
    r[1]!.split("\n").forEach((line, k) => words.push(...phrase(line, 130, y + k * 10, 9)));
    [300, 370, 450].forEach((x, c) => {
      if (r[c + 2]) words.push(...phraseRight(r[c + 2]!, x, y, 9));
    });
  });
  return { words, rows };
}

describe("a sparse column left empty on the rows near a gap", () => {
  it("keeps a statement whose credits are few as one table", () => {
    const { words, rows } = statement();
    const found = detectStream(pageInput(words)).tables;
    expect(found).toHaveLength(1);
    const got = texts(found[0]!.rows).map((r) => r.map((c) => (c ?? "").replace(/\n/gu, " ")));
    expect(got).toEqual(rows.map((r) => r.map((c) => c.replace(/\n/gu, " "))));
  });
});

describe("columnsNest", () => {
  it("holds when each of the fewer columns shares a left or right edge with one of the others", () => {
    const five = [column(60, 100), column(130, 220), column(270, 300), column(340, 370), column(420, 450)];
    const four = [column(60, 98), column(130, 200), column(272, 300), column(420, 450)];
    expect(columnsNest(five, four, 2.5)).toBe(true);
  });

  it("does not hold when the other side's extra column widens the table (notes right of the figures)", () => {
    const three = [column(60, 100), column(130, 220), column(270, 300)];
    const four = [column(60, 100), column(130, 220), column(270, 300), column(330, 400)];
    expect(columnsNest(three, four, 2.5)).toBe(false);
  });

  it("does not hold for columns of another table, nor for as many columns", () => {
    const five = [column(60, 100), column(130, 220), column(270, 300), column(340, 370), column(420, 450)];
    const three = [column(60, 150), column(200, 260), column(380, 410)];
    expect(columnsNest(five, three, 2.5)).toBe(false);
    expect(columnsNest(five, five, 2.5)).toBe(false);
  });
});
