import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/**
 * Two tables of the same three columns, each under its own bold header, 16 pt rows, and between
 * them one line (`between`, a heading or a paragraph) set off by a paragraph's margin on each side.
 */
function twoTablesWithLineBetween(between: string, bold: boolean): Word[] {
  const words: Word[] = [];
  let y = 100;
  const table = (first: number) => {
    ["Depot", "Units", "Amount"].forEach((h, c) => words.push(...phrase(h, [72, 180, 260][c]!, y, 10, true)));
    for (let r = 0; r < 4; r++) {
      y += 16;
      words.push(...phrase(`Depot ${first + r}`, 72, y), ...phraseRight(String(120 + r * 7), 215, y));
      words.push(...phraseRight(`${first + r},${String(100 + r * 37)}`, 300, y));
    }
  };
  table(1);
  y += 30;
  words.push(...phrase(between, 72, y, 10, bold));
  y += 30;
  table(11);
  return words;
}

describe("tables of the same columns stacked with a line between", () => {
  it("splits at the second bold header when a heading stands between, and the heading is a row of neither", () => {
    const tables = detectStream(pageInput(twoTablesWithLineBetween("Second half", true))).tables;
    expect(tables).toHaveLength(2);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toEqual(["Depot", "Depot 1", "Depot 2", "Depot 3", "Depot 4"]);
    expect(texts(tables[1]!.rows).map((r) => r[0])).toEqual(["Depot", "Depot 11", "Depot 12", "Depot 13", "Depot 14"]);
  });

  it("splits when a short line of plain type stands between (a one-line paragraph)", () => {
    const tables = detectStream(pageInput(twoTablesWithLineBetween("Second half.", false))).tables;
    expect(tables).toHaveLength(2);
    expect(texts(tables[1]!.rows)[0]).toEqual(["Depot", "Units", "Amount"]);
  });

  it("splits two tables of words alone (no figures) with a short paragraph between", () => {
    const words: Word[] = [];
    let y = 100;
    const table = (rows: string[][]) => {
      rows.forEach((row, r) => {
        row.forEach((cell, c) => words.push(...phrase(cell, [72, 150, 260][c]!, y, 10, r === 0)));
        y += 16;
      });
    };
    table([
      ["Ticket", "Title", "State"],
      ["T-1", "Login fails", "Open"],
      ["T-2", "Slow export", "Closed"],
      ["T-3", "Typo on page", "Open"],
    ]);
    y += 14;
    words.push(...phrase("Owners.", 72, y));
    y += 30;
    table([
      ["Team", "Lead", "Channel"],
      ["Web", "Ann Lee", "web-team"],
      ["Mobile", "Bob Ray", "mobile"],
      ["Data", "Cy Dunn", "data-eng"],
    ]);
    const tables = detectStream(pageInput(words)).tables;
    expect(tables).toHaveLength(2);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toEqual(["Ticket", "T-1", "T-2", "T-3"]);
    expect(texts(tables[1]!.rows).map((r) => r[0])).toEqual(["Team", "Web", "Mobile", "Data"]);
  });
});
