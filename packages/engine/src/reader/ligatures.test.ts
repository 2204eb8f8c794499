import { describe, expect, it } from "vitest";
import { expandLigature, splitAlongReading } from "./ligatures.js";

describe("ligatures", () => {
  it("expands presentation-form ligatures to their letters", () => {
    expect(expandLigature("\uFB01")).toBe("fi");
    expect(expandLigature("\uFB03")).toBe("ffi");
    expect(expandLigature("a")).toBe("a");
  });

  it("splits a ligature box along the reading direction", () => {
    const box = { x0: 10, y0: 0, x1: 40, y1: 10 };
    expect(splitAlongReading(box, 3, 0).map((b) => b.x0)).toEqual([10, 20, 30]);
    const up = splitAlongReading({ x0: 0, y0: 10, x1: 10, y1: 30 }, 2, 90);
    // Text reading upwards starts at the bottom.
    expect(up[0]!.y0).toBe(20);
    expect(up[1]!.y0).toBe(10);
  });
});
