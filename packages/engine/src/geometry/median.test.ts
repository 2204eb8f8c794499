import { describe, expect, it } from "vitest";
import { median, medianOf, upperMiddle } from "./median.js";

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

describe("median of short and long lists", () => {
  /** What the typed-array path gives: the reference for both paths. */
  const byNativeSort = (values: number[]): number => {
    const sorted = Float64Array.from(values).sort();
    if (sorted.length === 0) return 0;
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };

  it("agrees with a native typed-array sort on random lists of every length, short (sorted) and long (selected)", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 100 - 50;
    for (let n = 0; n <= 300; n++) {
      const values = Array.from({ length: n }, (_, i) => (i % 5 === 0 ? Math.round(random()) : random()));
      expect(median(values)).toBe(byNativeSort(values));
      expect(medianOf(values, (v) => v)).toBe(byNativeSort(values));
    }
  });

  it("orders -0 before +0 and NaN last, as the native sort does", () => {
    expect(Object.is(median([0, -0, -0]), byNativeSort([0, -0, -0]))).toBe(true);
    expect(Object.is(median([0, -0, -0]), -0)).toBe(true);
    expect(median([NaN, 1, 2])).toBe(2);
    expect(median([3, NaN, 1, NaN, 2])).toBe(byNativeSort([3, NaN, 1, NaN, 2]));
    const long = Array.from({ length: 41 }, (_, i) => (i % 3 === 0 ? -0 : i % 3 === 1 ? 0 : NaN));
    expect(Object.is(median(long), byNativeSort(long))).toBe(true);
    const even = [...long, 0, 0, -0];
    expect(Object.is(median(even), byNativeSort(even))).toBe(true);
  });

  it("agrees with the native sort on long lists full of repeated values", () => {
    for (let n = 33; n <= 120; n++) {
      const values = Array.from({ length: n }, (_, i) => ((i * 7919) % 5) - 2);
      expect(median(values)).toBe(byNativeSort(values));
      expect(
        medianOf(
          values,
          (v) => v,
          (v) => v !== 0,
        ),
      ).toBe(byNativeSort(values.filter((v) => v !== 0)));
    }
  });
});

describe("upperMiddle", () => {
  /** The value at n >> 1 of the native typed-array sort (what the lattice's type size took before). */
  const nativeUpper = (values: number[]): number =>
    values.length === 0 ? 0 : Float64Array.from(values).sort()[values.length >> 1]!;

  it("is the native sort's value at n >> 1, for random lists, repeats, -0 and NaN", () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 20;
    for (let n = 0; n <= 200; n++) {
      const values = Array.from({ length: n }, (_, i) =>
        i % 7 === 0 ? Math.round(random()) : i % 11 === 0 ? -0 : i % 13 === 0 ? NaN : random(),
      );
      expect(Object.is(upperMiddle(values.slice()), nativeUpper(values))).toBe(true);
    }
    // an even count: the upper of the two middles, not their mean
    expect(upperMiddle([1, 4, 2, 3])).toBe(3);
  });
});
