import { describe, expect, it } from "vitest";
import type { FilledRect, Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

/**
 * A table whose rows sit 16 pt apart, with a set-off gap after `upper` rows;
 * rows below the gap carry a fourth column (a note) that the rows above leave empty.
 */
function gappedTable(upper: number, lower: number): { words: Word[]; rowYs: number[] } {
  const words: Word[] = [];
  ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
  const rowYs: number[] = [];
  for (let i = 0; i < upper + lower; i++) {
    const y = 116 + i * 16 + (i >= upper ? 14 : 0);
    rowYs.push(y);
    words.push(...phrase(`Town ${i + 1}`, 72, y), ...phraseRight(String(600 + i), 200, y));
    words.push(...phraseRight(String(70 + i), 260, y));
    if (i >= upper) words.push(...phrase(`note ${i}`, 300, y));
  }
  return { words, rowYs };
}

describe("stacked tables and zebra stripes", () => {
  it("splits at a set-off gap where the column count changes, with no stripes", () => {
    const { words } = gappedTable(4, 4);
    expect(detectStream(pageInput(words)).tables).toHaveLength(2);
  });

  it("keeps one table when zebra stripes of one width run on across that gap", () => {
    const { words, rowYs } = gappedTable(4, 4);
    const filledRects: FilledRect[] = rowYs
      .filter((_, i) => i % 2 === 0)
      .map((y) => ({ bbox: { x0: 68, y0: y - 12, x1: 350, y1: y + 3 }, grey: 0.9 }));
    const tables = detectStream(pageInput(words, { filledRects })).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows).map((r) => r[0])).toContain("Town 8");
    expect(texts(tables[0]!.rows).map((r) => r[0])).toContain("City");
  });
});
