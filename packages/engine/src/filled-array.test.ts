import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { filledArray } from "./filled-array.js";

// V8's own test of an array's element kind (a native, enabled for this test file only).
setFlagsFromString("--allow-natives-syntax");
const isHoley = new Function("a", "return %HasHoleyElements(a)") as (a: unknown[]) => boolean;

describe("filledArray", () => {
  it("holds what new Array(n).fill(value) holds", () => {
    expect(filledArray(3, null)).toEqual(new Array(3).fill(null));
    expect(filledArray(2, undefined)).toEqual([undefined, undefined]);
    expect(filledArray(0, null)).toEqual([]);
  });

  it("is a packed array, as rows made by map are", () => {
    expect(isHoley(new Array(3).fill(null))).toBe(true);
    expect(isHoley(filledArray(3, null))).toBe(false);
    expect(isHoley(filledArray(4, undefined))).toBe(false);
  });
});
