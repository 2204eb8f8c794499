import { describe, expect, it } from "vitest";
import { filledBlocks } from "./dark-rectangles.js";

describe("filledBlocks", () => {
  // 23 x 17 pixels of seeded grey levels, looked at in blocks of 4: 5 x 4 whole blocks
  const width = 23,
    height = 17;
  const data = new Uint8Array(width * height);
  for (let i = 0, s = 7; i < data.length; i++) data[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
  const img = { width, height, data };

  it("marks the whole blocks at least half of whose pixels lie within the levels", () => {
    const filled = filledBlocks(img, 4, 0, 140);
    const expected: number[] = [];
    for (let by = 0; by < 4; by++)
      for (let bx = 0; bx < 5; bx++) {
        let n = 0;
        for (let y = by * 4; y < by * 4 + 4; y++)
          for (let x = bx * 4; x < bx * 4 + 4; x++) if (data[y * width + x]! <= 140) n++;
        expected.push(n >= 8 ? 1 : 0);
      }
    expect(expected).toContain(1);
    expect(expected).toContain(0);
    expect([...filled!]).toEqual(expected);
    expect(filledBlocks(img, 4, 250, 255)).toBeNull();
  });

  it("looks at an image once per block size and levels: dark bands before reading and solid fills after share it", () => {
    expect(filledBlocks(img, 4, 0, 140)).toBe(filledBlocks(img, 4, 0, 140));
    expect(filledBlocks(img, 4, 141, 200)).not.toBe(filledBlocks(img, 4, 0, 140));
  });
});
