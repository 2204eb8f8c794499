import { describe, expect, it } from "vitest";
import { scoredPagesOption } from "./scanned.js";

describe("scoredPagesOption", () => {
  it("reads only the annotated pages of a scanned copy", () => {
    expect(scoredPagesOption({ annotated_pages: [1] })).toBe("1");
    expect(scoredPagesOption({ annotated_pages: [2, 5] })).toBe("2,5");
  });

  it("reads every page when the truth covers every page", () => {
    expect(scoredPagesOption({ annotated_pages: null })).toBeUndefined();
    expect(scoredPagesOption({})).toBeUndefined();
  });
});
