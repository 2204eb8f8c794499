import { describe, expect, it } from "vitest";
import { bestPairing } from "./pairing.js";

describe("bestPairing", () => {
  it("maximises the total where greedy picking of the best pair would not", () => {
    // Greedy takes 0.9 (0-0) and is left with 0 for row 1; the optimum is 0.8 + 0.85.
    const pairs = bestPairing([
      [0.9, 0.8],
      [0.85, 0],
    ]);
    expect(pairs).toEqual([
      { expected: 0, extracted: 1, score: 0.8 },
      { expected: 1, extracted: 0, score: 0.85 },
    ]);
  });

  it("pairs one to one and leaves zero-score and surplus tables unpaired", () => {
    const pairs = bestPairing([
      [0, 0, 0],
      [0.5, 0.7, 0],
    ]);
    expect(pairs).toEqual([{ expected: 1, extracted: 1, score: 0.7 }]);
  });

  it("handles a page with no extracted tables", () => {
    expect(bestPairing([[], []])).toEqual([]);
  });

  it("falls back to a greedy pass with many candidates and still pairs one to one", () => {
    const scores = [Array.from({ length: 30 }, (_, j) => (j === 29 ? 1 : 0.1)), Array.from({ length: 30 }, () => 0.2)];
    const pairs = bestPairing(scores);
    expect(pairs).toHaveLength(2);
    expect(new Set(pairs.map((p) => p.extracted)).size).toBe(2);
    expect(pairs[0]).toMatchObject({ expected: 0, extracted: 29, score: 1 });
  });
});
