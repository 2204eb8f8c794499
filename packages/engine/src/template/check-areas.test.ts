import { describe, expect, it } from "vitest";
import { checkAreas } from "./check-areas.js";

const pages = [
  { width: 612, height: 792 },
  { width: 792, height: 612 },
];

describe("checkAreas", () => {
  it("accepts boxes and columns within their pages, with 1 pt of slack", () => {
    expect(
      checkAreas(
        pages,
        { 1: [{ x0: -1, y0: 0, x1: 613, y1: 792 }], 2: [{ x0: 10, y0: 10, x1: 780, y1: 600 }] },
        { 2: [100, 792.5] },
      ),
    ).toEqual([]);
    expect(checkAreas(pages)).toEqual([]);
  });

  it("names the field, page and path of each problem", () => {
    const problems = checkAreas(
      pages,
      {
        1: [
          { x0: 10, y0: 10, x1: 100, y1: 100 },
          { x0: 10, y0: 700, x1: 100, y1: 800 },
          { x0: 612.2, y0: 0, x1: 612.8, y1: 10 },
        ],
        3: [{ x0: 0, y0: 0, x1: 10, y1: 10 }],
      },
      { 2: [100, 900], 4: [10] },
    );
    expect(problems.map(({ field, page, path }) => ({ field, page, path }))).toEqual([
      { field: "areas", page: 1, path: 'areas["1"][1]' },
      { field: "areas", page: 1, path: 'areas["1"][2]' },
      { field: "areas", page: 3, path: 'areas["3"]' },
      { field: "columns", page: 2, path: 'columns["2"][1]' },
      { field: "columns", page: 4, path: 'columns["4"]' },
    ]);
    expect(problems[0]!.message).toMatch(/^areas\["1"\]\[1\]: box .* lies outside page 1, which is 612 x 792 pt$/);
    expect(problems[2]!.message).toContain("page 3 does not exist (the document has 2 pages)");
  });
});
