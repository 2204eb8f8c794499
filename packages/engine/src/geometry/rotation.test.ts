import { describe, expect, it } from "vitest";
import { countDirections, quarterIndex, quarterTurn, turnBox, turnedSize, unturnBox } from "./rotation.js";
import type { TextDirection } from "../types.js";

const DIRECTIONS: TextDirection[] = [0, 90, 180, 270];
/** A box near the top-left corner of a 600 x 800 page. */
const BOX = { x0: 10, y0: 20, x1: 50, y1: 30 };

describe("quarterTurn", () => {
  it("rounds to the nearest quarter and wraps into 0..270", () => {
    expect(quarterTurn(0)).toBe(0);
    expect(quarterTurn(44)).toBe(0);
    expect(quarterTurn(46)).toBe(90);
    expect(quarterTurn(-90)).toBe(270);
    expect(quarterTurn(-180)).toBe(180);
    expect(quarterTurn(360)).toBe(0);
    expect(quarterTurn(450)).toBe(90);
    expect(quarterTurn(90 + 180)).toBe(270);
    expect(quarterTurn(270 + 180)).toBe(90);
  });

  it("never gives negative zero", () => {
    expect(Object.is(quarterTurn(-10), 0)).toBe(true);
  });
});

describe("turnBox", () => {
  it("turns text reading up the page (90) so the page's bottom edge becomes the left", () => {
    // The box is 20..30 down a page 800 high: 770..780 from the bottom edge.
    expect(turnBox(BOX, 90, 600, 800)).toEqual({ x0: 770, y0: 10, x1: 780, y1: 50 });
  });

  it("turns text reading down the page (270) so the page's top edge becomes the left", () => {
    expect(turnBox(BOX, 270, 600, 800)).toEqual({ x0: 20, y0: 550, x1: 30, y1: 590 });
  });

  it("turns a page upside down (180)", () => {
    expect(turnBox(BOX, 180, 600, 800)).toEqual({ x0: 550, y0: 770, x1: 590, y1: 780 });
  });

  it("leaves upright boxes as they are, the same object", () => {
    expect(turnBox(BOX, 0, 600, 800)).toBe(BOX);
    expect(unturnBox(BOX, 0, 600, 800)).toBe(BOX);
  });

  it("keeps every turned box ordered (x0 <= x1, y0 <= y1) and of the turned size", () => {
    for (const d of DIRECTIONS) {
      const t = turnBox(BOX, d, 600, 800);
      expect(t.x0).toBeLessThanOrEqual(t.x1);
      expect(t.y0).toBeLessThanOrEqual(t.y1);
      const quarter = d === 90 || d === 270;
      expect(t.x1 - t.x0).toBe(quarter ? 10 : 40);
      const size = turnedSize(d, 600, 800);
      expect(t.x1).toBeLessThanOrEqual(size.width);
      expect(t.y1).toBeLessThanOrEqual(size.height);
    }
  });

  it("is undone by unturnBox", () => {
    for (const d of DIRECTIONS) expect(unturnBox(turnBox(BOX, d, 600, 800), d, 600, 800)).toEqual(BOX);
  });

  it("with no page size only offsets the box: the order of coordinates is kept (reading frames)", () => {
    expect(turnBox(BOX, 90, 0, 0)).toEqual({ x0: -30, y0: 10, x1: -20, y1: 50 });
    expect(turnBox(BOX, 270, 0, 0)).toEqual({ x0: 20, y0: -50, x1: 30, y1: -10 });
    for (const d of DIRECTIONS) expect(unturnBox(turnBox(BOX, d, 0, 0), d, 0, 0)).toEqual(BOX);
  });
});

describe("turnedSize", () => {
  it("swaps the sides for a quarter turn only", () => {
    expect(turnedSize(90, 600, 800)).toEqual({ width: 800, height: 600 });
    expect(turnedSize(270, 600, 800)).toEqual({ width: 800, height: 600 });
    expect(turnedSize(180, 600, 800)).toEqual({ width: 600, height: 800 });
    expect(turnedSize(0, 600, 800)).toEqual({ width: 600, height: 800 });
  });
});

describe("countDirections", () => {
  const items = [
    { direction: 0 as const, text: "a" },
    { direction: 90 as const, text: "b" },
    { direction: 90 as const, text: " " },
    { direction: 270 as const, text: "c" },
  ];

  it("counts each direction in its quarter's slot", () => {
    expect(countDirections(items, false)).toEqual({ counts: [1, 2, 0, 1], total: 4 });
    expect(quarterIndex(270)).toBe(3);
  });

  it("leaves whitespace out when asked", () => {
    expect(countDirections(items, true)).toEqual({ counts: [1, 1, 0, 1], total: 3 });
  });
});
