import { describe, expect, it } from "vitest";
import { candidate, gridRows } from "../testing/candidates.js";
import { chooseTables } from "./choose.js";

const grid = (x: number, top: number) =>
  gridRows(
    [
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ],
    { x, top, widths: [100, 100] },
  );

describe("chooseTables (auto)", () => {
  it("keeps the ruled grid where both detectors found the same table", () => {
    const lattice = candidate(grid(50, 100));
    const stream = candidate(grid(55, 102), { method: "stream" });
    expect(chooseTables([lattice], [stream])).toEqual([lattice]);
  });

  it("keeps a text-alignment table where no grid was found, in reading order", () => {
    const lattice = candidate(grid(50, 400));
    const above = candidate(grid(50, 100), { method: "stream" });
    const beside = candidate(grid(320, 400), { method: "stream" });
    expect(chooseTables([lattice], [beside, above])).toEqual([above, lattice, beside]);
  });

  it("lets a stream table through when it only touches a grid's edge", () => {
    const lattice = candidate(grid(50, 100)); // 200 x 60
    // overlaps 10 pt of the grid's 60 pt height: 1/6 of the smaller area, under the 20 % that makes a duplicate
    const touching = candidate(grid(50, 150), { method: "stream" });
    expect(chooseTables([lattice], [touching])).toHaveLength(2);
    const overlapping = candidate(grid(50, 130), { method: "stream" });
    expect(chooseTables([lattice], [overlapping])).toEqual([lattice]);
  });

  it("returns the stream tables alone on a page without grids", () => {
    const a = candidate(grid(50, 300), { method: "stream" });
    const b = candidate(grid(50, 100), { method: "stream" });
    expect(chooseTables([], [a, b])).toEqual([b, a]);
  });
});
