import { describe, expect, it } from "vitest";
import { alongMeans } from "./along-means.js";
import type { GrayImage } from "./gray-image.js";

describe("levels averaged along rows or columns", () => {
  // 4 wide, 3 high: a row of 0 255 0 255, a row of 90s, a row rising 0 30 60 90
  const img = { width: 4, height: 3, data: new Uint8Array([0, 255, 0, 255, 90, 90, 90, 90, 0, 30, 60, 90]) };

  it("averages each pixel with its neighbours along its row, the window cut at the edges", () => {
    expect([...alongMeans(img, "horizontal", 1).data]).toEqual([128, 85, 170, 128, 90, 90, 90, 90, 15, 30, 60, 75]);
  });

  it("averages down each column, leaving rows apart", () => {
    expect([...alongMeans(img, "vertical", 1).data]).toEqual([45, 173, 45, 173, 30, 125, 50, 145, 45, 60, 75, 90]);
  });
});

describe("levels averaged along a line, over grain", () => {
  /** Each pixel's mean by summing its window afresh, rounded as the sliding sums round it. */
  function reference({ width, height, data }: GrayImage, direction: "horizontal" | "vertical", radius: number) {
    const out: number[] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0,
          count = 0;
        for (let k = -radius; k <= radius; k++) {
          const [sx, sy] = direction === "horizontal" ? [x + k, y] : [x, y + k];
          if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
          sum += data[sy * width + sx]!;
          count++;
        }
        out.push(direction === "horizontal" ? (sum / count + 0.5) | 0 : (sum * (1 / count) + 0.5) | 0);
      }
    return out;
  }

  it("gives every pixel its window's rounded mean, windows cut at the edges or whole", () => {
    for (const [width, height, radius] of [
      [31, 17, 1],
      [40, 23, 2],
      [9, 5, 3],
      [3, 2, 4],
    ] as const) {
      const data = new Uint8Array(width * height);
      for (let i = 0, s = width; i < data.length; i++) data[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
      const img = { width, height, data };
      for (const direction of ["horizontal", "vertical"] as const)
        expect([direction, radius, [...alongMeans(img, direction, radius).data]]).toEqual([
          direction,
          radius,
          reference(img, direction, radius),
        ]);
    }
  });
});
