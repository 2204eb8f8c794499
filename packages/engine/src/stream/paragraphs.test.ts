import { describe, expect, it } from "vitest";
import type { FrameWord } from "./model.js";
import { continuesParagraphs } from "./paragraphs.js";
import { makeSegment } from "./segments.js";

/** A segment of one word at x, 5 pt a character. */
const seg = (text: string, x: number) => {
  const w: FrameWord = { text, bbox: { x0: x, y0: 0, x1: x + text.length * 5, y1: 10 }, fontSize: 10, bold: false };
  return makeSegment([w], 0);
};

describe("continuesParagraphs", () => {
  const above = [seg("second-half-of-the-year,", 72), seg("late-deliveries-than-a-year", 320)];

  it("takes two page columns' short last lines on one line", () => {
    expect(continuesParagraphs([seg("depots.", 72), seg("shows.", 321)], above)).toBe(true);
  });

  it("takes one column's last line alone, in the right-hand column too", () => {
    expect(continuesParagraphs([seg("depots.", 72)], above)).toBe(true);
    expect(continuesParagraphs([seg("shows.", 320)], above)).toBe(true);
  });

  it("refuses a row whose cells start elsewhere, or more of them", () => {
    expect(continuesParagraphs([seg("Region", 72), seg("Manager", 170)], above)).toBe(false);
    expect(continuesParagraphs([seg("Oslo", 76)], above)).toBe(false);
    expect(continuesParagraphs([seg("a", 72), seg("b", 320), seg("c", 320)], above)).toBe(false);
    expect(continuesParagraphs([], above)).toBe(false);
  });
});
