import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/**
 * A works order as a spreadsheet prints it with "wrap text" on the item column: every item's label wraps onto two or
 * three lines, 12 pt apart, and the unit and the figures stand level with the label's LAST line (bottom alignment,
 * the default of spreadsheets); the label's last lines go on in lower case. Rows 4 pt apart beyond the leading.
 */
const ROWS: string[][] = [
  ["Item", "Unit", "Quantity", "Price", "Amount"],
  ["Site clearance and removal\nof topsoil to a spoil heap", "m2", "1,250", "2.40", "3,000.00"],
  ["Excavation of trenches for\nfoundations, depth up to 1.5 m", "m3", "186", "18.75", "3,487.50"],
  ["Concrete poured in\nfoundations and ground beams", "m3", "64", "112.00", "7,168.00"],
  [
    "Reinforcement steel bars,\ncut, bent and fixed in place,\nincluding tying wire",
    "t",
    "7.2",
    "1,480.00",
    "10,656.00",
  ],
  ["Formwork to slab edges,\nstruck after seven days", "m", "142", "21.30", "3,024.60"],
];

function worksOrder(pitch: number, rowGap: number): Word[] {
  const words: Word[] = [];
  let top = 100;
  for (const row of ROWS) {
    const lines = row[0]!.split("\n");
    lines.forEach((line, i) => words.push(...phrase(line, 72, top + i * pitch)));
    const last = top + (lines.length - 1) * pitch;
    words.push(...phrase(row[1]!, 240, last));
    [330, 400, 480].forEach((right, j) => words.push(...phraseRight(row[j + 2]!, right, last)));
    top = last + pitch + rowGap;
  }
  return words;
}

describe("body rows set at the foot of a wrapped label", () => {
  it("reads one table, each label's lines joined into the row of its figures", () => {
    const found = detectStream(pageInput(worksOrder(12, 4))).tables;
    expect(found).toHaveLength(1);
    expect(texts(found[0]!.rows)).toEqual(ROWS);
  });

  it("reads them when the rows are set as close as the label's lines", () => {
    const found = detectStream(pageInput(worksOrder(12, 0))).tables;
    expect(found).toHaveLength(1);
    expect(texts(found[0]!.rows)).toEqual(ROWS);
  });
});
