import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { buildLines } from "./lines.js";
import { pageColumnGutters, pageProseLines, startsPageColumn } from "./page-gutters.js";
import { segmentsOfLines } from "./segments.js";
import { DEFAULT_STREAM_SETTINGS as S } from "./settings.js";
import { phrase } from "./synthetic-page.js";

/** Each line's segments, as the detector cuts them. */
function segmentsOf(words: Word[]) {
  return segmentsOfLines(buildLines(words, S), S);
}

/** Two page columns of running text, from x 54 and x 318, ragged at the right. */
const TWO_COLUMNS = [
  ["staff numbers stayed flat in every region;", "sales of pallets and crates made up most"],
  ["the head office moved two of its teams", "of the revenue, while totes were sold"],
  ["to the eastern depot.", "below cost."],
];

describe("pageColumnGutters", () => {
  it("finds the gutter of two page columns of prose: up to the next column's shared left edge", () => {
    const words = TWO_COLUMNS.flatMap(([l, r], i) => [
      ...phrase(l!, 54, 100 + i * 13),
      ...phrase(r!, 318, 100 + i * 13),
    ]);
    const gutters = pageColumnGutters(segmentsOf(words), S);
    expect(gutters).toHaveLength(1);
    expect(gutters[0]!.x1).toBe(318);
    // The longest left-hand line ends at 54 + 42 characters of 5 pt.
    expect(gutters[0]!.x0).toBe(264);
  });

  it("finds none in the wrapped text cells of a table's middle columns, nor in lines of names", () => {
    // Cells of a few words each, the first of them right of the lines' left edge (a label column).
    const cells = segmentsOf([
      ...phrase("Supply delay", 58, 100),
      ...phrase("single supplier for", 143, 112),
      ...phrase("second supplier", 245, 112),
      ...phrase("steel sections", 143, 124),
      ...phrase("qualified by march", 245, 124),
    ]);
    expect(pageColumnGutters(cells.slice(1), S)).toEqual([]);
    const names = segmentsOf([
      ...phrase("North Sea Fisheries Board", 54, 100),
      ...phrase("Baltic Port Authority Office", 318, 100),
      ...phrase("Western Isles Harbour Trust", 54, 112),
      ...phrase("Eastern Rail Freight Group", 318, 112),
    ]);
    expect(pageColumnGutters(names, S)).toEqual([]);
  });
});

describe("startsPageColumn", () => {
  it("holds when the table lines right of the gutter start on the page column's edge, not when they start well right of it", () => {
    const lines = segmentsOf([
      ...phrase("the head office moved two of its teams", 54, 100),
      ...phrase("of the revenue, while totes were sold", 318, 100),
      ...phrase("Region", 58, 120),
      ...phrase("Staff", 250, 120),
      ...phrase("Product", 322, 120),
      ...phrase("Units", 420, 120),
    ]);
    const gutters = [{ x0: 244, x1: 318 }];
    const prose = pageProseLines(lines, gutters, S);
    expect(prose).toEqual([true, false]);
    expect(startsPageColumn({ x0: 275, x1: 318 }, lines, prose, gutters, 13.5)).toBe(true);
    // The same gutter where the table's next column starts 100 pt on: a full-width table's gap.
    const wide = segmentsOf([
      ...phrase("the head office moved two of its teams", 54, 100),
      ...phrase("of the revenue, while totes were sold", 318, 100),
      ...phrase("Region", 58, 120),
      ...phrase("Staff", 250, 120),
      ...phrase("Units", 420, 120),
    ]);
    expect(startsPageColumn({ x0: 275, x1: 318 }, wide, prose, gutters, 13.5)).toBe(false);
  });
});
