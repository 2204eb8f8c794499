import { describe, expect, it } from "vitest";
import { drawnImage } from "../testing/drawn-image.js";
import { boxHistogram, boxLevels, medianLevel, shrinkImage, type GrayImage } from "./gray-image.js";

describe("boxLevels", () => {
  it("gives the levels under which two shares of a box's pixels lie", () => {
    // a 10 x 10 box: 20 pixels of ink (grey 40), the rest paper (grey 230)
    const img = drawnImage(20, 20, [[5, 5, 15, 7]], 40);
    for (let i = 0; i < img.data.length; i++) if (img.data[i] === 255) img.data[i] = 230;
    expect(boxLevels(img, { x0: 5, y0: 5, x1: 15, y1: 15 }, [0.05, 0.9])).toEqual([40, 230]);
    expect(boxLevels(img, { x0: 5, y0: 5, x1: 15, y1: 15 }, [0.2, 0.21])).toEqual([40, 230]);
  });

  it("clips the box to the image and gives 255 for an empty box", () => {
    const img = drawnImage(10, 10, [[0, 0, 10, 10]], 0);
    expect(boxLevels(img, { x0: -5, y0: -5, x1: 3, y1: 3 }, [0.5, 1])).toEqual([0, 0]);
    expect(boxLevels(img, { x0: 20, y0: 20, x1: 30, y1: 30 }, [0.5, 1])).toEqual([255, 255]);
  });
});

describe("boxHistogram and medianLevel", () => {
  it("count a box's pixels by grey level, clipped to the image, and give their median", () => {
    const img = drawnImage(10, 10, [[0, 0, 6, 10]], 40);
    const { counts, total } = boxHistogram(img, { x0: 2, y0: 0, x1: 20, y1: 10 });
    expect([total, counts[40], counts[255]]).toEqual([80, 40, 40]);
    expect(medianLevel(counts, total)).toBe(40);
    const darker = boxHistogram(img, { x0: 0, y0: 0, x1: 8, y1: 10 });
    expect(medianLevel(darker.counts, darker.total)).toBe(40);
    const lighter = boxHistogram(img, { x0: 5, y0: 0, x1: 10, y1: 10 });
    expect(medianLevel(lighter.counts, lighter.total)).toBe(255);
  });
});

describe("shrinkImage", () => {
  /** Grain: a seeded jumble of grey levels. */
  function grain(width: number, height: number, seed: number): GrayImage {
    const data = new Uint8Array(width * height);
    for (let i = 0, s = seed; i < data.length; i++) data[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
    return { width, height, data };
  }

  it("gives each block's darkest pixel, leaving a part block at the right and bottom out", () => {
    const img = grain(37, 23, 5);
    const small = shrinkImage(img, 4.7);
    expect([small.width, small.height]).toEqual([9, 5]);
    for (let y = 0; y < 5; y++)
      for (let x = 0; x < 9; x++) {
        let darkest = 255;
        for (let sy = y * 4; sy < y * 4 + 4; sy++)
          for (let sx = x * 4; sx < x * 4 + 4; sx++) darkest = Math.min(darkest, img.data[sy * 37 + sx]!);
        expect(small.data[y * 9 + x]).toBe(darkest);
      }
  });

  it("shrinks an image once per factor: the blank check, the orientation and the skew share one copy", () => {
    const img = grain(40, 40, 9);
    expect(shrinkImage(img, 3)).toBe(shrinkImage(img, 3.5));
    expect(shrinkImage(img, 4)).not.toBe(shrinkImage(img, 3));
    expect(shrinkImage(img, 1)).toBe(img);
  });
});
