import { describe, expect, it } from "vitest";
import { batchProgressLine, type BatchProgress } from "./batchTypes";

const progress = (changes: Partial<BatchProgress>): BatchProgress => ({
  total_files: 3,
  processed_files: 0,
  successful_files: 0,
  failed_files: 0,
  current_file: null,
  current_index: null,
  current_pages: null,
  ...changes,
});

describe("batchProgressLine", () => {
  it("says which file is being processed with the spec's words, its place and the page being read", () => {
    expect(
      batchProgressLine(progress({ current_file: "b.pdf", current_index: 2, current_pages: { done: 5, total: 40 } })),
    ).toBe("Currently processing: b.pdf (file 2 of 3), page 6 of 40");
    expect(batchProgressLine(progress({ current_file: "b.pdf", current_index: 2 }))).toBe(
      "Currently processing: b.pdf (file 2 of 3)",
    );
  });

  it("names the page under way, never page 0, nor one past the last", () => {
    const line = (done: number, total: number) =>
      batchProgressLine(progress({ current_file: "a.pdf", current_pages: { done, total } }));
    expect(line(0, 1)).toBe("Currently processing: a.pdf, page 1 of 1");
    expect(line(1, 1)).toBe("Currently processing: a.pdf, page 1 of 1");
  });

  it("waits to start while no file runs", () => {
    expect(batchProgressLine(progress({}))).toBe("Waiting to start...");
  });
});
