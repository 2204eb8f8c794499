import { describe, expect, it } from "vitest";
import { drawnImage, ocrWord, type PixelBox } from "../testing/drawn-image.js";
import { FAINT_POINT_CONFIDENCE, pointPosition, restoreFaintPoints } from "./faint-points.js";
import type { GrayImage } from "./gray-image.js";

// Figures are bars 12 px wide and 30 px high (top 100, baseline 130) in mid grey, as a worn copy
// prints them; a point is a lighter 5 px square on the baseline. Paper is light grey.
const TOP = 100,
  BASE = 130;
const PAPER = 235,
  STROKE = 100,
  FAINT = 175;

/** A figure at x: a bar the full height of the type. */
const figure = (x: number): PixelBox => [x, TOP, x + 12, BASE];
/** A point at x, on the baseline. */
const point = (x: number): PixelBox => [x, BASE - 5, x + 5, BASE];

/** Grey paper with figures (STROKE) and marks (`markGrey`) painted on it. */
function page(figures: PixelBox[], marks: PixelBox[], markGrey = FAINT): GrayImage {
  const img = drawnImage(400, 200, []);
  const paint = (boxes: PixelBox[], grey: number) => {
    for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) img.data.fill(grey, y * 400 + x0, y * 400 + x1);
  };
  img.data.fill(PAPER);
  paint(figures, STROKE);
  paint(marks, markGrey);
  return img;
}

/** Figures at the given x positions: the word box round them reaches 2 px past their ink, as OCR boxes do. */
const box = (text: string, x0: number, x1: number) => ocrWord(text, x0 - 2, TOP - 1, x1 + 2, BASE + 1, 1, 91);

describe("restoreFaintPoints", () => {
  it('reads "255" with a faint mark on the baseline between its second and third figure as "25.5"', () => {
    // 2 at 20, 5 at 36, point at 53 (a gap of 5 px each side), 5 at 63
    const img = page([figure(20), figure(36), figure(63)], [point(53)]);
    const [word] = restoreFaintPoints(img, [box("255", 20, 75)]);
    expect(word!.text).toBe("25.5");
    expect(word!.confidence).toBe(FAINT_POINT_CONFIDENCE);
  });

  it("puts the point between the figures its position falls between", () => {
    // 1 | 2 3: after the first figure
    expect(pointPosition(page([figure(20), figure(47), figure(63)], [point(37)]), box("123", 20, 75))).toBe(1);
    // 1 2 3 | 4: after the third
    const late = page([figure(20), figure(36), figure(52), figure(79)], [point(69)]);
    expect(pointPosition(late, box("1234", 20, 91))).toBe(3);
  });

  it("changes no word without a mark, nor a word that is not figures alone", () => {
    const plain = page([figure(20), figure(36), figure(52)], []);
    const words = [box("255", 20, 64)];
    expect(restoreFaintPoints(plain, words)).toEqual(words);
    const marked = page([figure(20), figure(36), figure(63)], [point(53)]);
    for (const text of ["25.5", "2a5", "5"]) {
      const other = [box(text, 20, 75)];
      expect(restoreFaintPoints(marked, other)).toEqual(other);
    }
  });

  it("leaves a mark as light as the paper's grain, or a mark outside the figures", () => {
    expect(pointPosition(page([figure(20), figure(36), figure(63)], [point(53)], 225), box("255", 20, 75))).toBe(null);
    // a mark after the last figure: a full stop, not a decimal point
    expect(pointPosition(page([figure(20), figure(36)], [point(53)]), box("25", 20, 58))).toBe(null);
  });

  it("takes a mark running on under the baseline for a comma, and a foot joined to a figure for part of it", () => {
    const comma: PixelBox = [53, BASE - 5, 58, BASE + 5];
    expect(pointPosition(page([figure(20), figure(36), figure(63)], [comma]), box("255", 20, 75))).toBe(null);
    // a "2" whose foot reaches out to the left under nothing: joined to the figure's stroke
    const foot: PixelBox = [46, BASE - 5, 52, BASE];
    expect(pointPosition(page([figure(20), figure(52), figure(68)], [foot], STROKE), box("255", 20, 80))).toBe(null);
  });

  it("leaves three figures after a mark as they are: a thousands separator read as nothing", () => {
    // 5 | 5 1 8 read "5518": "5,518" as likely as "5.518"
    const img = page([figure(20), figure(47), figure(63), figure(79)], [point(37)]);
    const words = [box("5518", 20, 91)];
    expect(restoreFaintPoints(img, words)).toEqual(words);
  });
});
