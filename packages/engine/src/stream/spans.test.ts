import { describe, expect, it } from "vitest";
import type { Ruling, Word } from "../types.js";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

function vrule(x: number, y0: number, y1: number): Ruling {
  return { orientation: "vertical", x0: x, x1: x, y0, y1, width: 0.5 };
}

/** Group headers "Men" and "Women" over two columns each, then sub-headers and three body rows. */
function groupedTable(): Word[] {
  const words: Word[] = [...phrase("Men", 170, 100), ...phrase("Women", 270, 100)];
  ["Town", "2019", "2020", "2019", "2020"].forEach((h, c) =>
    words.push(...phraseRight(h, [92, 190, 240, 290, 340][c]!, 114)),
  );
  ["Oslo", "Bodo", "Moss"].forEach((n, i) => {
    const y = 130 + i * 14;
    words.push(...phrase(n, 72, y));
    [190, 240, 290, 340].forEach((x, c) => words.push(...phraseRight(String(100 * (c + 1) + i), x, y)));
  });
  return words;
}

describe("spanning header cells from drawn rules", () => {
  it("spans a group header boxed in by vertical rules (the table edge closes the last box)", () => {
    const rulings = [vrule(150, 90, 175), vrule(250, 90, 175)];
    const t = detectStream(pageInput(groupedTable(), { rulings })).tables[0]!;
    expect(texts(t.rows)[0]).toEqual(["", "Men", null, "Women", null]);
    expect(t.rows[0]![1]!.colSpan).toBe(2);
    expect(t.rows[0]![3]!.colSpan).toBe(2);
    expect(t.headerRows).toBeGreaterThanOrEqual(1);
  });

  it("spans a group header standing on a short rule (booktabs cmidrule)", () => {
    const rulings = [hrule(160, 242, 103), hrule(260, 342, 103)];
    const t = detectStream(pageInput(groupedTable(), { rulings })).tables[0]!;
    expect(texts(t.rows)[0]).toEqual(["", "Men", null, "Women", null]);
  });

  it("does not let a full-width rule under a wrapped line spread its cell over the row", () => {
    const words: Word[] = [];
    ["Cat", "Dog", "Fox"].forEach((n, i) => {
      const y = 100 + i * 30;
      words.push(...phrase(n, 72, y), ...phrase("Says", 160, y), ...phrase("Meow", 240, y));
    });
    words.push(...phrase("more", 240, 110));
    const rulings = [hrule(70, 300, 88), hrule(70, 300, 115), hrule(70, 300, 145), hrule(70, 300, 175)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(t.rows.every((r) => r.every((c) => c === null || c.colSpan === 1))).toBe(true);
    expect(texts(t.rows)[0]).toEqual(["Cat", "Says", "Meow\nmore"]);
  });
});
