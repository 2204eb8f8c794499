import { describe, expect, it } from "vitest";
import { detectStream } from "./index.js";
import { hrule, pageInput, phrase, phraseRight, rotateWords, texts, word } from "./synthetic-page.js";
import type { Word } from "../types.js";

/** Prose paragraph lines filling a 400 pt measure. */
function paragraph(y: number, lines: number): Word[] {
  const text = "the quick brown fox jumps over the lazy dog and keeps running far away from here now";
  return Array.from({ length: lines }, (_, i) => phrase(text, 72, y + i * 12)).flat();
}

describe("detectStream on synthetic pages", () => {
  it("keeps a right-aligned number column apart from a ragged text column that nearly touches it", () => {
    const labels = ["Apples", "Very long orchard name", "Kiwi", "Pears and quinces", "Fig"];
    const numbers = ["1", "123,456,789", "22", "4", "98,765,432"];
    const words = labels.flatMap((l, i) => [
      ...phrase(l, 72, 100 + i * 14),
      ...phraseRight(numbers[i]!, 240, 100 + i * 14),
      ...phrase(`Z${i}`, 260, 100 + i * 14),
    ]);
    // "Very long orchard name" ends at 182; "98,765,432" starts at 190: no empty vertical strip
    // separates the columns over all rows at x 182..190 except a sliver; the longest number
    // (123,456,789 from 185) overlaps the long labels' x-range.
    const out = detectStream(pageInput(words));
    expect(out.tables).toHaveLength(1);
    const grid = texts(out.tables[0]!.rows);
    expect(grid.map((r) => r.length)).toEqual([3, 3, 3, 3, 3]);
    expect(grid[1]).toEqual(["Very long orchard name", "123,456,789", "Z1"]);
    expect(grid[4]).toEqual(["Fig", "98,765,432", "Z4"]);
    expect(out.tables[0]!.method).toBe("stream");
  });

  it("finds a table between paragraphs and leaves the prose out", () => {
    const table = ["North", "South", "East", "West"].flatMap((name, i) => [
      ...phrase(name, 72, 200 + i * 14),
      ...phraseRight(String(100 + i * 7), 220, 200 + i * 14),
      ...phraseRight(String(5 * i + 3), 300, 200 + i * 14),
    ]);
    const out = detectStream(pageInput([...paragraph(100, 5), ...table, ...paragraph(290, 4)]));
    expect(out.tables).toHaveLength(1);
    const t = out.tables[0]!;
    expect(t.rows).toHaveLength(4);
    expect(t.bbox.y0).toBeGreaterThan(180);
    expect(t.bbox.y1).toBeLessThan(260);
    expect(texts(t.rows)[2]).toEqual(["East", "114", "13"]);
  });

  it("finds two tables stacked on one page", () => {
    const mk = (y0: number, tag: string) =>
      [0, 1, 2].flatMap((i) => [
        ...phrase(`${tag}${i}`, 72, y0 + i * 14),
        ...phraseRight(String(i * 11), 200, y0 + i * 14),
        ...phraseRight(String(i * 13), 280, y0 + i * 14),
      ]);
    const out = detectStream(pageInput([...mk(100, "a"), ...paragraph(160, 3), ...mk(220, "b")]));
    expect(out.tables).toHaveLength(2);
    expect(texts(out.tables[1]!.rows)[0]![0]).toBe("b0");
  });

  it("keeps a wrapped description as one cell instead of an extra row", () => {
    const rows: Word[] = [];
    const y = [100, 124, 148];
    ["A-1", "B-2", "C-3"].forEach((code, i) => {
      rows.push(
        ...phrase(code, 72, y[i]!),
        ...phrase(`item ${i} short`, 130, y[i]!),
        ...phraseRight(`${i + 1}.00`, 330, y[i]!),
      );
    });
    rows.push(...phrase("continues here", 130, 110)); // wrapped line of the first description
    const out = detectStream(pageInput(rows));
    expect(out.tables).toHaveLength(1);
    const grid = texts(out.tables[0]!.rows);
    expect(grid).toHaveLength(3);
    expect(grid[0]).toEqual(["A-1", "item 0 short\ncontinues here", "1.00"]);
  });

  it("attaches a superscript marker to its cell without creating a row", () => {
    const rows: Word[] = [];
    ["Alpha", "Beta", "Gamma", "Delta"].forEach((n, i) => {
      rows.push(
        ...phrase(n, 72, 100 + i * 14),
        ...phraseRight(String(10 + i), 200, 100 + i * 14),
        ...phraseRight(String(20 + i), 260, 100 + i * 14),
      );
    });
    const sup = word("1", 72 + 5 * 5 + 0.5, 100 + 14 - 4, 6); // raised small "1" after "Beta"
    const out = detectStream(pageInput([...rows, sup]));
    const grid = texts(out.tables[0]!.rows);
    expect(grid).toHaveLength(4);
    expect(grid[1]![0]).toBe("Beta 1");
  });

  it("reports a spanning header cell with colSpan and counts it as header", () => {
    const rows: Word[] = [...phrase("Population in thousands", 150, 90)];
    ["City", "2019", "2020"].forEach((h, c) => rows.push(...phrase(h, [72, 160, 220][c]!, 104)));
    ["Oslo", "Bergen", "Tromso", "Bodo"].forEach((n, i) => {
      const y = 118 + i * 14;
      rows.push(...phrase(n, 72, y), ...phrase(String(600 + i), 160, y), ...phrase(String(700 + i), 220, y));
    });
    const out = detectStream(pageInput(rows));
    const t = out.tables[0]!;
    const grid = texts(t.rows);
    expect(grid[0]).toEqual(["", "Population in thousands", null]);
    expect(t.rows[0]![1]!.colSpan).toBe(2);
    expect(t.headerRows).toBe(1);
  });

  it("uses booktabs rules: bounds the table, header above the mid rule, method hybrid", () => {
    const words: Word[] = [];
    ["Name", "Qty", "Price"].forEach((h, c) => words.push(...phrase(h, [72, 180, 240][c]!, 100)));
    ["Bolt", "Nut", "Washer", "Screw"].forEach((n, i) => {
      const y = 118 + i * 14;
      words.push(...phrase(n, 72, y), ...phraseRight(String(i * 3 + 1), 200, y), ...phraseRight(`${i}.50`, 270, y));
    });
    const rulings = [hrule(70, 275, 87), hrule(70, 275, 105), hrule(70, 275, 164)];
    const out = detectStream(pageInput(words, { rulings }));
    const t = out.tables[0]!;
    expect(t.method).toBe("hybrid");
    expect(t.headerRows).toBe(1);
    expect(t.rows).toHaveLength(5);
    expect(t.evidence.rulingCoverage).toBeGreaterThan(0);
  });

  it("groups lines by zebra stripes so two-line cells stay one row", () => {
    const words: Word[] = [];
    const filledRects = [];
    for (let i = 0; i < 4; i++) {
      const top = 100 + i * 26;
      words.push(
        ...phrase(`Row${i}`, 72, top + 11),
        ...phrase("first", 150, top + 11),
        ...phraseRight(String(i), 300, top + 11),
      );
      words.push(...phrase("second", 150, top + 22));
      if (i % 2 === 0) filledRects.push({ bbox: { x0: 70, x1: 305, y0: top, y1: top + 26 }, grey: 0.85 });
    }
    const out = detectStream(pageInput(words, { filledRects }));
    const t = out.tables[0]!;
    expect(texts(t.rows).map((r) => r[1])).toEqual([
      "first\nsecond",
      "first\nsecond",
      "first\nsecond",
      "first\nsecond",
    ]);
    expect(t.method).toBe("hybrid");
  });

  it("detects a table printed sideways and reports its box on the page", () => {
    const upright: Word[] = [];
    ["Kind", "Count", "Share"].forEach((h, c) => upright.push(...phrase(h, [72, 200, 280][c]!, 100)));
    ["Cats", "Dogs", "Birds"].forEach((n, i) => {
      const y = 114 + i * 14;
      upright.push(...phrase(n, 72, y), ...phraseRight(String(40 + i), 230, y), ...phraseRight(`${i}%`, 310, y));
    });
    for (const direction of [90, 270] as const) {
      const words = rotateWords(upright, direction, 612, 792);
      const out = detectStream(pageInput(words));
      expect(out.tables).toHaveLength(1);
      const t = out.tables[0]!;
      expect(texts(t.rows)[2]).toEqual(["Dogs", "41", "1%"]);
      // Sideways: the table is taller than wide on the page.
      expect(t.bbox.y1 - t.bbox.y0).toBeGreaterThan(t.bbox.x1 - t.bbox.x0);
      const cats = t.rows[1]![0]!.bbox;
      const source = words.find((w) => w.text === "Cats")!.bbox;
      expect(cats).toEqual(source);
    }
  });

  it("follows user column separators over alignment", () => {
    const words: Word[] = [];
    ["one two", "three four", "five six"].forEach((p, i) =>
      words.push(...phrase(p, 72, 100 + i * 14), ...phrase(`v${i}`, 200, 100 + i * 14)),
    );
    const input = { ...pageInput(words), columns: [100, 180] };
    const grid = texts(detectStream(input).tables[0]!.rows);
    expect(grid[1]).toEqual(["three", "four", "v1"]);
  });

  it("leaves excluded regions alone and searches only inside areas", () => {
    const words: Word[] = [];
    ["a", "b", "c"].forEach((n, i) =>
      words.push(
        ...phrase(n, 72, 100 + i * 14),
        ...phraseRight(String(i), 200, 100 + i * 14),
        ...phraseRight(String(i * 2), 260, 100 + i * 14),
      ),
    );
    const excluded = detectStream({ ...pageInput(words), exclude: [{ x0: 0, y0: 0, x1: 612, y1: 300 }] });
    expect(excluded.tables).toHaveLength(0);
    const area = detectStream({ ...pageInput(words), areas: [{ x0: 0, y0: 0, x1: 210, y1: 300 }] });
    expect(area.tables).toHaveLength(1);
    expect(area.tables[0]!.rows[0]!).toHaveLength(2);
  });

  it("finds nothing in plain prose", () => {
    expect(detectStream(pageInput(paragraph(100, 12))).tables).toHaveLength(0);
  });

  it("reads decimal-aligned number columns, whose left, right and centre edges all differ", () => {
    const words: Word[] = [];
    const vals = [
      ["1.5", "120.25", "3.125"],
      ["12.25", "7.5", "45.0"],
      ["100.0", "33.125", "0.5"],
      ["7.75", "1.0", "250.75"],
    ];
    ["Alpha", "Beta", "Gamma", "Delta"].forEach((n, i) => {
      const y = 100 + i * 14;
      words.push(...phrase(n, 72, y));
      vals[i]!.forEach((v, c) => words.push(...phrase(v, [180, 260, 340][c]! - v.indexOf(".") * 5, y)));
    });
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid).toEqual(vals.map((v, i) => [["Alpha", "Beta", "Gamma", "Delta"][i]!, ...v]));
  });

  it("keeps a wrapped row label in its row when the values sit on the first line", () => {
    const words: Word[] = [];
    const y = [100, 124, 148];
    ["Cat", "Parastratiosphecomyia", "Fox"].forEach((n, i) => {
      words.push(
        ...phrase(n, 72, y[i]!),
        ...phrase("Says", 200, y[i]!),
        ...phraseRight(String(i * 10 + 5), 300, y[i]!),
      );
    });
    words.push(...phrase("stratiosphecomyioides", 72, 134));
    const grid = texts(detectStream(pageInput(words)).tables[0]!.rows);
    expect(grid).toHaveLength(3);
    expect(grid[1]).toEqual(["Parastratiosphecomyia\nstratiosphecomyioides", "Says", "15"]);
  });

  it("reads a dense 400-row, 13-column page whole", () => {
    const words: Word[] = [];
    for (let i = 0; i < 400; i++) {
      const y = 20 + i * 11;
      words.push(...phrase(`Item ${i} name`, 20, y, 8));
      for (let c = 0; c < 12; c++) words.push(...phraseRight(String((i * 37 + c * 11) % 9973), 140 + c * 40, y, 8));
    }
    const out = detectStream(pageInput(words, { height: 4500 }));
    expect(out.tables).toHaveLength(1);
    expect(out.tables[0]!.rows).toHaveLength(400);
    expect(texts(out.tables[0]!.rows)[399]).toEqual([
      "Item 399 name",
      ...Array.from({ length: 12 }, (_, c) => String((399 * 37 + c * 11) % 9973)),
    ]);
  });
});
