import { describe, expect, it } from "vitest";
import { sortInOrder } from "./sort-in-order.js";

const byValue = (a: { v: number }, b: { v: number }) => a.v - b.v;

describe("sortInOrder", () => {
  it("leaves items already in order as they are, ties included", () => {
    const items = [1, 2, 2, 3].map((v, id) => ({ v, id }));
    const copy = [...items];
    expect(sortInOrder(items, byValue)).toBe(items);
    expect(items).toEqual(copy);
  });

  it("orders anything else exactly as Array.prototype.sort does (stable, NaN as a tie)", () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 10;
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: 1 + (round % 40) }, (_, id) => ({
        v: round % 7 === 0 && id % 5 === 0 ? NaN : Math.floor(next()),
        id,
      }));
      const expected = [...items].sort(byValue).map((x) => x.id);
      expect(sortInOrder(items, byValue).map((x) => x.id)).toEqual(expected);
    }
  });
});
