import { describe, expect, it } from "vitest";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";
import { findDarkBands, invertDarkBands } from "./dark-bands.js";
import type { GrayImage } from "./gray-image.js";

const DPI = 300;

/** Paints boxes of `grey` onto a copy of the image. */
function paint(img: GrayImage, boxes: readonly PixelBox[], grey: number): GrayImage {
  const data = img.data.slice();
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) data.fill(grey, y * img.width + x0, y * img.width + x1);
  return { ...img, data };
}

/** Strokes of a line of "letters": 4 px wide, 28 px tall, 12 px apart, from x0 to x1 at top y. */
function letters(x0: number, x1: number, y: number): PixelBox[] {
  const out: PixelBox[] = [];
  for (let x = x0; x + 4 <= x1; x += 12) out.push([x, y, x + 4, y + 28]);
  return out;
}

// A header band 0.2 in tall and 2 in wide in grey 60 at 300 dpi, white letters on it, black text below.
const band: PixelBox = [100, 100, 700, 160];
const withBand = paint(paint(drawnImage(900, 400, letters(120, 500, 220)), [band], 60), letters(120, 400, 116), 255);

describe("findDarkBands", () => {
  it("finds a dark band holding white text, about where it is drawn, with its fill", () => {
    const bands = findDarkBands(withBand, DPI);
    expect(bands).toHaveLength(1);
    const [found] = bands;
    expect(found!.fill).toBe(60);
    expect(Math.abs(found!.x0 - 100)).toBeLessThanOrEqual(5);
    expect(Math.abs(found!.x1 - 700)).toBeLessThanOrEqual(5);
    expect(Math.abs(found!.y0 - 100)).toBeLessThanOrEqual(5);
    expect(Math.abs(found!.y1 - 160)).toBeLessThanOrEqual(5);
  });

  it("finds nothing in black text on paper, a solid black box, a thick rule or a photograph", () => {
    expect(findDarkBands(drawnImage(900, 400, letters(100, 800, 100)), DPI)).toEqual([]);
    expect(findDarkBands(drawnImage(900, 400, [[100, 100, 700, 300]]), DPI)).toEqual([]);
    expect(findDarkBands(drawnImage(900, 400, [[100, 100, 800, 112]]), DPI)).toEqual([]);
    // a dark photograph: shading with coarse grain, tones from black to light grey all over
    const photo = drawnImage(900, 400, []);
    let seed = 7;
    for (let y = 50; y < 350; y++) {
      for (let x = 100; x < 800; x++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const shade = 70 + 40 * Math.sin(x / 40) * Math.cos(y / 30);
        photo.data[y * 900 + x] = Math.max(0, Math.min(255, Math.round(shade + (seed / 2 ** 32 - 0.5) * 180)));
      }
    }
    expect(findDarkBands(photo, DPI)).toEqual([]);
    // a dark photograph lighter to one side, grain and all
    const shaded = drawnImage(900, 400, []);
    for (let y = 50; y < 350; y++) {
      for (let x = 100; x < 800; x++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const shade = 10 + 230 * ((x - 100) / 700) ** 2;
        shaded.data[y * 900 + x] = Math.max(0, Math.min(255, Math.round(shade + (seed / 2 ** 32 - 0.5) * 40)));
      }
    }
    expect(findDarkBands(shaded, DPI)).toEqual([]);
  });
});

describe("invertDarkBands", () => {
  it("turns the band to paper and its white letters to black, leaving the rest of the page", () => {
    const out = invertDarkBands(withBand, findDarkBands(withBand, DPI), DPI);
    const at = (x: number, y: number) => out.data[y * out.width + x]!;
    expect(at(122, 130)).toBe(0); // a letter stroke on the band
    expect(at(128, 130)).toBe(255); // the fill between strokes
    expect(at(400, 103)).toBe(255); // the band's edge: no black frame
    expect(at(122, 230)).toBe(0); // black text below, as it was
    expect(at(800, 130)).toBe(255);
  });

  it("leaves a white gap between two dark cells of the band white", () => {
    const cells = paint(withBand, [[398, 100, 404, 160]], 255);
    const out = invertDarkBands(cells, findDarkBands(cells, DPI), DPI);
    for (let y = 100; y < 160; y++) expect(out.data[y * out.width + 400]).toBe(255);
  });

  it("returns the image itself when there is no band", () => {
    const page = drawnImage(100, 100, []);
    expect(invertDarkBands(page, [], DPI)).toBe(page);
  });
});
