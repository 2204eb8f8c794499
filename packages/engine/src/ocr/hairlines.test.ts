import { describe, expect, it } from "vitest";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";
import { findPixelLines } from "./image-rulings.js";
import { HORIZONTAL_INK, isLineInk, lineInkMask, VERTICAL_INK } from "./hairlines.js";

/** A white 300 dpi page 600 px wide with grey boxes painted on it. */
function page(boxes: [PixelBox, number][]) {
  const img = drawnImage(600, 200, []);
  for (const [[x0, y0, x1, y1], grey] of boxes)
    for (let y = y0; y < y1; y++) img.data.fill(grey, y * 600 + x0, y * 600 + x1);
  return img;
}

describe("isLineInk", () => {
  it("counts a hairline split over two rows of grey 204 as ink, each row on its own being lighter than the ink level", () => {
    const img = page([[[20, 100, 580, 102], 204]]);
    expect(isLineInk(img, 300, 100, "horizontal")).toBe(true);
    expect(isLineInk(img, 300, 101, "horizontal")).toBe(true);
    expect(isLineInk(img, 300, 99, "horizontal")).toBe(false);
    // across the other way the pair is not a line's width
    expect(isLineInk(img, 300, 100, "vertical")).toBe(false);
  });

  it("takes no pale pair (grey 225), no grey fill with no paper beyond, and no single pale row", () => {
    expect(isLineInk(page([[[20, 100, 580, 102], 225]]), 300, 100, "horizontal")).toBe(false);
    expect(isLineInk(page([[[20, 90, 580, 120], 204]]), 300, 100, "horizontal")).toBe(false);
    expect(isLineInk(page([[[20, 100, 580, 101], 204]]), 300, 100, "horizontal")).toBe(false);
  });
});

describe("lineInkMask", () => {
  it("marks the pixels isLineInk takes, each way, edges of the image included", () => {
    // grey levels about the ink and paper levels, so pairs, lone pale pixels and paper all come up
    const width = 41,
      height = 29;
    const data = new Uint8Array(width * height);
    for (let i = 0, s = 3; i < data.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      data[i] = [0, 190, 204, 210, 225, 235, 245, 255][s >>> 29]!;
    }
    const img = { width, height, data };
    const mask = lineInkMask(img);
    for (const [orientation, bit] of [
      ["horizontal", HORIZONTAL_INK],
      ["vertical", VERTICAL_INK],
    ] as const) {
      const expected = Array.from({ length: width * height }, (_, i) =>
        isLineInk(img, i % width, Math.floor(i / width), orientation) ? 1 : 0,
      );
      const marked = [...mask].map((m) => (m & bit ? 1 : 0));
      expect([orientation, marked]).toEqual([orientation, expected]);
      expect(marked.some((m, i) => m === 1 && data[i]! > 200)).toBe(true);
    }
  });
});

describe("findPixelLines with hairlines", () => {
  it("finds a grey hairline ruling split over two rows of a 300 dpi page", () => {
    const lines = findPixelLines(page([[[20, 100, 580, 102], 204]]), 300);
    expect(lines).toEqual([expect.objectContaining({ orientation: "horizontal", from: 20, to: 579 })]);
  });

  it("finds nothing in a pale grey band", () => {
    expect(findPixelLines(page([[[20, 90, 580, 130], 215]]), 300)).toEqual([]);
  });
});
