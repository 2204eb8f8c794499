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

  /**
   * The listing under a heading of short pieces that each sit inside one column: `heading` gives its words,
   * the header is "LICENSE" over "NUMBER" (stacked, 1 pt apart) or one line, starting at `headerY`.
   */
  function cellHeadingPage(heading: Word[], headerY: number, stacked: boolean): Word[] {
    const words = [...heading];
    const header2 = stacked ? headerY + 11 : headerY;
    if (stacked) words.push(...phraseRight("LICENSE", NUMBER_RIGHT, headerY), ...phrase("DBA", X.name, headerY));
    words.push(...phraseRight("NUMBER", NUMBER_RIGHT, header2), ...phrase("TYPE", X.type, header2));
    words.push(...phrase("NAME", X.name, header2), ...phrase("CITY", X.city, header2));
    words.push(...phrase("EXPIRES", X.expires, header2));
    NAMES.forEach((name, i) => {
      const y = header2 + ROW_PITCH + i * ROW_PITCH;
      words.push(
        ...phraseRight(String(648765 + i * 917), NUMBER_RIGHT, y),
        ...phrase(["AAA", "BWL"][i % 2]!, X.type, y),
      );
      words.push(...phrase(name, X.name, y), ...phrase(CITIES[i]!, X.city, y));
      words.push(...phrase(`2014/0${i + 1}/1${i}`, X.expires, y));
    });
    return words;
  }

  /** A report id over the number column, a short title between the name and city columns, a date over the expiry column. */
  const pieces = (y: number, size = 10, bold = false): Word[] => [
    ...phrase("RPT M27", 62, y, size, bold),
    ...phrase("ACTIVE", 255, y, size, bold),
    ...phraseRight("11/30/2015", 492, y, size).map((w) => ({ ...w, bold })),
  ];

  const headerOf = (words: Word[]) => {
    const tables = detectStream(pageInput(words)).tables;
    expect(tables).toHaveLength(1);
    const grid = texts(tables[0]!.rows);
    expect(grid.flat().join(" ")).not.toMatch(/RPT|ACTIVE|11\/30/u);
    expect(grid).toHaveLength(NAMES.length + 1);
    return grid[0];
  };

  it("takes out a heading of pieces inside one column each, set well apart above a stacked header", () => {
    expect(headerOf(cellHeadingPage(pieces(60), 100, true))).toEqual([
      "LICENSE\nNUMBER",
      "TYPE",
      "DBA\nNAME",
      "CITY",
      "EXPIRES",
    ]);
  });

  it("takes out a one-line heading of a few such pieces set as close above a one-line header as rows are", () => {
    // Rows stand 4 pt apart (14 pt pitch, 10 pt type); the heading stands 4 pt above the header.
    expect(headerOf(cellHeadingPage(pieces(86), 100, false))).toEqual(["NUMBER", "TYPE", "NAME", "CITY", "EXPIRES"]);
  });

  it("takes out a bold heading of two lines set a little further above a plain header than rows are", () => {
    // The heading's lines 1 pt apart, 7 pt above the header; rows 4 pt apart.
    const heading = [...phrase("RPT M27", 62, 72, 10, true), ...phrase("ACTIVE", 255, 72, 10, true)];
    heading.push(...phraseRight("11/30/2015", 492, 83, 10).map((w) => ({ ...w, bold: true })));
    expect(headerOf(cellHeadingPage(heading, 100, false))).toEqual(["NUMBER", "TYPE", "NAME", "CITY", "EXPIRES"]);
  });

  it("keeps an upper header line of a label over every column, set as far apart as rows", () => {
    // Each upper label centred over its column (not on its edges), one per column: a header level, not a heading.
    const upper = [
      ...phrase("NO.", 65, 86),
      ...phrase("CODE", 124, 86),
      ...phrase("TRADING", 190, 86),
      ...phrase("TOWN", 345, 86),
      ...phrase("UNTIL", 447, 86),
    ];
    const grid = texts(detectStream(pageInput(cellHeadingPage(upper, 100, false))).tables[0]!.rows);
    expect(grid.flat().join(" ")).toContain("TRADING");
    expect(grid.flat().join(" ")).toContain("UNTIL");
  });

  it("keeps the upper line of a stacked header, which sits closer to the line under it than rows do", () => {
    // Two short labels on no column edge, 1 pt above the header's lower line: the header's own upper line.
    const upper = [...phrase("LIC.", 65, 89), ...phrase("TRADING", 190, 89)];
    const grid = texts(detectStream(pageInput(cellHeadingPage(upper, 100, false))).tables[0]!.rows);
    expect(grid.flat().join(" ")).toContain("LIC.");
    expect(grid.flat().join(" ")).toContain("TRADING");
  });

  it("keeps year headings over some of the columns, which do not stretch across the table", () => {
    // "2023" and "2024" each over the gap between two right-aligned figure columns, as far above the header as rows are.
    const rights = [200, 260, 340, 400];
    const words: Word[] = [...phrase("2023", 215, 86), ...phrase("2024", 355, 86)];
    words.push(...phrase("Programme", 62, 100));
    ["Budget", "Spent", "Budget", "Spent"].forEach((h, c) => words.push(...phraseRight(h, rights[c]!, 100)));
    ["Roads", "Schools", "Libraries", "Harbour"].forEach((label, r) => {
      const y = 114 + r * ROW_PITCH;
      words.push(...phrase(label, 62, y));
      rights.forEach((x, c) => words.push(...phraseRight(String(1200 + r * 37 + c * 11), x, y)));
    });
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid.flat().join(" ")).toContain("2023");
    expect(grid.flat().join(" ")).toContain("2024");
  });
});
