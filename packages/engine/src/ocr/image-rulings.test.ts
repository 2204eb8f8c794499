import { describe, expect, it } from "vitest";
import { eraseLines, group, groupMask } from "./image-rulings.js";

describe("groupMask", () => {
  it("finds the lines `group` finds from the same ink, across and down", () => {
    // seeded ink in streaks along rows and down columns, broken by gaps of every length
    const width = 83,
      height = 61;
    const mask = new Uint8Array(width * height);
    let s = 5;
    const next = () => (s = (s * 1103515245 + 12345) >>> 0) >>> 16;
    for (let k = 0; k < 60; k++) {
      const across = next() % 2 === 0,
        at = next() % (across ? height : width),
        from = next() % (across ? width : height),
        length = 5 + (next() % 40);
      for (let p = from; p < Math.min(from + length, across ? width : height); p++)
        if (next() % 7 !== 0) mask[across ? at * width + p : p * width + at] = 1;
    }
    for (const [minLen, maxGap, maxThick] of [
      [8, 1, 3],
      [12, 2, 2],
      [5, 0, 6],
    ] as const) {
      const rows = group(height, width, (y, x) => mask[y * width + x] === 1, minLen, maxGap, maxThick, "horizontal");
      const columns = group(width, height, (x, y) => mask[y * width + x] === 1, minLen, maxGap, maxThick, "vertical");
      expect(rows.length + columns.length).toBeGreaterThan(5);
      expect(groupMask(mask, 1, width, height, minLen, maxGap, maxThick, "horizontal")).toEqual(rows);
      expect(groupMask(mask, 1, width, height, minLen, maxGap, maxThick, "vertical")).toEqual(columns);
    }
  });
});

describe("eraseLines at the image's edges", () => {
  it("paints a line's box a pixel wider each side, cut at the right and bottom edges", () => {
    // grey 100 all over, 60 x 40 at 10 dpi: a line along the bottom edge and one down the right edge
    const width = 60,
      height = 40;
    const img = { width, height, data: new Uint8Array(width * height).fill(100) };
    const erased = eraseLines(
      img,
      [
        { orientation: "horizontal", at: 38.5, from: 5, to: 50, thickness: 2 },
        { orientation: "vertical", at: 58.5, from: 3, to: 30, thickness: 2 },
      ],
      10,
    );
    const painted = (x: number, y: number) => (x >= 5 && x <= 50 && y >= 36) || (x >= 56 && y >= 3 && y <= 30);
    const expected = Array.from({ length: width * height }, (_, i) =>
      painted(i % width, Math.floor(i / width)) ? 255 : 100,
    );
    expect([...erased.data]).toEqual(expected);
    expect(img.data.every((v) => v === 100)).toBe(true);
  });
});
