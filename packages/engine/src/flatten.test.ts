import { describe, expect, it } from "vitest";
import { flatMapList, flatten } from "./flatten.js";

describe("flatten", () => {
  it("joins the lists in order, as Array.prototype.flat does", () => {
    const lists = [[1, 2], [], [3], [4, 5, 6]];
    expect(flatten(lists)).toEqual(lists.flat());
    expect(flatten(lists)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("returns a new array that does not share the inner lists", () => {
    const inner = [1, 2];
    const out = flatten([inner]);
    out.push(3);
    expect(inner).toEqual([1, 2]);
    expect(flatten([])).toEqual([]);
  });

  it("keeps nested lists one level deep, as flat() does", () => {
    const lists = [[[1], [2]], [[3]]];
    expect(flatten(lists)).toEqual(lists.flat());
  });
});

describe("flatMapList", () => {
  it("gives what flatMap gives, with the index", () => {
    const items = ["a", "bc", "", "def"];
    const listOf = (s: string, i: number) => [...s].map((c) => `${c}${i}`);
    expect(flatMapList(items, listOf)).toEqual(items.flatMap(listOf));
    expect(flatMapList(items, listOf)).toEqual(["a0", "b1", "c1", "d3", "e3", "f3"]);
  });
});
