import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { CHAR, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** A word written up the page (read bottom to top) whose first letter stands at (x, bottom). */
function upWord(text: string, x: number, bottom: number, size = 9): Word {
  const bbox = { x0: x, y0: bottom - text.length * size * CHAR, x1: x + size, y1: bottom };
  return { text, bbox, glyphs: [], fontSize: size, bold: false, direction: 90 };
}

/** A label written up the page, centred on `centre`. */
function upLabel(text: string, x: number, centre: number, size = 9): Word {
  return upWord(text, x, centre + (text.length * size * CHAR) / 2, size);
}

const ITEMS = [
  ["Copper", "1,204", "1,388"],
  ["Zinc", "806", "912"],
  ["Nickel", "455", "502"],
  ["Crude oil", "5,410", "5,102"],
  ["Natural gas", "2,980", "3,311"],
  ["Coal", "1,720", "1,504"],
];

/** A bold header and six rows 15 pt apart from baseline 115; the stub at `stubX`, figures ending at 200 and 240. */
function table(stubX: number, groupHead?: string): Word[] {
  const words: Word[] = [];
  if (groupHead) words.push(...phrase(groupHead, 72, 100, 9, true));
  words.push(...phrase("Item", stubX, 100, 9, true));
  words.push(...phraseRight("2022", 200, 100, 9), ...phraseRight("2023", 240, 100, 9));
  ITEMS.forEach((r, i) => {
    const y = 115 + i * 15;
    words.push(...phrase(r[0]!, stubX, y, 9), ...phraseRight(r[1]!, 200, y, 9), ...phraseRight(r[2]!, 240, y, 9));
  });
  return words;
}

/** Rows 1-3 run from 106 to 145, rows 4-6 from 151 to 190: the labels' centres. */
const CENTRES = [125.5, 170.5];

describe("row-group labels written up the page beside an unruled table", () => {
  it("become a first column, each label in the first row of the rows it is centred on", () => {
    const words = [...table(92), upLabel("Metals", 72, CENTRES[0]!), upLabel("Energy", 72, CENTRES[1]!)];
    const t = detectStream(pageInput(words)).tables;
    expect(t).toHaveLength(1);
    const grid = texts(t[0]!.rows);
    expect(grid.map((r) => r[0])).toEqual(["", "Metals", "", "", "Energy", "", ""]);
    expect(grid.map((r) => r[1])).toEqual(["Item", ...ITEMS.map((r) => r[0])]);
    expect(t[0]!.bbox.x0).toBeLessThanOrEqual(72);
  });

  it("fill a first column headed above them that is empty beside them", () => {
    const words = [...table(110, "Group"), upLabel("Metals", 76, CENTRES[0]!), upLabel("Energy", 76, CENTRES[1]!)];
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid.map((r) => r[0])).toEqual(["Group", "Metals", "", "", "Energy", "", ""]);
    expect(grid[0]).toHaveLength(4);
  });

  it("read a label of two words up the page in order, a word space apart", () => {
    const words = [...table(92), upWord("Base", 72, 145), upWord("metals", 72, 145 - 4 * 9 * CHAR - 2.5)];
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid.flat()).toContain("Base metals");
  });

  it("leave text up the page's margin, running far past the table, out", () => {
    const margin = upWord("arXiv:2611.00001v1 [cs.CL] 30 Nov 2026", 60, 400);
    const grid = texts(detectStream(pageInput([...table(92), margin])).tables[0]!.rows);
    expect(grid[0]).toHaveLength(3);
    expect(grid.map((r) => r[0])).toEqual(["Item", ...ITEMS.map((r) => r[0])]);
  });

  it("leave the table as it is when the first column has text beside a label inside it", () => {
    const words = [...table(72), upLabel("Metals", 80, CENTRES[0]!)];
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid.map((r) => r[0])).toEqual(["Item", ...ITEMS.map((r) => r[0])]);
  });
});
