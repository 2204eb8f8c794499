import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** A three-column summary: a header and six rows, 10 pt type at a 16 pt pitch, from y0. */
function summary(y0: number): Word[] {
  const rows = [
    ["Category", "Lines", "Value"],
    ["Fasteners", "412", "3,118.40"],
    ["Fittings", "188", "2,904.15"],
    ["Electrical", "97", "1,760.00"],
    ["Seals", "64", "412.88"],
    ["Tools", "21", "1,095.50"],
  ];
  return rows.flatMap((r, i) => {
    const y = y0 + i * 16;
    return [...phrase(r[0]!, 72, y), ...phraseRight(r[1]!, 200, y), ...phraseRight(r[2]!, 280, y)];
  });
}

const firstCells = (words: Word[]) => texts(detectStream(pageInput(words)).tables[0]!.rows).map((r) => r[0]);

describe("lines above an unruled table that are not rows", () => {
  it("leaves out a short running heading in small type and a short bold title under it", () => {
    const words = [...phrase("Stock report", 72, 40, 8), ...phrase("Summary", 72, 62, 12, true), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Category");
  });

  it("leaves out a bold title in the table's own size set apart over a plain header", () => {
    const words = [...phrase("Summary", 72, 62, 10, true), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Category");
  });

  it("leaves out a short subtitle in small type under a larger title", () => {
    const words = [...phrase("Summary", 72, 48, 13, true), ...phrase("In pounds", 72, 63, 8), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Category");
  });

  it("keeps a lone first line in the table's own type as a row, even a little apart", () => {
    const words = [...phrase("Hardware", 72, 72), ...summary(94)];
    expect(firstCells(words)[0]).toBe("Hardware");
  });

  it("keeps a small-type first line as a row when it sits at the rows' own pitch", () => {
    const words = [...phrase("Stock report", 72, 68, 8), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Stock report");
  });
});

describe("a title a little larger than the table, or bold in its type, set right over a small subtitle", () => {
  // The title 1.2 times the table's 10 pt, the subtitle in 8 pt, each line as close under the one above as the rows
  // are (16 pt apart): neither is set off as a caption is.
  it("leaves out a bold title and its subtitle at the rows' own pitch", () => {
    const words = [...phrase("Summary", 72, 52, 12, true), ...phrase("In pounds", 72, 68, 8), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Category");
  });

  it("leaves them out with the title in plain type", () => {
    const words = [...phrase("Stock held", 72, 52, 12), ...phrase("At 31 March", 72, 68, 8), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Category");
  });

  it("keeps a first line in the table's own type as a row, a small-type line under it", () => {
    const words = [...phrase("Hardware", 72, 52), ...phrase("In pounds", 72, 68, 8), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Hardware");
  });

  it("leaves out a title in the table's own type told from the rows by its weight", () => {
    const words = [...phrase("Summary", 72, 52, 10, true), ...phrase("In pounds", 72, 68, 8), ...summary(84)];
    expect(firstCells(words)[0]).toBe("Category");
  });

  it("keeps a bold first line as a row when the line under it is in the table's own type", () => {
    const words = [...phrase("Hardware", 72, 52, 10, true), ...phrase("Fixings", 72, 68), ...summary(84)];
    expect(firstCells(words)).toContain("Hardware");
  });
});
