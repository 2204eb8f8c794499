import { describe, expect, it } from "vitest";
import type { CorpusEntry } from "../corpus/entry.js";
import { scoreDocument } from "./document.js";
import { summarize } from "./summary.js";

const first = [
  ["Year", "Sales"],
  ["2023", "10"],
  ["2024", "12"],
];
const second = [
  ["City", "Pop"],
  ["Oslo", "0.7"],
];

function entry(over: Partial<CorpusEntry>): CorpusEntry {
  return {
    file: "x.pdf",
    source: "test",
    license: "MIT",
    kind: "lattice",
    tables: [
      { page: 1, cells: first },
      { page: 1, cells: second },
    ],
    annotated_pages: [1],
    ...over,
  };
}

describe("scoreDocument", () => {
  it("pairs tables by content, not by order", () => {
    const score = scoreDocument(entry({}), [
      { page: 1, grid: second },
      { page: 1, grid: first },
    ]);
    expect(score.tables.map((t) => [t.extractedIndex, t.f1, t.exact])).toEqual([
      [1, 1, true],
      [0, 1, true],
    ]);
    expect(score.pages).toEqual([
      { page: 1, expected: 2, extracted: 2, truePositives: 2, falsePositives: 0, falseNegatives: 0 },
    ]);
  });

  it("missed table: F1 0 for it, detection recall 1/2, and the mean over tables halves", () => {
    const e = entry({});
    const score = scoreDocument(e, [{ page: 1, grid: second }]);
    expect(score.tables[0]).toMatchObject({ extractedIndex: null, f1: 0, exact: false });
    expect(score.tables[1]).toMatchObject({ extractedIndex: 0, f1: 1, exact: true });
    const summary = summarize([{ score }]);
    expect(summary.meanF1).toBe(0.5);
    expect(summary.exact).toBe(1);
    expect(summary.detection).toMatchObject({ precision: 1, recall: 0.5 });
  });

  it("counts an extra table as a false positive unless the file is partial", () => {
    const extra = [
      { page: 1, grid: first },
      { page: 1, grid: second },
      { page: 1, grid: [["a", "b"]] },
    ];
    expect(scoreDocument(entry({}), extra).pages[0]?.falsePositives).toBe(1);
    expect(scoreDocument(entry({ partial: true }), extra).pages[0]).toMatchObject({
      extracted: 3,
      truePositives: 2,
      falsePositives: 0,
    });
  });

  it("scores only annotated pages; without them every page seen is scored", () => {
    const onPage2 = [
      { page: 1, grid: first },
      { page: 1, grid: second },
      { page: 2, grid: first },
    ];
    expect(scoreDocument(entry({}), onPage2).pages.map((p) => p.page)).toEqual([1]);
    const all = scoreDocument(entry({ annotated_pages: null }), onPage2);
    expect(all.pages.map((p) => [p.page, p.falsePositives])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it("does not pair tables across pages", () => {
    const score = scoreDocument(entry({ annotated_pages: null }), [
      { page: 2, grid: first },
      { page: 2, grid: second },
    ]);
    expect(score.tables.every((t) => t.f1 === 0)).toBe(true);
    expect(summarize([{ score }]).detection).toMatchObject({ precision: 0, recall: 0 });
  });

  it("a partly right table keeps its partial F1 and is not exact", () => {
    const wrongCell = [
      ["Year", "Sales"],
      ["2023", "10"],
      ["2024", "13"],
    ];
    const score = scoreDocument(entry({ tables: [{ page: 1, cells: first }] }), [{ page: 1, grid: wrongCell }]);
    // 7 relations each (3 right + 4 down); "13" breaks right 2024-12 and down 10-12:
    // 5 shared, F1 = 2*5 / (7+7) = 5/7.
    expect(score.tables[0]?.f1).toBeCloseTo(5 / 7, 10);
    expect(score.tables[0]?.exact).toBe(false);
  });
});
