import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

function body(y0: number): Word[] {
  return ["Oslo", "Bergen", "Tromso", "Bodo"].flatMap((n, i) => {
    const y = y0 + i * 16;
    return [...phrase(n, 72, y), ...phraseRight(String(600 + i), 200, y), ...phraseRight(String(70 + i), 260, y)];
  });
}

describe("stream header rows", () => {
  it("counts bold leading rows as header", () => {
    const header = [
      ...phrase("City", 72, 100, 10, true),
      ...phrase("People", 170, 100, 10, true),
      ...phrase("Area", 240, 100, 10, true),
    ];
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

describe("centred header words over narrow columns", () => {
  it("gives each centred header word its own column and leaves a spanning heading whole", () => {
    const words: Word[] = [...phrase("Modern method", 150, 90)];
    // Header words centred over numeric columns ending at 170, 190, 210, closer than a segment gap.
    words.push(
      ...phrase("Kind", 72, 104),
      ...phrase("IUD", 160, 104),
      ...phrase("cap", 180, 104),
      ...phrase("gel", 200, 104),
    );
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
