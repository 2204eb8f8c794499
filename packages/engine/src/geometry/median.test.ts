import { describe, expect, it } from "vitest";
import { median, medianOf } from "./median.js";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, and 0 for none", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe("medianOf", () => {
  const items = [
    { size: 9, keep: true },
    { size: 30, keep: false },
    { size: 7, keep: true },
    { size: 8, keep: true },
    { size: 1, keep: false },
  ];

  it("is the median of the kept items' values, as filter then map then median gives", () => {
    const size = (i: (typeof items)[number]) => i.size;
    const keep = (i: (typeof items)[number]) => i.keep;
    expect(medianOf(items, size, keep)).toBe(8);
    expect(medianOf(items, size, keep)).toBe(median(items.filter(keep).map(size)));
    expect(medianOf(items, size)).toBe(median(items.map(size)));
  });

  it("is 0 when no item is kept", () => {
    expect(
      medianOf(
        items,
        (i) => i.size,
        () => false,
      ),
    ).toBe(0);
  });
});
