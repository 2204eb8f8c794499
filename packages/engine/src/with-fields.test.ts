import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { withFields } from "./with-fields.js";

// V8's own test of whether two objects share a hidden class (a native, enabled for this test file only).
setFlagsFromString("--allow-natives-syntax");
const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

describe("withFields", () => {
  it("gives what the object spread gives: the same keys, in the same order, the same values", () => {
    const base = { content: 1, words: [2], areas: undefined as number[] | undefined };
    const made = withFields(base, { exclude: [3], areas: [4] });
    const spread = { ...base, exclude: [3], areas: [4] };
    expect(made).toEqual(spread);
    expect(Object.keys(made)).toEqual(Object.keys(spread));
    expect(JSON.stringify(made)).toBe(JSON.stringify(spread));
    expect(made).not.toBe(base);
    expect(base).toEqual({ content: 1, words: [2], areas: undefined });
  });

  it("makes objects of one shape call after call when it adds keys", () => {
    const base = { recentBands: 6, centreSlack: null, equalOverlapToOlder: false };
    const made = Array.from({ length: 20 }, (_, i) => withFields(base, { minOverlap: (i + 0.5) / 20 }));
    for (const m of made) expect(sameShape(m, made[0]!)).toBe(true);
  });
});
