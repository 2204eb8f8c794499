import { describe, expect, it } from "vitest";
import { pagesOf, pagesWithout, rangesOf } from "./pageSelection";

describe("page selections", () => {
  it("reads and writes range lists", () => {
    expect(pagesOf(null, 4)).toEqual([1, 2, 3, 4]);
    expect(pagesOf("1-3, 7", 10)).toEqual([1, 2, 3, 7]);
    expect(pagesOf("2-99", 4)).toEqual([2, 3, 4]);
    expect(rangesOf([1, 2, 3, 5, 7, 8])).toEqual("1-3,5,7-8");
  });

  it("drops a page whose last table was deleted", () => {
    expect(pagesWithout(null, [3], 5)).toBe("1-2,4-5");
    expect(pagesWithout("2-4", [2], 5)).toBe("3-4");
  });

  it('reads an open range ("3-": page 3 to the end), as the server does', () => {
    expect(pagesOf("3-", 5)).toEqual([3, 4, 5]);
    expect(pagesOf("1, 4 -", 6)).toEqual([1, 4, 5, 6]);
    // read as no page, the selection sent was "", which the server takes for every page: the
    // deleted table came back and pages 1-2 joined
    expect(pagesWithout("3-", [4], 5)).toBe("3,5");
  });
});
