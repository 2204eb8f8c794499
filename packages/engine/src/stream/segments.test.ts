import { describe, expect, it } from "vitest";
import type { FrameWord } from "./model.js";
import { joinWords, makeSegment, splitSegments } from "./segments.js";
import { DEFAULT_STREAM_SETTINGS } from "./settings.js";

function word(text: string, x0: number, x1: number, bold = false): FrameWord {
  return { text, bbox: { x0, y0: 100, x1, y1: 110 }, fontSize: 10, bold };
}

describe("segments", () => {
  it("joins touching words without a space and others with one", () => {
    expect(joinWords([word("12", 10, 20), word(".5", 20.5, 30), word("kg", 40, 50)])).toBe("12.5 kg");
  });

  it("puts right-to-left words, given in visual order, in reading order", () => {
    expect(joinWords([word("םלוע", 10, 40), word("םולש", 50, 80)])).toBe("שלום עולם");
  });

  it("puts a right-to-left run inside a left-to-right line in reading order, touching words kept together", () => {
    const words = [word("Tel", 10, 25), word("Aviv", 28, 48), word("ביבא", 52, 72), word("לת", 76, 86)];
    expect(joinWords(words)).toBe("Tel Aviv תל אביב");
    // "Head office: תל אביב," as drawn: the comma after the run stays at its right, touching.
    const punctuated = [word("Head", 10, 30), word("office:", 33, 63), word("ביבא", 67, 90), word("לת,", 93, 103)];
    expect(joinWords(punctuated)).toBe("Head office: תל אביב,");
  });

  it("boxes a segment's words, and splits a line at wide gaps only", () => {
    const words = [word("a", 10, 20, true), word("b", 25, 35), word("c", 200, 210)];
    const line = { words, bbox: { x0: 10, y0: 100, x1: 210, y1: 110 }, fontSize: 10, baseline: 108 };
    const segments = splitSegments(line, 3, DEFAULT_STREAM_SETTINGS);
    expect(segments.map((s) => [s.text, s.bbox, s.bold, s.line])).toEqual([
      ["a b", { x0: 10, y0: 100, x1: 35, y1: 110 }, false, 3],
      ["c", { x0: 200, y0: 100, x1: 210, y1: 110 }, false, 3],
    ]);
    expect(makeSegment([], 0).bbox).toEqual({ x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity });
  });
});
