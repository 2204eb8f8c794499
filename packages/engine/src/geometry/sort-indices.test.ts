import { describe, expect, it } from "vitest";
import { sortIndicesByKey } from "./sort-indices.js";

/** A repeatable pseudo-random sequence (no Math.random in tests). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe("sortIndicesByKey", () => {
  it("orders indices by their keys, equal keys keeping their order, as Array.prototype.sort does", () => {
    const next = lcg(3);
    for (const n of [0, 1, 2, 15, 16, 17, 33, 100, 257, 1000]) {
      // Few distinct values, so many ties; signed zeros count as equal.
      const key = Array.from({ length: n }, () => (next() < 0.05 ? -0 : Math.round(next() * 20) / 2 - 3));
      const start = Array.from({ length: n }, (_, i) => (i * 7919) % Math.max(1, n));
      const expected = [...start].sort((a, b) => key[a]! - key[b]!);
      expect(sortIndicesByKey([...start], key)).toEqual(expected);
    }
  });

  it("sorts in place and hands back the same array", () => {
    const order = [2, 0, 1];
    expect(sortIndicesByKey(order, new Float64Array([3, 1, 2]))).toBe(order);
    expect(order).toEqual([1, 2, 0]);
  });
});
