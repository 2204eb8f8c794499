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

const LEFT_ABOVE = [
  "staff numbers stayed flat in every region;",
  "the head office moved two of its teams",
  "to the eastern depot.",
];
const RIGHT_ABOVE = [
  "sales of pallets and crates made up most",
  "of the revenue, while totes were sold",
  "below their cost.",
];
const LEFT_BELOW = ["part-time staff are counted as one", "person each."];
const RIGHT_BELOW = ["margins are before overheads and", "rounded to whole percents."];

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

describe("tables side by side in the columns of a two-column page", () => {
  it("parts two unruled tables at the page's gutter, which the prose above and below them shows", () => {
    // The tables' own label-to-figure gaps (over 100 pt) are wider than the page's gutter, and their
    // column counts differ: only the prose in the page columns tells where one table ends.
    const words: Word[] = [
      ...phrase("Staff", LEFT, 98, 11, true),
      ...phrase("Sales", RIGHT, 98, 11, true),
      ...paragraph(LEFT_ABOVE, LEFT, 116),
      ...paragraph(RIGHT_ABOVE, RIGHT, 116),
      ...staffTable(170),
      ...productTable(170),
      ...paragraph(LEFT_BELOW, LEFT, 290),
      ...paragraph(RIGHT_BELOW, RIGHT, 290),
    ];
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(2);
    const [left, right] = [...out.tables].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    expect(texts(left!.rows)).toEqual([
      ["Region", "Staff", "Share"],
      ["North", "1,204", "31.5"],
      ["East", "877", "22.9"],
      ["South", "1,015", "26.5"],
      ["West", "731", "19.1"],
      ["Total", "3,827", "100.0"],
    ]);
    expect(texts(right!.rows)[0]).toEqual(["Product", "Units", "Revenue", "Margin"]);
    expect(texts(right!.rows)).toHaveLength(6);
  });

  it("parts them at the gutter of the prose above alone, when nothing is set below", () => {
    const words: Word[] = [
      ...paragraph(LEFT_ABOVE, LEFT, 116),
      ...paragraph(RIGHT_ABOVE, RIGHT, 116),
      ...staffTable(170),
      ...productTable(170),
    ];
    const out = detectStream(pageInput(words));
    expect(out.tables.map((t) => texts(t.rows)[0]!.length).sort()).toEqual([3, 4]);
  });

  it("keeps a full-width table under two-column prose whole, though one of its column gaps covers the page's gutter", () => {
    // Figures right-aligned at 380 start well right of the right page column's edge (318): the
    // gap covers the gutter, but no table starts at the page column's edge.
    const words: Word[] = [...paragraph(LEFT_ABOVE, LEFT, 116), ...paragraph(RIGHT_ABOVE, RIGHT, 116)];
    const rows = [
      ["Region", "Staff", "Share", "Units", "Revenue"],
      ["North", "1,204", "31.5", "12,480", "311,900"],
      ["East", "877", "22.9", "8,115", "97,380"],
      ["South", "1,015", "26.5", "2,302", "64,456"],
      ["West", "731", "19.1", "40,210", "52,273"],
    ];
    rows.forEach((r, i) => {
      const y = 170 + i * 17;
      words.push(...phrase(r[0]!, LEFT + 4, y, 9));
      [180, 290, 390, 554].forEach((x, c) => words.push(...phraseRight(r[c + 1]!, x, y, 9)));
    });
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(1);
    expect(texts(out.tables[0]!.rows)).toContainEqual(["Region", "Staff", "Share", "Units", "Revenue"]);
  });
});

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
