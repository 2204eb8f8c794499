import { describe, expect, it } from "vitest";
import { isFormulaLike, neutraliseForCsv } from "./formula-injection.js";

describe("formula injection guard", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+SUM(A1:A9)", "'+SUM(A1:A9)"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1,1)", "'@SUM(1,1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ['=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
    ["+1 555 1234", "'+1 555 1234"],
  ])("prefixes %j", (text, expected) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(neutraliseForCsv(text)).toBe(expected);
  });

  it.each(["-12.5", "+3", "-1,234.50", "-4%", "-0,5", "-1e5", "-", "plain", "a=b", " =1"])(
    "leaves %j alone: a signed number or harmless text",
    (text) => {
      expect(isFormulaLike(text)).toBe(false);
      expect(neutraliseForCsv(text)).toBe(text);
    },
  );
});
