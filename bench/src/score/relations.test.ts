import { describe, expect, it } from "vitest";
import { adjacencyRelations, scoreRelations } from "./relations.js";

const abc = [
  ["A", "B", "C"],
  ["1", "2", "3"],
  ["4", "5", "6"],
];

describe("adjacencyRelations", () => {
  it("links each non-empty cell to its next non-empty neighbour right and below", () => {
    const relations = adjacencyRelations(abc);
    // 3 rows x 2 right-links + 3 columns x 2 down-links.
    expect([...relations.values()].reduce((a, b) => a + b, 0)).toBe(12);
    expect(relations.get("right\u0000A\u0000B")).toBe(1);
    expect(relations.get("down\u0000C\u00003")).toBe(1);
    expect(relations.has("right\u0000C\u00001")).toBe(false);
  });

  it("skips empty cells to reach the nearest non-empty one", () => {
    const relations = adjacencyRelations([
      ["A", "", "B"],
      ["", "", ""],
      ["C", "", ""],
    ]);
    expect(relations.get("right\u0000A\u0000B")).toBe(1);
    expect(relations.get("down\u0000A\u0000C")).toBe(1);
    expect(relations.size).toBe(2);
  });

  it("counts repeated relations as a multiset", () => {
    const relations = adjacencyRelations([
      ["x", "x"],
      ["x", "x"],
    ]);
    expect(relations.get("right\u0000x\u0000x")).toBe(2);
    expect(relations.get("down\u0000x\u0000x")).toBe(2);
  });
});

describe("scoreRelations", () => {
  it("scores an identical grid 1 despite whitespace, NFKC and blank spacer columns", () => {
    const noisy = [
      ["A ", "", "B", "\uFF23"], // full-width C
      ["1", "", " 2\n", "3"],
      ["4", "", "5", "6"],
    ];
    const s = scoreRelations(abc, noisy);
    expect(s).toMatchObject({ precision: 1, recall: 1, f1: 1, matched: 12 });
  });

  it("merged column: 2 of 12 expected and 2 of 7 extracted relations survive, F1 = 4/19", () => {
    const merged = [
      ["A", "B C"],
      ["1", "2 3"],
      ["4", "5 6"],
    ];
    const s = scoreRelations(abc, merged);
    // Extracted: 3 right + 4 down = 7; shared: down A-1 and down 1-4.
    expect(s.expected).toBe(12);
    expect(s.extracted).toBe(7);
    expect(s.matched).toBe(2);
    expect(s.precision).toBeCloseTo(2 / 7, 10);
    expect(s.recall).toBeCloseTo(2 / 12, 10);
    expect(s.f1).toBeCloseTo(4 / 19, 10);
  });

  it("split row: a two-line cell broken into two rows gives F1 = 8/15", () => {
    const expected = [
      ["Name", "Value"],
      ["Alpha beta", "1"],
      ["Gamma", "2"],
    ];
    const split = [
      ["Name", "Value"],
      ["Alpha", "1"],
      ["beta", ""],
      ["Gamma", "2"],
    ];
    const s = scoreRelations(expected, split);
    // Expected: 3 right + 4 down = 7. Extracted: 3 right + 5 down = 8.
    // Shared: right Name-Value, right Gamma-2, down Value-1, down 1-2.
    expect(s.expected).toBe(7);
    expect(s.extracted).toBe(8);
    expect(s.matched).toBe(4);
    expect(s.f1).toBeCloseTo(8 / 15, 10);
  });

  it("transposed grid shares no relation and scores 0", () => {
    const transposed = [
      ["A", "1", "4"],
      ["B", "2", "5"],
      ["C", "3", "6"],
    ];
    expect(scoreRelations(abc, transposed).f1).toBe(0);
  });

  it("a single-cell expectation falls back to exact comparison", () => {
    expect(scoreRelations([["Total"]], [[" Total "]]).f1).toBe(1);
    expect(scoreRelations([["Total"]], [["Sum"]]).f1).toBe(0);
  });

  it("an empty extraction scores 0 without dividing by zero", () => {
    const s = scoreRelations(abc, []);
    expect(s).toMatchObject({ precision: 0, recall: 0, f1: 0, extracted: 0 });
  });
});
