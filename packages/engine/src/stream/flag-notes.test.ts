import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

const ROWS = [
  ["Sector", "Output", "Firms", "Growth"],
  ["Agriculture", "12.5*", "3,400", "1.8"],
  ["Mining", "4.1", "1,250†", "n/a¹"],
  ["Manufacturing", "88.0", "21,730", "2.4*"],
  ["Construction", "37.6*", "9,115†", "0.9"],
  ["Retail trade", "61.2", "17,480", "n/a¹"],
];

/** The rows on a 14 pt pitch (figures right-aligned), then `note` as its parts at the given x, 12 pt under the last row. */
function page(note: Array<[string, number]>): Word[] {
  const words: Word[] = [];
  ROWS.forEach((row, r) => {
    const y = 100 + r * 14;
    words.push(...phrase(row[0]!, 72, y), ...phraseRight(row[1]!, 220, y));
    words.push(...phraseRight(row[2]!, 290, y), ...phraseRight(row[3]!, 350, y));
  });
  const y = 100 + ROWS.length * 14 + 12;
  for (const [text, x] of note) words.push(...phrase(text, x, y));
  return words;
}

const tableOf = (words: Word[]) => {
  const found = detectStream(pageInput(words)).tables;
  expect(found).toHaveLength(1);
  return texts(found[0]!.rows).map((r) => r.map((c) => c ?? ""));
};

describe("a line of footnotes under a table whose figures carry the flags", () => {
  it("leaves the note out, its keys falling under the table's columns, but keeps a line whose key flags nothing", () => {
    expect(
      tableOf(
        page([
          ["* provisional", 72],
          ["† estimated", 170],
          ["¹ not available", 260],
        ]),
      ),
    ).toEqual(ROWS);
    // "‡" ends no word of the table: the line is read as a row of it, as before.
    expect(
      tableOf(
        page([
          ["‡ revised", 72],
          ["† estimated", 170],
        ]),
      ),
    ).toHaveLength(ROWS.length + 1);
  });
});
