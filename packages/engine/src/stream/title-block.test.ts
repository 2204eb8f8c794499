import { describe, expect, it } from "vitest";
import type { FilledRect, Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** Left edges of the listing's columns: number (right-aligned to 110), type, name, city, and the expiry date. */
const NUMBER_RIGHT = 110;
const X = { type: 120, name: 170, city: 330, expires: 430 };
const NAMES = ["ACME CLUB", "BLUE RIVER BAR", "CEDAR LOUNGE", "DELTA CLUB", "EAGLE BAR", "FALCON INN"];
const CITIES = ["TULSA", "NORMAN CITY", "ENID", "ADA", "LAWTON", "EL RENO"];
const ROW_PITCH = 14;

/**
 * A listing page: a heading of a report id at the left, a centred title of three lines and a date at the
 * right, 18 pt above a header of two lines ("LICENSE" over "NUMBER", "DBA" over "NAME"), then rows, shaded
 * every other one when asked.
 */
function listingPage(shaded: boolean): { words: Word[]; filledRects: FilledRect[] } {
  const words: Word[] = [
    ...phrase("MARCH 2015 M27", 84, 60),
    ...phrase("ALPHABETIC LISTING BY TYPE", 215, 60),
    ...phrase("OF ACTIVE LICENSES", 235, 71),
    ...phraseRight("4/02/2015", 480, 71),
    ...phrase("STATE LICENSING BOARD", 227, 82),
  ];
  const header1 = 100;
  const header2 = header1 + 11;
  words.push(...phraseRight("LICENSE", NUMBER_RIGHT, header1), ...phrase("DBA", X.name, header1));
  words.push(...phraseRight("NUMBER", NUMBER_RIGHT, header2), ...phrase("TYPE", X.type, header2));
  words.push(...phrase("NAME", X.name, header2), ...phrase("CITY", X.city, header2));
  words.push(...phrase("EXPIRES", X.expires, header2));
  const filledRects: FilledRect[] = [];
  NAMES.forEach((name, i) => {
    const y = header2 + 18 + i * ROW_PITCH;
    words.push(...phraseRight(String(648765 + i * 917), NUMBER_RIGHT, y), ...phrase(["AAA", "BWL"][i % 2]!, X.type, y));
    words.push(...phrase(name, X.name, y), ...phrase(CITIES[i]!, X.city, y));
    words.push(...phrase(`2014/0${i + 1}/1${i}`, X.expires, y));
    if (shaded && i % 2 === 0) filledRects.push({ bbox: { x0: 60, x1: 490, y0: y - 11, y1: y + 3 }, grey: 0.85 });
  });
  return { words, filledRects };
}

describe("a page heading above a listing", () => {
  for (const shaded of [false, true]) {
    it(`stays out of the header cells${shaded ? " of shaded rows" : ""}`, () => {
      const { words, filledRects } = listingPage(shaded);
      const tables = detectStream(pageInput(words, { filledRects })).tables;
      expect(tables).toHaveLength(1);
      const grid = texts(tables[0]!.rows);
      const all = grid.flat().join(" ");
      for (const title of ["ALPHABETIC", "LICENSES", "BOARD", "MARCH", "4/02/2015"]) expect(all).not.toContain(title);
      expect(grid[0]).toEqual(["LICENSE\nNUMBER", "TYPE", "DBA\nNAME", "CITY", "EXPIRES"]);
      expect(grid[1]).toEqual(["648765", "AAA", "ACME CLUB", "TULSA", "2014/01/10"]);
      expect(grid).toHaveLength(NAMES.length + 1);
    });
  }

  it("keeps a heading level centred over the columns under it, though it is set apart", () => {
    const words: Word[] = [...phrase("Sales", 262, 80)];
    // "Sales" centred over "2022" and "2023", the year headings over right-aligned figures.
    words.push(...phrase("Region", 84, 100), ...phraseRight("2022", 280, 100), ...phraseRight("2023", 330, 100));
    ["North", "South", "East", "West"].forEach((r, i) => {
      const y = 114 + i * ROW_PITCH;
      words.push(...phrase(r, 84, y), ...phraseRight(String(1200 + i * 37), 280, y));
      words.push(...phraseRight(String(1300 + i * 41), 330, y));
    });
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid.flat().join(" ")).toContain("Sales");
  });
});
