import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts, word } from "./synthetic-page.js";

describe("detectStream leaves non-tables alone", () => {
  it("does not take a numbered list for a table", () => {
    const items = [
      "the quick brown fox jumps over the lazy dog and keeps running far away",
      "another item of the list that is fairly long and reads like prose text",
      "short item",
      "a third long item which again runs across most of the measure here",
    ];
    const words = items.flatMap((t, i) => [...phrase(`${i + 1}.`, 72, 100 + i * 12), ...phrase(t, 90, 100 + i * 12)]);
    expect(detectStream(pageInput(words)).tables).toHaveLength(0);
  });

  it("does not take two columns of prose for a table", () => {
    const words: Word[] = [];
    for (let i = 0; i < 12; i++) {
      words.push(...phrase("lorem ipsum dolor sit amet consectetur adip", 72, 300 + i * 12));
      words.push(...phrase("sed do eiusmod tempor incididunt ut labore", 320, 300 + i * 12));
    }
    expect(detectStream(pageInput(words)).tables).toHaveLength(0);
  });

  it("leaves short prose in two narrow page columns out of the table under it", () => {
    const prose = [
      ["Deliveries rose in every", "The south reported fewer"],
      ["region, led by the north.", "late deliveries than a"],
      ["Returns fell slightly.", "year earlier."],
    ];
    const words: Word[] = prose.flatMap(([a, b], i) => [
      ...phrase(a!, 72, 100 + i * 12),
      ...phrase(b!, 260, 100 + i * 12),
    ]);
    const rows = [
      ["Depot", "Q1", "Q2", "Q3"],
      ...Array.from({ length: 6 }, (_, i) => [
        `Depot ${i + 1}`,
        `${(i + 2) * 117}`,
        `${(i + 5) * 31}`,
        `${(i + 1) * 1013}`,
      ]),
    ];
    rows.forEach((row, r) => row.forEach((text, c) => words.push(...phrase(text, 72 + c * 80, 150 + r * 14))));
    const tables = detectStream(pageInput(words)).tables;
    expect(tables).toHaveLength(1);
    expect(tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual(rows);
  });

  it("returns nothing, without throwing, for empty and degenerate pages", () => {
    expect(detectStream(pageInput([])).tables).toEqual([]);
    const zeroSize = phrase("a b c", 72, 100).map((w) => ({
      ...w,
      bbox: { ...w.bbox, x1: w.bbox.x0, y1: w.bbox.y0 },
      fontSize: 0,
    }));
    expect(() => detectStream(pageInput(zeroSize))).not.toThrow();
    expect(
      detectStream({ ...pageInput(phrase("x y", 72, 100)), areas: [{ x0: 400, y0: 400, x1: 500, y1: 500 }] }).tables,
    ).toEqual([]);
  });
});

describe("a legend of symbols under a table", () => {
  function page(bullets: boolean, gap: number): Word[] {
    const words: Word[] = [];
    ["City", "People", "Area"].forEach((h, c) => words.push(...phrase(h, [72, 170, 240][c]!, 100)));
    ["Oslo", "Bergen", "Tromso", "Bodo", "Alta"].forEach((n, i) => {
      const y = 116 + i * 16;
      words.push(...phrase(n, 72, y), ...phraseRight(String(600 + i), 200, y), ...phraseRight(String(70 + i), 260, y));
    });
    let y = 180 + gap;
    if (bullets)
      for (const t of ["Figures are provisional", "Areas in square km"]) {
        words.push(...phrase("•", 72, y), ...phrase(t, 84, y));
        y += 14;
      }
    for (const [sym, meaning] of [
      ["n.a.", "not available here"],
      ["-", "nil or nothing"],
      ["p", "provisional figure"],
    ]) {
      words.push(...phrase(sym!, 72, y), ...phrase(meaning!, 110, y));
      y += 14;
    }
    return words;
  }
  const table = [
    ["City", "People", "Area"],
    ["Oslo", "600", "70"],
    ["Bergen", "601", "71"],
    ["Tromso", "602", "72"],
    ["Bodo", "603", "73"],
    ["Alta", "604", "74"],
  ];

  it("is neither rows of the table nor a table of its own, in the table's type", () => {
    for (const [bullets, gap] of [
      [false, 10],
      [false, 24],
      [true, 10],
      [true, 24],
    ] as const) {
      const tables = detectStream(pageInput(page(bullets, gap))).tables;
      expect(
        tables.map((t) => texts(t.rows)),
        `bullets ${bullets}, gap ${gap}`,
      ).toEqual([table]);
    }
  });
});

describe("detectStream leaves a table of contents alone", () => {
  const ENTRIES: Array<[string, string]> = [
    ["Letter to shareholders", "2"],
    ["Report of the board", "5"],
    ["Risks and opportunities", "11"],
    ["Income statement", "18"],
    ["Balance sheet", "19"],
    ["Notes to the accounts", "23"],
  ];

  /** Titles at the left, page numbers flush right at 530, spaced leader dots between when `leaders`. */
  function contents(rows: Array<[string, string]>, leaders: boolean): Word[] {
    const words: Word[] = [];
    rows.forEach(([title, page], i) => {
      const y = 100 + i * 16;
      const titleWords = phrase(title, 72, y);
      words.push(...titleWords, ...phraseRight(page, 530, y));
      if (leaders) for (let x = titleWords.at(-1)!.bbox.x1 + 4; x < 500; x += 8) words.push(word(".", x, y));
    });
    return words;
  }

  it("does not take titles with dot leaders to page numbers for a table, nor the list without leaders", () => {
    expect(detectStream(pageInput(contents(ENTRIES, true))).tables).toEqual([]);
    expect(detectStream(pageInput(contents(ENTRIES, false))).tables).toEqual([]);
  });

  it("keeps two columns of labels and whole numbers a table when a header heads them or the numbers fall", () => {
    const headed: Array<[string, string]> = [["Region", "Staff"], ...ENTRIES];
    expect(texts(detectStream(pageInput(contents(headed, false))).tables[0]?.rows ?? [])).toEqual(headed);
    const falling = ENTRIES.map(([t], i): [string, string] => [t, String(90 - i * 7 + (i % 2) * 9)]);
    expect(texts(detectStream(pageInput(contents(falling, true))).tables[0]?.rows ?? [])).toEqual(falling);
  });

  it("keeps a headerless timeline of events beside rising years a table: its first number is no early page", () => {
    const timeline: Array<[string, string]> = [
      ["Company founded", "1998"],
      ["First overseas office", "2003"],
      ["Listed on the exchange", "2004"],
      ["Second plant opened", "2011"],
      ["Headquarters moved", "2019"],
    ];
    expect(texts(detectStream(pageInput(contents(timeline, false))).tables[0]?.rows ?? [])).toEqual(timeline);
  });
});
