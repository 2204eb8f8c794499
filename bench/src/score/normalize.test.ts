import { describe, expect, it } from "vitest";
import { gridsEqual, normalizeGrid, normalizeText } from "./normalize.js";

describe("normalizeText", () => {
  it("applies NFKC, collapses whitespace and trims", () => {
    expect(normalizeText("  \uFB01nal\u00A0 total\n 12 ")).toBe("final total 12");
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
