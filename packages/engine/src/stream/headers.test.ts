import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

function body(y0: number): Word[] {
  return ["Oslo", "Bergen", "Tromso", "Bodo"].flatMap((n, i) => {
    const y = y0 + i * 16;
    return [...phrase(n, 72, y), ...phraseRight(String(600 + i), 200, y), ...phraseRight(String(70 + i), 260, y)];
  });
}

describe("stream header rows", () => {
  it("counts bold leading rows as header", () => {
    const header = [...phrase("City", 72, 100, 10, true), ...phrase("People", 170, 100, 10, true), ...phrase("Area", 240, 100, 10, true)];
    const t = detectStream(pageInput([...header, ...body(116)])).tables[0]!;
    expect(t.headerRows).toBe(1);
    expect(texts(t.rows)[0]).toEqual(["City", "People", "Area"]);
  });

  it("keeps a header wrapped over two close lines in one row", () => {
    const header = [
      ...phrase("City", 72, 100),
      ...phrase("Total", 175, 100),
      ...phrase("Land", 240, 100),
      ...phrase("people", 170, 109), // wrapped under "Total", closer than body rows sit
      ...phrase("area", 240, 109),
    ];
    const t = detectStream(pageInput([...header, ...body(125)])).tables[0]!;
    expect(t.rows).toHaveLength(5);
    expect(texts(t.rows)[0]).toEqual(["City", "Total\npeople", "Land\narea"]);
  });
});

describe("stream tables bounded by rules", () => {
  it("leaves a caption above the top rule and a note below the bottom rule out of a booktabs table", () => {
    const words: Word[] = [...phrase("Cities", 72, 84)];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    words.push(...phrase("Source: census", 72, 178));
    const rulings = [hrule(70, 265, 88), hrule(70, 265, 104), hrule(70, 265, 168)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(t.method).toBe("hybrid");
    expect(t.headerRows).toBe(1);
    expect(texts(t.rows).map((r) => r[0])).toEqual(["City", "Oslo", "Bergen", "Tromso", "Bodo"]);
  });

  it("leaves a larger-type title line out of the table, even one with several segments", () => {
    const words: Word[] = [...phrase("Table 5", 72, 80, 14, true), ...phrase("(in thousands)", 200, 80, 14)];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    words.push(...body(116));
    const t = detectStream(pageInput(words)).tables[0]!;
    expect(texts(t.rows)[0]).toEqual(["City", "People", "Area"]);
    expect(t.bbox.y0).toBeGreaterThan(85);
  });
});

describe("rules only near the header", () => {
  it("keeps section label lines below a table whose only rules frame its header", () => {
    const words: Word[] = [...phrase("Figures", 72, 100), ...phraseRight("2016", 300, 100)];
    const labels = ["Class A", "Value", "Units", "Class B", "Value", "Units"];
    labels.forEach((l, i) => {
      const y = 120 + i * 16;
      words.push(...phrase(l, 72, y));
      if (!l.startsWith("Class")) words.push(...phraseRight(String(100 + i), 300, y));
    });
    const rulings = [hrule(70, 305, 88), hrule(70, 305, 105)];
    const t = detectStream(pageInput(words, { rulings })).tables[0]!;
    expect(texts(t.rows).map((r) => r[0])).toEqual(["Figures", ...labels]);
  });
});

describe("centred header words over narrow columns", () => {
  it("gives each centred header word its own column and leaves a spanning heading whole", () => {
    const words: Word[] = [...phrase("Modern method", 150, 90)];
    // Header words centred over numeric columns ending at 170, 190, 210, closer than a segment gap.
    words.push(...phrase("Kind", 72, 104), ...phrase("IUD", 160, 104), ...phrase("cap", 180, 104), ...phrase("gel", 200, 104));
    ["Urban", "Rural", "Total"].forEach((n, i) => {
      const y = 120 + i * 14;
      words.push(...phrase(n, 72, y));
      [170, 190, 210].forEach((x, c) => words.push(...phraseRight(`${c + i}`, x, y)));
    });
    const t = detectStream(pageInput(words)).tables[0]!;
    const grid = texts(t.rows);
    expect(grid[1]).toEqual(["Kind", "IUD", "cap", "gel"]);
    expect(grid[0]!.filter((c) => c)).toEqual(["Modern method"]);
  });
});
