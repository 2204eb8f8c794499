import { describe, expect, it } from "vitest";
import { joinProblems, tooManyMessage } from "./dropMessages";

const named = (...names: string[]) => names.map((name) => ({ name }));

describe("tooManyMessage", () => {
  it("starts with the spec's text and says which files were not added", () => {
    expect(tooManyMessage(50)).toBe("Maximum 50 files allowed per batch");
    expect(tooManyMessage(50, named("z.pdf"))).toBe("Maximum 50 files allowed per batch. z.pdf was not added.");
    expect(tooManyMessage(50, named("x.pdf", "y.pdf", "z.pdf"))).toBe(
      "Maximum 50 files allowed per batch. 3 files were not added: x.pdf, y.pdf and z.pdf.",
    );
  });

  it("names the first five of many and counts the rest", () => {
    const leftOut = named(...Array.from({ length: 12 }, (_, i) => `f${i + 1}.pdf`));
    expect(tooManyMessage(50, leftOut)).toBe(
      "Maximum 50 files allowed per batch. 12 files were not added: f1.pdf, f2.pdf, f3.pdf, f4.pdf, f5.pdf and 7 more.",
    );
  });
});

describe("joinProblems", () => {
  it("shows one problem as it is and ends each of several as a sentence", () => {
    expect(joinProblems([null, undefined])).toBeNull();
    expect(joinProblems(["Only PDF files are supported for batch processing", null])).toBe(
      "Only PDF files are supported for batch processing",
    );
    expect(joinProblems(["Maximum 2 files allowed per batch", "a.pdf is already in the list."])).toBe(
      "Maximum 2 files allowed per batch. a.pdf is already in the list.",
    );
  });
});
