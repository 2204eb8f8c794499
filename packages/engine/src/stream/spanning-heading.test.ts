import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/** Right edges of the figure columns: bulk, container, liquid, ship calls. */
const RIGHTS = [200, 260, 320, 380];

/**
 * An unruled table of padded rows (17 pt apart, a wrapped label's lines 11 pt apart) under a header of two
 * levels: "Cargo handled (kt)" centred over bulk, container and liquid, beside a stub head "Port" and a cell
 * as tall as both levels whose two lines are set top-aligned ("Ship" over "calls"). `tallCell` false sets it
 * as one line ("Calls"). The header is bold.
 */
function harbourPage(tallCell: boolean): Word[] {
  const header: Word[] = [...phrase("Port", 72, 100), ...phrase("Cargo handled (kt)", 190, 100)];
  if (tallCell) header.push(...phraseRight("Ship", 380, 100), ...phraseRight("calls", 380, 111));
  else header.push(...phraseRight("Calls", 380, 100));
  ["Bulk", "Container", "Liquid"].forEach((h, c) => header.push(...phraseRight(h, RIGHTS[c]!, 117)));
  // The header in bold, as the body is not.
  const words = header.map((w) => ({ ...w, bold: true, glyphs: w.glyphs.map((g) => ({ ...g, bold: true })) }));
  const body: [string[], number[]][] = [
    [["Rotterdam"], [82114, 151004, 211560, 28302]],
    [
      ["Antwerp-", "Bruges"],
      [14830, 133270, 71118, 22419],
    ],
    [["Hamburg"], [30601, 89444, 13012, 7712]],
    [
      ["Le Havre", "and Rouen"],
      [4215, 31873, 28690, 5980],
    ],
    [["Bremen"], [9114, 42270, 3302, 4120]],
  ];
  let y = 134;
  for (const [label, figures] of body) {
    label.forEach((line, i) => words.push(...phrase(line, 72, y + i * 11)));
    figures.forEach((f, c) => words.push(...phraseRight(f.toLocaleString("en-US"), RIGHTS[c]!, y)));
    y += 17 + (label.length - 1) * 11;
  }
  return words;
}

describe("a header of two levels over padded rows", () => {
  for (const tallCell of [true, false]) {
    it(`keeps the group heading's row apart from the cells under it${tallCell ? " beside a cell as tall as both" : ""}`, () => {
      const tables = detectStream(pageInput(harbourPage(tallCell))).tables;
      expect(tables).toHaveLength(1);
      const grid = texts(tables[0]!.rows);
      expect(grid[0]).toEqual(["Port", "Cargo handled (kt)", null, null, tallCell ? "Ship\ncalls" : "Calls"]);
      expect(grid[1]).toEqual(["", "Bulk", "Container", "Liquid", ""]);
      expect(grid[3]![0]).toBe("Antwerp-\nBruges");
      expect(grid).toHaveLength(7);
    });
  }
});
