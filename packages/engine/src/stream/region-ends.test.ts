import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** Items of a bulleted list set above a table. */
const LIST = ["Two new routes opened in July.", "Returns fell by 3 per cent.", "Staff numbers stayed flat."];

function body(y0: number): Word[] {
  return ["Oslo", "Bergen", "Tromso", "Bodo"].flatMap((n, i) => {
    const y = y0 + i * 16;
    return [...phrase(n, 72, y), ...phraseRight(String(600 + i), 200, y), ...phraseRight(String(70 + i), 260, y)];
  });
}

describe("stream tables bounded by rules", () => {
  it("leaves a caption above the top rule and a note below the bottom rule out of a booktabs table", () => {
    const words: Word[] = [...phrase("Cities", 72, 84)];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    words.push(...phrase("Source: census", 72, 178));
    const rulings = [hrule(70, 265, 88), hrule(70, 265, 104), hrule(70, 265, 168)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(t.method).toBe("hybrid");
    expect(t.headerRows).toBe(1);
    expect(texts(t.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("leaves a bulleted list right above the top rule out, its bullets read as signs (as OCR reads drawn bullets)", () => {
    // A scan's bullets come back as "=", "n" or "[]", a gap before the item: two segments a line, like a row.
    const words: Word[] = [];
    ["=", "n", "[]"].forEach((b, i) => words.push(...phrase(b, 72, 40 + i * 14), ...phrase(LIST[i]!, 90, 40 + i * 14)));
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    const rulings = [hrule(70, 265, 88), hrule(70, 265, 104), hrule(70, 265, 168)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(t.method).toBe("hybrid");
    expect(texts(t.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("leaves out a caption whose label is set a wide space apart from its title, and keeps the header's lines as rows", () => {
    // "Table 7" then its title a wide space on: two segments, the title over the table's columns.
    const words: Word[] = [...phrase("Table 7", 72, 84), ...phrase("Cities of the north", 120, 84)];
    // A header of two lines under the top rule: the caption must not bring that rule inside the table.
    ["", "Resident", "Land"].forEach((h, c) => h && words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    ["City", "people", "area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 112)));
    words.push(...body(128));
    const rulings = [hrule(70, 265, 88), hrule(70, 265, 116), hrule(70, 265, 192)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(texts(t.rows).map((r) => r[0])).not.toContain("Table 7");
    expect(t.bbox.y0).toBeGreaterThan(88);
    expect(texts(t.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("keeps the first row of a list of tables, whose lines each read like a caption", () => {
    const words: Word[] = [];
    ["Population", "Land area", "Rainfall", "Roads"].forEach((title, i) => {
      const y = 100 + i * 16;
      words.push(...phrase(`Table ${i + 1}`, 72, y), ...phrase(title, 130, y));
    });
    const t = detectStream(pageInput(words)).tables[0]!;
    expect(texts(t.rows).map((r) => r[0])).toEqual(["Table 1", "Table 2", "Table 3", "Table 4"]);
  });
});

describe("a bulleted list under an unruled table", () => {
  it("ends the table above list items whose drawn bullets OCR read as signs", () => {
    // Drawn bullets have no text on a born-digital page, where each item is one prose line;
    // OCR reads them as "+»" or "«", a gap before the item: two segments, like a row.
    const words: Word[] = [];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    words.push(...phrase("+»", 72, 196), ...phrase("Head office staff are not counted at all.", 92, 196));
    words.push(...phrase("«", 74, 210), ...phrase("Seasonal staff count from their first day.", 92, 210));
    const tables = detectStream(pageInput(words)).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("still ends the table above a legend whose nil dash is explained at prose length", () => {
    const words: Word[] = [];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    [
      ["..", "not available"],
      ["-", "nil or less than half the unit shown"],
      ["p", "provisional"],
    ].forEach(([sym, meaning], i) =>
      words.push(...phrase(sym!, 72, 190 + i * 12), ...phrase(meaning!, 110, 190 + i * 12)),
    );
    const tables = detectStream(pageInput(words)).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("keeps rows of a sign beside a short description, which are cells, not prose", () => {
    const words: Word[] = [];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    words.push(...phrase("*", 72, 180), ...phrase("North of the circle", 170, 180));
    const t = detectStream(pageInput(words)).tables[0]!;
    expect(texts(t.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo", "*"]);
  });
});

describe("rules only near the header", () => {
  it("keeps section label lines below a table whose only rules frame its header", () => {
    const words: Word[] = [...phrase("Figures", 72, 100), ...phraseRight("2016", 300, 100)];
    const labels = ["Class A", "Value", "Units", "Class B", "Value", "Units"];
    labels.forEach((l, i) => {
      const y = 120 + i * 16;
      words.push(...phrase(l, 72, y));
      if (!l.startsWith("Class")) words.push(...phraseRight(String(100 + i), 300, y));
    });
    const rulings = [hrule(70, 305, 88), hrule(70, 305, 105)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(texts(t.rows).map((r) => r[0])).toEqual(["Figures", ...labels]);
  });
});

describe("page furniture near a table", () => {
  it("leaves a short footer line set apart below the table out", () => {
    const words: Word[] = [];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116), ...phrase("Page 3 of 9", 150, 192));
    const t = detectStream(pageInput(words)).tables[0]!;
    expect(t.rows).toHaveLength(5);
    expect(t.bbox.y1).toBeLessThan(180);
  });

  it("leaves a larger-type title line out of the table, even one with several segments", () => {
    const words: Word[] = [...phrase("Table 5", 72, 80, 14, true), ...phrase("(in thousands)", 200, 80, 14)];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    const t = detectStream(pageInput(words)).tables[0]!;
    expect(texts(t.rows)[0]).toEqual(["City", "People", "Area"]);
    expect(t.bbox.y0).toBeGreaterThan(85);
  });
});

describe("a legend in smaller type under a table", () => {
  const table = (): Word[] => {
    const words: Word[] = [];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    return [...words, ...body(116)];
  };
  const legend = (y0: number): Word[] =>
    [
      ["..", "not available"],
      ["-", "nil"],
      ["p", "provisional"],
    ].flatMap(([sym, meaning], i) => [...phrase(sym!, 72, y0 + i * 11, 8), ...phrase(meaning!, 110, y0 + i * 11, 8)]);

  it("ends the table above symbols set beside their meanings in smaller type", () => {
    const tables = detectStream(pageInput([...table(), ...legend(184)])).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("keeps a last row in the table's type when larger-type prose columns above and below share its region", () => {
    // Short prose set in two page columns around a table (OCR reads each block a little
    // differently): the table's size is its own rows', not the median with the prose in it.
    const prose = (y0: number): Word[] =>
      ["Deliveries rose in", "every region, led", "by the north.", "Returns fell too."].flatMap((t, i) => [
        ...phrase(t, 72, y0 + i * 13, 9.8),
        ...phrase(t, 320, y0 + i * 13, 9.8),
      ]);
    const words: Word[] = [...prose(60)];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 126, 9.3)));
    ["Oslo", "Bergen", "Tromso", "Bodo"].forEach((n, i) => {
      const y = 140 + i * 14;
      // The last row's size a little under the rest, as OCR measures a row of one plain figure.
      const size = i === 3 ? 8.7 : 9.3;
      words.push(...phrase(n, 72, y, size), ...phraseRight(String(600 + i), 200, y, size));
      words.push(...phraseRight(String(70 + i), 260, y, size));
    });
    words.push(...prose(210));
    const t = detectStream(pageInput(words)).tables.find((x) => texts(x.rows).some((r) => r[0] === "Oslo"))!;
    expect(texts(t.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("ends it there when a line in the table's type follows the legend", () => {
    const words = [...table(), ...legend(184), ...phrase("Figures are provisional.", 82, 222)];
    const tables = detectStream(pageInput(words)).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });
});

describe("a full-width table right under two-column prose", () => {
  // Two page columns of running text (each segment a sentence filling its column), their
  // paragraphs ending in short lines set at the paragraph's leading, then the table.
  const COLUMNS: [string[], string[]] = [
    ["Deliveries rose in every region in the second", "half of the year, led by the northern depots", "in Tromso."],
    ["The southern depots reported fewer late runs", "than a year earlier, as the table below", "shows."],
  ];
  const prose = (): Word[] =>
    COLUMNS.flatMap((col, c) => col.flatMap((t, i) => phrase(t, c === 0 ? 72 : 320, 60 + i * 13)));
  const table = (): Word[] => {
    const words: Word[] = [];
    const xs = [72, 170, 270, 370, 470];
    [
      ["Region", "Manager", "Office", "Status", "Code"],
      ["North", "A. Berg", "Tromso", "Open", "N1"],
      ["West", "K. Lund", "Bergen", "Open", "W2"],
      ["East", "P. Holm", "Hamar", "Review", "E3"],
    ].forEach((row, r) => row.forEach((t, c) => words.push(...phrase(t, xs[c]!, 110 + r * 16))));
    return words;
  };

  it("leaves the paragraphs' short last lines, side by side on one line, out of the table", () => {
    const t = detectStream(pageInput([...prose(), ...table()])).tables;
    expect(t).toHaveLength(1);
    expect(texts(t[0]!.rows).map((r) => r[0])).toEqual(["Region", "North", "West", "East"]);
    expect(t[0]!.rows[0]).toHaveLength(5);
  });

  it("keeps a table row whose cells start elsewhere than the prose columns, set as close as the leading", () => {
    // The header row right under the prose at its leading: its cells do not all start on the page columns' edges.
    const words = [
      ...prose(),
      ...table().map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 - 11, y1: w.bbox.y1 - 11 } })),
    ];
    const t = detectStream(pageInput(words)).tables;
    expect(t).toHaveLength(1);
    expect(texts(t[0]!.rows).map((r) => r[0])).toEqual(["Region", "North", "West", "East"]);
  });

  it("leaves narrow page columns out, a figure in a sentence and a lone last line with them", () => {
    // Ragged page columns too narrow to read as prose by width: the region starts in them.
    const narrow: [string[], string[]] = [
      ["Claims were settled faster", "in all offices this year,", "the coastal ones first", "in spring."],
      ["Open claims at year end are", "listed in table 2 below,", "with the staff on them.", ""],
    ];
    const words = narrow.flatMap((col, c) =>
      col.flatMap((t, i) => (t ? phrase(t, c === 0 ? 72 : 320, 47 + i * 13) : [])),
    );
    const t = detectStream(pageInput([...words, ...table()])).tables;
    expect(t).toHaveLength(1);
    expect(texts(t[0]!.rows).map((r) => r[0])).toEqual(["Region", "North", "West", "East"]);
    expect(t[0]!.rows[0]).toHaveLength(5);
  });
});
