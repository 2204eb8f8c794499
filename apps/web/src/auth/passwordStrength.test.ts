import { describe, expect, it } from "vitest";
import { passwordStrength } from "./passwordStrength";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Very Weak"],
    ["abc", 1, "Very Weak"],
    ["abcdefgh", 2, "Very Weak"],
    ["abcdefgH", 3, "Weak"],
    ["abcdefH1", 4, "Fair"],
    ["abcdH1!x", 5, "Good"],
    ["abcdefgH1!xy", 5, "Strong"],
  ])("rates %j as score %i, %s", (password, score, label) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
    expect(result.fraction).toBeCloseTo(score / 5);
  });

  it("needs all five criteria for Strong, length alone is not enough", () => {
    expect(passwordStrength("abcdefghijklmnopqrstu").label).toBe("Very Weak");
    expect(passwordStrength("abcdefghijkL1").label).toBe("Fair");
  });

  it("lists the five criteria with their state", () => {
    const { criteria } = passwordStrength("abc1");
    expect(criteria.map((c) => c.met)).toEqual([false, true, false, true, false]);
    expect(criteria).toHaveLength(5);
  });
});
