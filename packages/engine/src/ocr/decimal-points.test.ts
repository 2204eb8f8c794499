import { describe, expect, it } from "vitest";
import { cellRows as grid, cellTexts as texts } from "../testing/grid.js";
import { RESTORED_POINT_CONFIDENCE, restoreDecimalPoints } from "./decimal-points.js";

describe("restoreDecimalPoints", () => {
  it("puts the point back into integers of a column of one-decimal figures, and only there", () => {
    const read = grid([
      ["Group", "Share", "Change", "Count"],
      ["North", "74.8", "(1.2)", "1,363"],
      ["South", "104", "(12)", "256"],
      ["East", "34.9", "0.4", "211"],
      ["West", "28.2", "-06", "3,319"],
      ["Coast", "0.9", "5.5", "48"],
      ["Hills", "223", "2.5%", "12"],
      ["Lakes", "100.0", "", "7"],
    ]);
    expect(texts(restoreDecimalPoints(read))).toEqual([
      ["Group", "Share", "Change", "Count"],
      ["North", "74.8", "(1.2)", "1,363"],
      ["South", "10.4", "(1.2)", "256"],
      ["East", "34.9", "0.4", "211"],
      ["West", "28.2", "-0.6", "3,319"],
      ["Coast", "0.9", "5.5", "48"],
      ["Hills", "22.3", "2.5%", "12"],
      ["Lakes", "100.0", "", "7"],
    ]);
  });

  it("leaves columns of integers, of mixed formats, with too few decimals, and text alone", () => {
    const read = grid([
      ["Code", "Mixed", "Few", "Name"],
      ["104", "1.25", "1.5", "Item 12"],
      ["223", "3.5", "2.5", "12.5 kg"],
      ["87", "4.75", "105", "x"],
      ["1200", "6.5", "25", "y"],
      ["55", "7.25", "3.5", "z"],
      ["9", "45", "", "w"],
    ]);
    expect(texts(restoreDecimalPoints(read))).toEqual(texts(read));
  });

  it("leaves a year heading a column of rates, but restores a figure below the first rate", () => {
    const read = grid([
      ["2014", "2013"],
      ["2.6", "3.2"],
      ["0.7", "13"],
      ["2.5", "3.4"],
      ["12.0", "1.3"],
      ["1.8", "4.1"],
    ]);
    expect(texts(restoreDecimalPoints(read))).toEqual([
      ["2014", "2013"],
      ["2.6", "3.2"],
      ["0.7", "1.3"],
      ["2.5", "3.4"],
      ["12.0", "1.3"],
      ["1.8", "4.1"],
    ]);
    // a figure lost its point above the others but would be no wider than they are: restored
    expect(texts(restoreDecimalPoints(grid([["104"], ["12.5"], ["30.1"], ["8.4"], ["11.0"]])))[0]).toEqual(["10.4"]);
  });

  it("keeps cells it does not change as the same objects and never changes a digit", () => {
    const read = grid([["1.5"], ["2.5"], ["3.5"], ["4.5"], ["65"], ["7"]]);
    const out = restoreDecimalPoints(read);
    expect(out[0]![0]).toBe(read[0]![0]);
    // "7" has no digit to spare for the decimals: it stays
    expect(texts(out).flat()).toEqual(["1.5", "2.5", "3.5", "4.5", "6.5", "7"]);
  });

  it("marks a restored cell as a guess: its confidence drops, the others keep theirs", () => {
    const read = [["1.5"], ["2.5"], ["3.5"], ["4.5"], ["65"]].map((row) =>
      row.map((text) => ({ text, confidence: 0.9 })),
    );
    const out = restoreDecimalPoints(read);
    expect(out.map((row) => row[0]!.confidence)).toEqual([0.9, 0.9, 0.9, 0.9, RESTORED_POINT_CONFIDENCE]);
  });
});
