import { describe, expect, it } from "vitest";
import { drawnImage, ocrWord, type PixelBox } from "../testing/drawn-image.js";
import type { GrayImage } from "./gray-image.js";
import { minusBefore, READ_MINUS_CONFIDENCE, restoreLeadingMinus } from "./leading-minus.js";

// Figures are bars 12 px wide and 30 px high (top 100, baseline 130) in mid grey on light grey paper,
// as a worn copy prints them; a minus is a bar 14 px wide and 4 px thick at their mid-height.
const TOP = 100,
  BASE = 130;
const PAPER = 235,
  STROKE = 110;

const figure = (x: number): PixelBox => [x, TOP, x + 12, BASE];
const minus = (x: number, y = 113): PixelBox => [x, y, x + 14, y + 4];

function page(boxes: PixelBox[]): GrayImage {
  const img = drawnImage(400, 200, []);
  img.data.fill(PAPER);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) img.data.fill(STROKE, y * 400 + x0, y * 400 + x1);
  return img;
}

/** The OCR engine's box round figures from x0 to x1: tight on their ink, as it draws them. */
const box = (text: string, x0: number, x1: number) => ocrWord(text, x0, TOP, x1, BASE, 1, 93);

describe("restoreLeadingMinus", () => {
  it('reads "20.6" with a thin bar at mid-height just before it as "-20.6", its box over the bar', () => {
    const img = page([minus(60), figure(80), figure(96), figure(118)]);
    const [word] = restoreLeadingMinus(img, [box("20.6", 80, 130)]);
    expect(word).toMatchObject({ text: "-20.6", x0: 60, confidence: READ_MINUS_CONFIDENCE });
  });

  it("leaves figures with nothing before them, and words that are not figures alone", () => {
    const plain = page([figure(80), figure(96)]);
    const words = [box("20", 80, 108)];
    expect(restoreLeadingMinus(plain, words)).toEqual(words);
    const marked = page([minus(60), figure(80), figure(96)]);
    for (const text of ["-20", "ab", "(20)"]) {
      const other = [box(text, 80, 108)];
      expect(restoreLeadingMinus(marked, other)).toEqual(other);
    }
  });

  it("takes no bar on the baseline (an underscore), a full-height mark, or a bar far from the figures", () => {
    const figures = [figure(80), figure(96)];
    const word = box("20", 80, 108);
    expect(minusBefore(page([minus(60, 126), ...figures]), word, [word])).toBeNull();
    expect(minusBefore(page([[66, TOP, 70, BASE], ...figures]), word, [word])).toBeNull();
    // 20 px of paper between bar and figures: two thirds of the type's height, a gap between cells
    expect(minusBefore(page([minus(46), ...figures]), word, [word])).toBeNull();
  });

  it('takes no bar joined to the figure: a "4" whose crossbar reaches out left of its stem', () => {
    // the crossbar at mid-height from 66 to 92, the stem from 84 to 92 the full height
    const four = page([
      [66, 113, 92, 117],
      [84, TOP, 92, BASE],
    ]);
    const word = box("4", 66, 92);
    expect(minusBefore(four, word, [word])).toBeNull();
  });

  it("takes no line running in from the left (a rule), nor a dash under another word (a hyphen of its own)", () => {
    const figures = [figure(80), figure(96)];
    const word = box("20", 80, 108);
    expect(minusBefore(page([[0, 113, 74, 117], ...figures]), word, [word])).toBeNull();
    const hyphenated = box("18-", 40, 74);
    expect(minusBefore(page([minus(60), ...figures]), word, [hyphenated, word])).toBeNull();
  });
});
