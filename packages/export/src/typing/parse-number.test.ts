import { describe, expect, it } from "vitest";
import { numberValue, readNumber } from "./parse-number.js";

const value = (text: string, decimal: "." | ",") => {
  const reading = readNumber(text);
  return reading ? numberValue(reading, decimal) : null;
};

describe("readNumber", () => {
  it.each([
    ["1,234.56", ".", 1234.56],
    ["1.234,56", ",", 1234.56],
    ["1 234,56", ",", 1234.56],
    ["1\u00a0234\u00a0567", ".", 1234567],
    ["(1,200.00)", ".", -1200],
    ["-12.5", ".", -12.5],
    ["\u221212,5", ",", -12.5],
    ["$1,000", ".", 1000],
    ["-$45.10", ".", -45.1],
    ["€ 3,50", ",", 3.5],
    ["12,50 €", ",", 12.5],
    ["12.5%", ".", 0.125],
    ["33.3%", ".", 0.333],
    ["1,234,567", ".", 1234567],
    ["1.234.567", ",", 1234567],
    [".5", ".", 0.5],
    ["1'234.5", ".", 1234.5],
  ])("%s under %s is %d", (text, decimal, expected) => {
    expect(value(text, decimal as "." | ",")).toBe(expected);
  });

  it("reads an ambiguous 1,234 as a thousand under '.' and as 1.234 under ','", () => {
    expect(readNumber("1,234")?.evidence).toBe("either");
    expect(value("1,234", ".")).toBe(1234);
    expect(value("1,234", ",")).toBe(1.234);
  });

  it("reads accounting zero '(0.0)' as 0, not -0", () => {
    expect(Object.is(value("(0.0)", "."), 0)).toBe(true);
  });

  it("reads a space printed before the decimal part ('468 .3', as totals in some reports) like the grouped '11,062 .6'", () => {
    expect(value("468 .3", ".")).toBe(468.3);
    expect(value("11,062 .6", ".")).toBe(11062.6);
    expect(value("1 234 ,5", ",")).toBe(1234.5);
    expect(readNumber("468 .3")?.evidence).toBe(".");
  });

  it("refuses text that contradicts the column's decimal separator", () => {
    expect(value("1,234.56", ",")).toBeNull();
    expect(value("12,5", ".")).toBeNull();
  });

  it.each(["abc", "12 apples", "1.5.2", "2024-01-15", "15.03.2024", "+1 555 1234", "1,23,4", "=1+2", "", "-", "12-"])(
    "does not read %j as a number",
    (text) => expect(readNumber(text)).toBeNull(),
  );

  it("flags ids: leading zeros and more digits than a double holds", () => {
    expect(readNumber("007123")?.leadingZero).toBe(true);
    expect(readNumber("0.75")?.leadingZero).toBe(false);
    expect(readNumber("1234567890123456789")?.tooLong).toBe(true);
    expect(readNumber("123456789012345")?.tooLong).toBe(false);
  });

  it("values a core the way its separators say, for every mix of digits, separators and spaces", () => {
    // the plain reading of a core, as the rule says it: spaces and group separators dropped, the first decimal
    // separator a point, then digits with at most one point
    const byTheRule = (core: string, decimal: "." | ","): number | null => {
      const plain = core
        .replace(/[ \u00a0\u202f\u2009']/g, "")
        .split(decimal === "." ? "," : ".")
        .join("")
        .replace(decimal, ".");
      return /^\d*\.?\d+$|^\d+\.?\d*$/.test(plain) ? Number(plain) : null;
    };
    const alphabet = ["0", "1", "5", "9", ".", ",", "'", " ", "\u00a0", "\u202f", "\u2009", "x"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n++) {
      let core = "";
      for (let k = Math.floor(next() * 9); k > 0; k--) core += alphabet[Math.floor(next() * alphabet.length)];
      for (const decimal of [".", ","] as const) {
        const reading = { ...readNumber("1")!, core };
        expect([core, decimal, numberValue(reading, decimal)]).toEqual([core, decimal, byTheRule(core, decimal)]);
      }
    }
  });
});
