import { describe, expect, it } from "vitest";
import { findBackgroundLines } from "./background-lines.js";
import type { GrayImage } from "./gray-image.js";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";

const summary = (img: GrayImage) =>
  findBackgroundLines(img, 100)
    .map((l) => `${l.orientation[0]}@${Math.round(l.at)} ${l.from}-${l.to}`)
    .sort();

/** `boxes` painted `grey` onto `img`. */
function paint(img: GrayImage, boxes: readonly PixelBox[], grey: number): GrayImage {
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) img.data.fill(grey, y * img.width + x0, y * img.width + x1);
  return img;
}

describe("white lines on a worn copy", () => {
  it("finds white gaps a blur filled with grey, short of the paper level but lighter than the cells", () => {
    // two rows of two mid-grey cells (186, a header's fill) parted by 2 px gaps that read 228, not
    // paper (240): on a worn 200 dpi copy the blur spreads the fill into its thin white gaps
    const img = paint(
      drawnImage(300, 120, [[50, 30, 250, 92]], 228),
      [
        [50, 30, 150, 60],
        [152, 30, 250, 60],
        [50, 62, 150, 92],
        [152, 62, 250, 92],
      ],
      186,
    );
    expect(summary(img)).toEqual(["h@61 49-250", "v@151 29-92"]);
  });

  it("finds no line in a gap no lighter than the cells beside it by a clear margin", () => {
    const img = paint(
      drawnImage(300, 120, [[50, 30, 250, 92]], 200),
      [
        [50, 30, 150, 60],
        [152, 30, 250, 60],
        [50, 62, 150, 92],
        [152, 62, 250, 92],
      ],
      186,
    );
    expect(summary(img)).toEqual([]);
  });
});
