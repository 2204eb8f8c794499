import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import type { FrameWord } from "./model.js";
import { makeSegment, segmentOnLine } from "./segments.js";

// V8's own test of whether two objects share a hidden class (a native, enabled for this test file only).
setFlagsFromString("--allow-natives-syntax");
const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

function word(text: string, x0: number): FrameWord {
  return { text, bbox: { x0, y0: 100.5, x1: x0 + 10.5, y1: 110.5 }, fontSize: 10, bold: false };
}

describe("segmentOnLine", () => {
  it("is the segment on another line, with makeSegment's keys in its order", () => {
    const s = makeSegment([word("a", 0.5), word("b", 20.5)], 3);
    const moved = segmentOnLine(s, 1);
    expect(moved).toEqual({ ...s, line: 1 });
    expect(Object.keys(moved)).toEqual(Object.keys(s));
    expect(s.line).toBe(3);
  });

  it("keeps makeSegment's shape call after call", () => {
    // Several calls: V8's spread takes its fast path, with a shape of its own, only once it has warmed up.
    for (let i = 0; i < 20; i++) {
      const s = makeSegment([word("a", i + 0.5)], i);
      expect(sameShape(segmentOnLine(s, i + 1), s)).toBe(true);
    }
  });
});
