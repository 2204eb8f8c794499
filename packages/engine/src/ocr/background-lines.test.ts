import { describe, expect, it } from "vitest";
import { findBackgroundLines } from "./background-lines.js";
import type { GrayImage } from "./gray-image.js";
import { drawnImage } from "../testing/drawn-image.js";

const page = drawnImage;

const summary = (img: GrayImage) =>
  findBackgroundLines(img, 100)
    .map((l) => `${l.orientation[0]}@${Math.round(l.at)} ${l.from}-${l.to}`)
    .sort();

describe("white lines between shaded cells", () => {
  it("finds the white gaps of a table drawn as grey cells as horizontal and vertical lines", () => {
    // two rows of two cells, 2 px white gaps at y 60-61 and x 150-151, at 100 dpi
    const cells: [number, number, number, number][] = [
      [50, 30, 150, 60],
      [152, 30, 250, 60],
      [50, 62, 150, 92],
      [152, 62, 250, 92],
    ];
    expect(summary(page(300, 120, cells, 210))).toEqual(["h@61 50-249", "v@151 30-91"]);
  });

  it("finds nothing on plain paper, between two boxes far apart, or across one grey block", () => {
    expect(summary(page(300, 120, [], 210))).toEqual([]);
    expect(
      summary(
        page(
          300,
          200,
          [
            [50, 20, 250, 60],
            [50, 120, 250, 160],
          ],
          210,
        ),
      ),
    ).toEqual([]);
    expect(summary(page(300, 120, [[50, 30, 250, 92]], 210))).toEqual([]);
  });

  it("finds no line in the paper between a line of type and a grey stripe under it", () => {
    // a grey stripe at y 62-92 and, just above it, type: in every 5 px two black, a grey edge, a lighter edge, paper
    const stripe: [number, number, number, number] = [50, 62, 250, 92];
    const img = page(300, 120, [stripe], 210);
    for (let y = 44; y < 58; y++)
      for (let x = 50; x < 250; x++) img.data[y * img.width + x] = [0, 0, 150, 200, 255][(x - 50) % 5]!;
    expect(summary(img)).toEqual([]);
    // the same paper under a second grey stripe instead of type is a white line
    const twoStripes = page(300, 120, [stripe, [50, 30, 250, 58]], 210);
    expect(summary(twoStripes)).toEqual(["h@60 50-249"]);
  });
});
