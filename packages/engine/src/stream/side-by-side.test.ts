import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** A letter page set in two columns of 240 pt with a 24 pt gutter. */
const LEFT = 54,
  RIGHT = 318;

/** Lines of running text in one page column, from `y` on a 13.5 pt leading. */
function paragraph(lines: readonly string[], x: number, y: number): Word[] {
  return lines.flatMap((l, i) => phrase(l, x, y + i * 13.5));
}

/** Staff by region: a label column and two figure columns filling the left page column (9 pt). */
function staffTable(y: number): Word[] {
  const rows = [
    ["Region", "Staff", "Share"],
    ["North", "1,204", "31.5"],
    ["East", "877", "22.9"],
    ["South", "1,015", "26.5"],
    ["West", "731", "19.1"],
    ["Total", "3,827", "100.0"],
  ];
  return rows.flatMap((r, i) => {
    const base = y + i * 17;
    return [
      ...phrase(r[0]!, LEFT + 4, base, 9),
      ...phraseRight(r[1]!, 220, base, 9),
      ...phraseRight(r[2]!, 290, base, 9),
    ];
  });
}

/** Product sales: four columns filling the right page column (9 pt), rows level with the staff table's. */
function productTable(y: number, rows = 6): Word[] {
  const all = [
    ["Product", "Units", "Revenue", "Margin"],
    ["Pallets", "12,480", "311,900", "18%"],
    ["Crates", "8,115", "97,380", "22%"],
    ["Drums", "2,302", "64,456", "9%"],
    ["Sacks", "40,210", "52,273", "31%"],
    ["Totes", "3,067", "44,472", "(4%)"],
  ];
  return all.slice(0, rows).flatMap((r, i) => {
    const base = y + i * 17;
    return [
      ...phrase(r[0]!, RIGHT + 4, base, 9),
      ...phraseRight(r[1]!, 448, base, 9),
      ...phraseRight(r[2]!, 508, base, 9),
      ...phraseRight(r[3]!, 554, base, 9),
    ];
  });
}

describe("a side split off a region", () => {
  it("leaves out the paragraphs right above and below the right-hand table, as a page's region would", () => {
    // The left table is ruled under every row, the right one only under its header and above its
    // total, so rules part the region at the gutter but none bounds the right table; its page
    // column has a paragraph right above it and another right below.
    const words: Word[] = [
      ...paragraph(["the figures are for the calendar year", "and before any overheads."], RIGHT, 136),
      ...staffTable(170),
      ...productTable(170),
      ...paragraph(["margins are rounded to whole", "percents of the revenue."], RIGHT, 272),
    ];
    const rulings = [
      ...[158, 174, 191, 208, 225, 242, 259].map((y) => hrule(LEFT, 294, y)),
      hrule(RIGHT, 558, 174),
      hrule(RIGHT, 558, 242),
    ];
    const out = detectStream(pageInput(words, { rulings }));
    const right = out.tables.find((t) => t.bbox.x0 > RIGHT)!;
    expect(texts(right.rows)[0]).toEqual(["Product", "Units", "Revenue", "Margin"]);
    expect(texts(right.rows).at(-1)).toEqual(["Totes", "3,067", "44,472", "(4%)"]);
  });
});
