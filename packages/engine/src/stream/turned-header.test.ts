import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { CHAR, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** A word written up the page (read bottom to top) whose first letter stands at (x, bottom): its box is tall and narrow. */
function upWord(text: string, x: number, bottom: number, size = 9): Word {
  const bbox = { x0: x, y0: bottom - text.length * size * CHAR, x1: x + size, y1: bottom };
  return { text, bbox, glyphs: [], fontSize: size, bold: true, direction: 90 };
}

/** A header written up the page: its words stacked upwards from `bottom`, a space apart. */
function upPhrase(text: string, x: number, bottom: number, size = 9): Word[] {
  const out: Word[] = [];
  let at = bottom;
  for (const t of text.split(" ")) {
    out.push(upWord(t, x, at, size));
    at -= (t.length + 1) * size * CHAR;
  }
  return out;
}

const ROWS = [
  ["Lillehammer", "13,410", "15,220", "212"],
  ["Gjovik", "14,050", "16,900", "187"],
  ["Hamar", "15,660", "17,480", "265"],
  ["Elverum", "9,840", "12,310", "96"],
];
/** Right edges of the figure columns, 40 pt apart. */
const RIGHTS = [200, 240, 280];

function body(top: number): Word[] {
  return ROWS.flatMap((r, i) => {
    const y = top + i * 15;
    return [...phrase(r[0]!, 72, y, 9), ...RIGHTS.flatMap((x, c) => phraseRight(r[c + 1]!, x, y, 9))];
  });
}

describe("header cells written up the page over an unruled table", () => {
  it("become the table's header row, with the upright stub header beside them", () => {
    // Headers 70 pt tall stand over narrow columns; "Municipality" sits at the header's foot.
    const words: Word[] = [
      ...phrase("Municipality", 72, 196, 9, true),
      ...upPhrase("Households", 185, 198),
      ...upPhrase("Cars", 225, 198),
      ...upPhrase("Charging points", 265, 198),
      ...body(212),
    ];
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(1);
    const grid = texts(out.tables[0]!.rows);
    expect(grid[0]).toEqual(["Municipality", "Households", "Cars", "Charging points"]);
    expect(grid.slice(1)).toEqual(ROWS);
    expect(out.tables[0]!.headerRows).toBeGreaterThanOrEqual(1);
  });

  it("become a header row above the table when the upright stub header stands at the top of the tall header", () => {
    // "Municipality" set top-aligned, 60 pt above the rows: alone, it ends no region of its own.
    const words: Word[] = [
      ...phrase("Municipality", 72, 140, 9, true),
      ...upPhrase("Households", 185, 198),
      ...upPhrase("Cars", 225, 198),
      ...upPhrase("Charging points", 265, 198),
      ...body(212),
    ];
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(1);
    const grid = texts(out.tables[0]!.rows);
    expect(grid[0]).toEqual(["Municipality", "Households", "Cars", "Charging points"]);
    expect(grid.slice(1)).toEqual(ROWS);
    expect(out.tables[0]!.bbox.y0).toBeLessThan(140);
  });

  it("leaves a table alone when the turned text above it is one label, not a header per column", () => {
    // A margin note written up the page over the first figure column only.
    const words: Word[] = [...upPhrase("Draft", 185, 198), ...body(212)];
    const out = detectStream(pageInput(words));
    expect(texts(out.tables[0]!.rows)).toEqual(ROWS);
  });
});
