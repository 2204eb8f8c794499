import { describe, expect, it } from "vitest";
import { isRightToLeft, logicalWords } from "./bidi.js";

describe("logicalWords", () => {
  it("reads Hebrew drawn in visual order back in reading order, mirroring brackets", () => {
    // As drawn, left to right: "(םימולהי אלל) היישעת"; read right to left the brackets swap roles.
    expect(logicalWords(["(םימולהי", "אלל)", "היישעת"]).join(" ")).toBe("תעשייה (ללא יהלומים)");
  });

  it("leaves left-to-right text and numbers untouched", () => {
    expect(logicalWords(["Net", "Asset", "Value"])).toEqual(["Net", "Asset", "Value"]);
    expect(isRightToLeft(["12.5", "-3"])).toBe(false);
  });

  it("reads a cell of as many Hebrew letters as Latin ones right to left", () => {
    // "מפתח Java" (a Java developer) as drawn: the Latin word at the left, the Hebrew one backwards at the right.
    expect(logicalWords(["Java", "חתפמ"]).join(" ")).toBe("מפתח Java");
    expect(isRightToLeft(["IT"])).toBe(false);
  });

  it("keeps a number inside Hebrew text readable", () => {
    expect(logicalWords(["2014", "תנשב"])).toEqual(["בשנת", "2014"]);
  });
});
