import { describe, expect, it } from "vitest";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";
import type { Word } from "../types.js";

/**
 * A two-level header: "Depot" beside years spanning two columns each, the halves ("H1", "H2")
 * under them with an empty key cell, then rows of figures. A scanned header of shaded cells
 * shows only the rule under the years (its edge against light body cells too faint to find).
 */
function spanningHeader(): Word[] {
  const words: Word[] = [...phrase("Depot", 72, 100), ...phrase("2023", 172, 100), ...phrase("2024", 252, 100)];
  for (const [x, h] of [
    [170, "H1"],
    [210, "H2"],
    [250, "H1"],
    [290, "H2"],
  ] as const)
    words.push(...phraseRight(h, x + 20, 114));
  ["Genoa", "Faro", "Quimper", "Bergen"].forEach((name, i) => {
    const y = 132 + i * 14;
    words.push(...phrase(name, 72, y));
    for (const x of [190, 230, 270, 310]) words.push(...phraseRight(String(100 + i * 7 + x), x, y));
  });
  return words;
}

describe("rows parted by a lone rule", () => {
  it("keeps a spanning heading and the cells under it as two rows when a rule runs between them", () => {
    // the body's rows on light stripes, one each (a scanned table of shaded body cells)
    const filledRects = [0, 1, 2, 3].map((i) => ({
      bbox: { x0: 70, x1: 312, y0: 121 + i * 14, y1: 134 + i * 14 },
      grey: 0.93,
    }));
    const out = detectStream(pageInput(spanningHeader(), { rulings: [hrule(165, 312, 104)], filledRects }));
    expect(out.tables).toHaveLength(1);
    const grid = texts(out.tables[0]!.rows);
    expect(grid[0]).toEqual(["Depot", "2023", "", "2024", ""]);
    expect(grid[1]).toEqual(["", "H1", "H2", "H1", "H2"]);
    expect(grid).toHaveLength(6);
  });
});
