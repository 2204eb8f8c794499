import { describe, expect, it } from "vitest";
import { secondsInWords, secondsText } from "./seconds-words.js";

describe("secondsInWords", () => {
  it("words a budget of a second or more to a tenth, without a trailing .0", () => {
    expect(secondsInWords(1_000)).toBe("1 second");
    expect(secondsInWords(1_049)).toBe("1 second");
    expect(secondsInWords(1_050)).toBe("1.1 seconds");
    expect(secondsInWords(1_500)).toBe("1.5 seconds");
    expect(secondsInWords(12_345.6)).toBe("12.3 seconds");
    expect(secondsInWords(30_000)).toBe("30 seconds");
    expect(secondsInWords(600_000)).toBe("600 seconds");
    expect(secondsInWords(3_600_000)).toBe("3600 seconds");
  });

  it("words a sub-second budget to two figures, never as 0 seconds", () => {
    expect(secondsInWords(500)).toBe("0.5 seconds");
    expect(secondsInWords(250)).toBe("0.25 seconds");
    expect(secondsInWords(123)).toBe("0.12 seconds");
    expect(secondsInWords(40)).toBe("0.04 seconds");
    expect(secondsInWords(5)).toBe("0.005 seconds");
    expect(secondsInWords(1)).toBe("0.001 seconds");
    expect(secondsInWords(0.0004)).toBe("0.0000004 seconds");
  });

  it("meets a whole second at its edge: just under it rounds up to 1 second", () => {
    expect(secondsInWords(949)).toBe("0.95 seconds");
    expect(secondsInWords(999)).toBe("1 second");
    expect(secondsInWords(999.9)).toBe("1 second");
  });

  it("words nothing, and what is not a time, as 0 seconds", () => {
    expect(secondsInWords(0)).toBe("0 seconds");
    expect(secondsInWords(-5)).toBe("0 seconds");
    expect(secondsInWords(Number.NaN)).toBe("0 seconds");
  });
});

describe("secondsText", () => {
  it("is the number alone, for a budget worded before its noun (a 0.5 second budget)", () => {
    expect(secondsText(500)).toBe("0.5");
    expect(secondsText(1_000)).toBe("1");
    expect(secondsText(60_000)).toBe("60");
  });
});
