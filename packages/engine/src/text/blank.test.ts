import { describe, expect, it } from "vitest";
import { isBlank } from "./blank.js";

describe("isBlank", () => {
  it("agrees with trim() on every UTF-16 code unit, alone and beside a letter", () => {
    const disagree: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      if (isBlank(ch) !== (ch.trim() === "")) disagree.push(`U+${c.toString(16)}`);
      if (isBlank(` ${ch}\u3000`) !== (` ${ch}\u3000`.trim() === ""))
        disagree.push(`U+${c.toString(16)} between spaces`);
    }
    expect(disagree).toEqual([]);
  });

  it("takes the empty string and runs of spaces as blank, a letter among them not", () => {
    expect(isBlank("")).toBe(true);
    expect(isBlank(" \t\n\u00a0\ufeff")).toBe(true);
    expect(isBlank("  x  ")).toBe(false);
    expect(isBlank("\ud83d\ude00")).toBe(false);
  });
});
