import { describe, expect, it } from "vitest";
import type { GrayImage } from "./gray-image.js";
import { findShadedStripes } from "./shaded-stripes.js";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";

/** At 100 dpi a point-scale of 100/72; boxes come back in pixels with scale 1. */
const DPI = 100;

/** Words as black bars with soft grey edges, on rows of text 20 px apart from y0. */
function textRows(img: GrayImage, y0: number, rows: number): GrayImage {
  const data = img.data.slice();
  for (let r = 0; r < rows; r++) {
    for (let x = 30; x < 370; x += 60) {
      const top = y0 + r * 20;
      for (let y = top; y < top + 8; y++)
        for (let px = x; px < x + 40; px++) data[y * img.width + px] = y === top || px === x ? 215 : 20;
    }
  }
  return { ...img, data };
}

/** Seeded grain of `amplitude` either way, as a worn copy has. */
function grain(img: GrayImage, amplitude: number): GrayImage {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  const data = img.data.map((v) => Math.max(0, Math.min(255, Math.round(v + random() * amplitude))));
  return { ...img, data };
}

const zebra: PixelBox[] = [
  [20, 40, 380, 60],
  [20, 80, 380, 100],
  [20, 120, 380, 140],
];

const boxes = (img: GrayImage) =>
  findShadedStripes(img, DPI, 1).map((r) => [r.bbox.x0, r.bbox.y0, r.bbox.x1, r.bbox.y1].map(Math.round));

describe("pale shaded stripes in a scan", () => {
  it("finds each zebra stripe of a table as a filled box, its text inside it", () => {
    const img = textRows(drawnImage(400, 200, zebra, 230), 46, 5);
    const found = boxes(img);
    expect(found).toHaveLength(3);
    found.forEach((b, i) => {
      const [x0, y0, x1, y1] = zebra[i]!;
      expect(Math.abs(b[0]! - x0)).toBeLessThanOrEqual(10);
      expect(Math.abs(b[1]! - y0)).toBeLessThanOrEqual(2);
      expect(Math.abs(b[2]! - x1)).toBeLessThanOrEqual(10);
      expect(Math.abs(b[3]! - y1)).toBeLessThanOrEqual(2);
    });
    expect(findShadedStripes(img, DPI, 1)[0]!.grey).toBeCloseTo(230 / 255, 1);
  });

  it("finds them through a worn copy's grain, and none in grain on plain paper", () => {
    expect(boxes(grain(textRows(drawnImage(400, 200, zebra, 230), 46, 5), 24))).toHaveLength(3);
    expect(boxes(grain(textRows(drawnImage(400, 200, []), 46, 5), 24))).toEqual([]);
  });

  it("takes no row of text on white paper, dark band or narrow tinted box for a stripe", () => {
    expect(boxes(textRows(drawnImage(400, 200, []), 46, 5))).toEqual([]);
    expect(boxes(drawnImage(400, 200, [[20, 40, 380, 60]], 60))).toEqual([]);
    expect(boxes(drawnImage(400, 200, [[20, 40, 120, 60]], 230))).toEqual([]);
  });

  it("maps the boxes to points with the image's scale", () => {
    const [stripe] = findShadedStripes(drawnImage(400, 200, [[20, 40, 380, 60]], 230), DPI, 2);
    expect(stripe!.bbox.y0).toBeCloseTo(20, 0);
    expect(stripe!.bbox.x1).toBeCloseTo(190, 0);
  });
});
