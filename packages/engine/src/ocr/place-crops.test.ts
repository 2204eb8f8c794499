import { describe, expect, it } from "vitest";
import { drawnImage, ocrWord } from "../testing/drawn-image.js";
import { cropGeometry, cropPlace, placedAt } from "./place-crops.js";

describe("cropPlace", () => {
  it("cuts the place out on white with its margin, each pixel scale times over", () => {
    // a 2 x 1 px bar of ink at (5, 5), and ink beside the place that is left out
    const img = drawnImage(20, 20, [
      [5, 5, 7, 6],
      [8, 5, 9, 6],
    ]);
    const crop = cropPlace(img, { x0: 5, y0: 5, x1: 7, y1: 6 }, 1, 2);
    expect([crop.width, crop.height]).toEqual([8, 6]);
    const dark = [...crop.data.keys()].filter((i) => crop.data[i]! < 128).map((i) => [i % 8, Math.floor(i / 8)]);
    expect(dark).toEqual([
      [2, 2],
      [3, 2],
      [4, 2],
      [5, 2],
      [2, 3],
      [3, 3],
      [4, 3],
      [5, 3],
    ]);
  });

  it("upscales small type to about 32 px, at most 3 times", () => {
    expect(cropGeometry(40)).toEqual({ scale: 1, margin: 20 });
    expect(cropGeometry(12)).toEqual({ scale: 3, margin: 6 });
    expect(cropGeometry(4)).toEqual({ scale: 3, margin: 2 });
  });
});

describe("placedAt", () => {
  it("puts a character read from a strip at its place without the strip's character boxes", () => {
    // read from a strip 3 times the page's size: its box and its character's box are in the strip's pixels
    const read = { ...ocrWord("V", 12, 450, 40, 480), glyphs: [{ text: "V", x0: 12, y0: 450, x1: 40, y1: 480 }] };
    const place = { x0: 300, y0: 120, x1: 310, y1: 131 };
    const placed = placedAt(read, place, 7);
    expect(placed).toEqual({ text: "V", confidence: read.confidence, ...place, line: 7 });
    expect(placed.glyphs).toBeUndefined();
  });
});
