import { describe, expect, it } from "vitest";
import { dingbatCodePoint, isDingbatsFont } from "./dingbats.js";

describe("dingbatCodePoint", () => {
  it("turns MuPDF's glyph-name numbers back into the marks", () => {
    expect(String.fromCodePoint(dingbatCodePoint(19))).toBe("\u2713"); // a19 ✓
    expect(String.fromCodePoint(dingbatCodePoint(20))).toBe("\u2714"); // a20 ✔
    expect(String.fromCodePoint(dingbatCodePoint(23))).toBe("\u2717"); // a23 ✗
    expect(String.fromCodePoint(dingbatCodePoint(24))).toBe("\u2718"); // a24 ✘
    expect(String.fromCodePoint(dingbatCodePoint("G".charCodeAt(0)))).toBe("\u25cf"); // a71 ●
    expect(String.fromCodePoint(dingbatCodePoint(73))).toBe("\u25a0"); // a73 ■
    expect(String.fromCodePoint(dingbatCodePoint(202))).toBe("\u2703"); // a202 ✃
  });

  it("leaves spaces, unreadable names, names no glyph has and real characters alone", () => {
    expect(dingbatCodePoint(0x20)).toBe(0x20);
    expect(dingbatCodePoint(0xfffd)).toBe(0xfffd);
    expect(dingbatCodePoint(5)).toBe(5);
    expect(dingbatCodePoint(80)).toBe(80);
    expect(dingbatCodePoint(0x2714)).toBe(0x2714);
  });
});

describe("isDingbatsFont", () => {
  it("knows the standard font, subsets and clones by name", () => {
    expect(isDingbatsFont("ZapfDingbats")).toBe(true);
    expect(isDingbatsFont("ITCZapfDingbats")).toBe(true);
    expect(isDingbatsFont("Dingbats")).toBe(true);
    expect(isDingbatsFont("Helvetica")).toBe(false);
    expect(isDingbatsFont("Symbol")).toBe(false);
  });
});
