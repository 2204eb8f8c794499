import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

const ROWS = [
  ["Date", "Item", "Amount"],
  ["02 Feb 2024", "Nitrile gloves", "248.00"],
  ["09 Feb 2024", "Disinfectant wipes", "186.00"],
  ["16 Feb 2024", "Dental bibs", "256.80"],
  ["23 Feb 2024", "Autoclave pouches", "178.20"],
];

/** The rows 14 pt apart from y 100, amounts flush right at 330, the header bold. */
function table(): Word[] {
  return ROWS.flatMap((row, r) => [
    ...phrase(row[0]!, 72, 100 + r * 14, 9, r === 0),
    ...phrase(row[1]!, 150, 100 + r * 14, 9, r === 0),
    ...phraseRight(row[2]!, 330, 100 + r * 14, 9),
  ]);
}

describe("a letter's closing under a table", () => {
  it("is left out: lone lines after a set-off gap, the gap before the run rather than before the last line", () => {
    // The last row's line ends near 169; the closing starts 30 pt lower, its lines 20 pt apart (a blank line between).
    const words = [
      ...table(),
      ...phrase("Yours sincerely,", 72, 196, 10),
      ...phrase("Tom Hale, Accounts", 72, 216, 10),
    ];
    expect(detectStream(pageInput(words)).tables.map((t) => texts(t.rows))).toEqual([ROWS]);
  });

  it("keeps lone lines set as close as the rows (a sparse last row)", () => {
    const words = [...table(), ...phrase("Returned goods", 72, 170, 9), ...phrase("Credit note", 72, 184, 9)];
    const rows = [...ROWS, ["Returned goods", "", ""], ["Credit note", "", ""]];
    expect(detectStream(pageInput(words)).tables.map((t) => texts(t.rows))).toEqual([rows]);
  });
});
