import { describe, expect, it } from "vitest";
import { drawnImage } from "../testing/drawn-image.js";
import { darkRectangles } from "./dark-rectangles.js";
import { findSolidFills } from "./solid-fills.js";

// 300 dpi, 1 pixel = 0.24 pt at scale 300 / 72; blocks are 5 px (0.015 in).
const DPI = 300,
  SCALE = DPI / 72;

describe("findSolidFills", () => {
  it("finds a chart's grey bars, each to the pixel, though its box is whole blocks", () => {
    // three bars 57 px wide (not a multiple of the block) on one base, of different heights, grey 114
    const bars: [number, number, number, number][] = [
      [103, 300, 160, 600],
      [221, 200, 278, 600],
      [342, 400, 399, 600],
    ];
    const img = drawnImage(600, 700, bars, 114);
    const fills = findSolidFills(img, DPI, SCALE);
    expect(fills).toHaveLength(3);
    const pixels = fills.map((f) => [f.bbox.x0, f.bbox.y0, f.bbox.x1, f.bbox.y1].map((v) => Math.round(v * SCALE)));
    expect(pixels.sort((a, b) => a[0]! - b[0]!)).toEqual(bars);
    for (const f of fills) expect(f.grey).toBeCloseTo(114 / 255, 2);
    // the block grid alone would make bars of one width differ by a block
    const rough = darkRectangles(img, DPI, 0.05, 0.05).boxes.map((b) => b.x1 - b.x0);
    expect(new Set(rough).size).toBeGreaterThan(1);
  });

  it("leaves out a dark band with light text on it, a long thin bar (a ruling) and a dot", () => {
    const img = drawnImage(1200, 700, [
      [50, 50, 650, 110], // a band ...
      [50, 300, 1150, 330], // a bar 0.1 in thick and 3.7 in long: the ruling finder's
      [50, 500, 60, 510], // a dot 0.03 in across
    ]);
    // ... with white "type" on it: 3% of its pixels
    for (let x = 100; x < 600; x += 20)
      for (let y = 70; y < 90; y++) img.data.fill(255, y * 1200 + x, y * 1200 + x + 3);
    expect(findSolidFills(img, DPI, SCALE)).toEqual([]);
  });

  it("leaves out a photograph's dark patch, whose greys are not one flat fill", () => {
    const img = drawnImage(400, 400, []);
    for (let y = 100; y < 250; y++) for (let x = 100; x < 250; x++) img.data[y * 400 + x] = (x * 7 + y * 13) % 140;
    expect(findSolidFills(img, DPI, SCALE)).toEqual([]);
  });
});
