import { describe, expect, it } from "vitest";
import { gridsEqual, normalizeGrid, normalizeText, truthWithoutLeaders, withoutTrailingLeaders } from "./normalize.js";

describe("normalizeText", () => {
  it("applies NFKC, collapses whitespace and trims", () => {
    expect(normalizeText("  \uFB01nal\u00A0 total\n 12 ")).toBe("final total 12");
  });
});

describe("withoutTrailingLeaders", () => {
  it("drops dot leaders after a truth label's last word but keeps a cell of dots alone", () => {
    expect(withoutTrailingLeaders("Robbery  . . .  .  . .")).toBe("Robbery");
    expect(withoutTrailingLeaders("Weapons, etc. .")).toBe("Weapons, etc.");
    expect(withoutTrailingLeaders("Revenue \u2026\u2026")).toBe("Revenue");
    expect(withoutTrailingLeaders("Total \u00B7 \u00B7 \u00B7")).toBe("Total");
    expect(withoutTrailingLeaders("..")).toBe("..");
    expect(withoutTrailingLeaders(". . .")).toBe(". . .");
    expect(withoutTrailingLeaders("11,062 .6")).toBe("11,062 .6");
  });

  it("is applied to the truth only: a label that keeps its leaders no longer matches", () => {
    const truth = truthWithoutLeaders([["Robbery . . . .", "102.1"]]);
    expect(gridsEqual(truth, [["Robbery", "102.1"]])).toBe(true);
    expect(gridsEqual(truth, [["Robbery . . . .", "102.1"]])).toBe(false);
  });
});

describe("normalizeGrid", () => {
  it("pads ragged rows and drops rows and columns that are blank throughout", () => {
    expect(
      normalizeGrid([
        ["a", " ", "b"],
        ["", ""],
        ["c", "", "d", ""],
      ]),
    ).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });
});

describe("gridsEqual", () => {
  it("ignores layout noise but not a moved value", () => {
    expect(
      gridsEqual(
        [["a", "b"]],
        [
          ["a ", "", "b"],
          ["", "", ""],
        ],
      ),
    ).toBe(true);
    expect(
      gridsEqual(
        [
          ["a", "b"],
          ["c", ""],
        ],
        [
          ["a", "b"],
          ["", "c"],
        ],
      ),
    ).toBe(false);
  });
});
