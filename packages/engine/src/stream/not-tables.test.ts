import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase } from "./synthetic-page.js";

describe("detectStream leaves non-tables alone", () => {
  it("does not take a numbered list for a table", () => {
    const items = [
      "the quick brown fox jumps over the lazy dog and keeps running far away",
      "another item of the list that is fairly long and reads like prose text",
      "short item",
      "a third long item which again runs across most of the measure here",
    ];
    const words = items.flatMap((t, i) => [...phrase(`${i + 1}.`, 72, 100 + i * 12), ...phrase(t, 90, 100 + i * 12)]);
    expect(detectStream(pageInput(words)).tables).toHaveLength(0);
  });

  it("does not take two columns of prose for a table", () => {
    const words: Word[] = [];
    for (let i = 0; i < 12; i++) {
      words.push(...phrase("lorem ipsum dolor sit amet consectetur adip", 72, 300 + i * 12));
      words.push(...phrase("sed do eiusmod tempor incididunt ut labore", 320, 300 + i * 12));
    }
    expect(detectStream(pageInput(words)).tables).toHaveLength(0);
  });

  it("returns nothing, without throwing, for empty and degenerate pages", () => {
    expect(detectStream(pageInput([])).tables).toEqual([]);
    const zeroSize = phrase("a b c", 72, 100).map((w) => ({ ...w, bbox: { ...w.bbox, x1: w.bbox.x0, y1: w.bbox.y0 }, fontSize: 0 }));
    expect(() => detectStream(pageInput(zeroSize))).not.toThrow();
    expect(detectStream({ ...pageInput(phrase("x y", 72, 100)), areas: [{ x0: 400, y0: 400, x1: 500, y1: 500 }] }).tables).toEqual([]);
  });
});
