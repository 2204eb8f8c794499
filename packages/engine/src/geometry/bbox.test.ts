import { describe, expect, it } from "vitest";
import { boxesOverlap, overlapArea } from "./bbox.js";

describe("boxesOverlap", () => {
  const a = { x0: 0, y0: 0, x1: 10, y1: 10 };
  it("is true for boxes sharing area, as overlapArea is positive", () => {
    const b = { x0: 9, y0: 9, x1: 20, y1: 20 };
    expect(boxesOverlap(a, b)).toBe(true);
    expect(overlapArea(a, b)).toBeGreaterThan(0);
  });
  it("is false for boxes that only touch or lie apart", () => {
    expect(boxesOverlap(a, { x0: 10, y0: 0, x1: 20, y1: 10 })).toBe(false);
    expect(boxesOverlap(a, { x0: 0, y0: 10, x1: 10, y1: 20 })).toBe(false);
    expect(boxesOverlap(a, { x0: 30, y0: 30, x1: 40, y1: 40 })).toBe(false);
  });
});
