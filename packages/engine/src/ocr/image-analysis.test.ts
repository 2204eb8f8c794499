import { drawnImage } from "../testing/drawn-image.js";
import { describe, expect, it } from "vitest";
import { rotateImage, turnImage } from "./gray-image.js";
import { eraseLines, findPixelLines } from "./image-rulings.js";
import { textAxis } from "./orientation.js";
import { estimateSkew } from "./skew.js";

const draw = drawnImage;

/** "Text" at 100 dpi: lines of letters 10 px high, of varied widths and gaps, words apart. */
function textLines(width: number, height: number): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
  for (let y = 40; y + 10 < height - 40; y += 22) {
    for (let x = 40 + next(20); x + 8 < width - 40;) {
      const w = 3 + next(5);
      out.push([x, y, x + w, y + 10]);
      x += w + 1 + next(2) + (next(6) === 0 ? 6 : 0);
    }
  }
  return out;
}

describe("scanned page analysis", () => {
  it("finds ruled lines, broken or faint, but not lines of text or a filled block", () => {
    const boxes: [number, number, number, number][] = [
      [50, 100, 550, 102], // solid horizontal
      [300, 90, 302, 400], // vertical
      ...[0, 1, 2, 3, 4].map((i): [number, number, number, number] => [50 + i * 100, 300, 50 + i * 100 + 98, 302]), // broken: 2 px gaps
      [50, 500, 550, 560], // filled block, too thick
    ];
    const img = draw(600, 700, boxes);
    // A line of "text" below, letters 10 px high with 3 px gaps.
    for (let x = 50; x < 550; x += 8)
      for (let y = 600; y < 610; y++) for (let k = 0; k < 5; k++) img.data[y * 600 + x + k] = 0;
    const lines = findPixelLines(img, 100);
    const summary = lines.map((l) => `${l.orientation[0]}@${Math.round(l.at)}`).sort();
    expect(summary).toEqual(["h@101", "h@301", "v@301"]);
    const erased = eraseLines(img, lines, 100);
    expect(erased.data[101 * 600 + 200]).toBe(255);
    expect(erased.data[605 * 600 + 52]).toBe(0);
  });

  it("leaves a short line with text right against one side in the image (a worn row of digits can pass for one)", () => {
    // 0.4 in long at 100 dpi: paper both sides (erased), and "digits" standing on one (left)
    const img = draw(300, 200, [
      [20, 50, 60, 52],
      [20, 150, 60, 152],
      ...[0, 1, 2, 3].map((i): [number, number, number, number] => [20 + i * 10, 138, 26 + i * 10, 150]),
    ]);
    const lines = findPixelLines(img, 100);
    expect(lines.map((l) => Math.round(l.at)).sort((a, b) => a - b)).toEqual([51, 151]);
    const erased = eraseLines(img, lines, 100);
    expect(erased.data[51 * 300 + 40]).toBe(255);
    expect(erased.data[151 * 300 + 40]).toBe(0);
    // long enough, it is erased whatever stands on it
    const long = draw(300, 200, [
      [20, 150, 120, 152],
      ...[0, 1, 2, 3].map((i): [number, number, number, number] => [20 + i * 10, 138, 26 + i * 10, 150]),
    ]);
    expect(eraseLines(long, findPixelLines(long, 100), 100).data[151 * 300 + 100]).toBe(255);
  });

  it("takes a bar as thick as a blurred word's x-height and a word long for a word, not a ruling", () => {
    // at 400 dpi: a 0.4 in word band 15 px thick (paper above and below) and a 2 px rule as long
    const img = draw(1000, 400, [
      [100, 100, 260, 115],
      [100, 300, 260, 302],
    ]);
    const lines = findPixelLines(img, 400);
    expect(lines.map((l) => Math.round(l.at))).toEqual([301]);
    expect(eraseLines(img, lines, 400).data[107 * 1000 + 180]).toBe(0);
    // a heavy rule of the same thickness, long enough for it, is still a ruling
    expect(findPixelLines(draw(1000, 400, [[100, 100, 900, 115]]), 400)).toHaveLength(1);
  });

  it("takes a long solid grey bar edged with rules, parting a table's rows, for one ruling", () => {
    // at 100 dpi, 3 in long: black rows 200-201 and 208-209 round grey (193) rows 202-207, 0.1 in in all
    const bar = (x1: number) =>
      draw(400, 300, [
        [20, 200, x1, 202],
        [20, 208, x1, 210],
      ]);
    const img = bar(320);
    for (let y = 202; y < 208; y++) img.data.fill(193, y * 400 + 20, y * 400 + 320);
    const lines = findPixelLines(img, 100);
    expect(lines.map((l) => `${l.orientation[0]}@${Math.round(l.at)} ${l.thickness}`)).toEqual(["h@205 10"]);
    expect(eraseLines(img, lines, 100).data[205 * 400 + 100]).toBe(255);
    // one inch long, it is a block, not a ruling
    const short = bar(120);
    for (let y = 202; y < 208; y++) short.data.fill(193, y * 400 + 20, y * 400 + 120);
    expect(findPixelLines(short, 100)).toEqual([]);
  });

  it("takes the same bar on a worn copy for a ruling, its grain lifting a tenth of it over the ink level", () => {
    const img = draw(400, 300, [
      [20, 200, 320, 202],
      [20, 208, 320, 210],
    ]);
    // grey 178 with grain: every eleventh pixel lifted to 205-214, over the ink level (200), none near white
    for (let y = 202; y < 208; y++)
      for (let x = 20; x < 320; x++) img.data[y * 400 + x] = (x * 7 + y) % 11 === 0 ? 205 + ((x + y) % 10) : 178;
    const lines = findPixelLines(img, 100);
    expect(lines.map((l) => `${l.orientation[0]}@${Math.round(l.at)} ${l.thickness}`)).toEqual(["h@205 10"]);
  });

  it("leaves a dark band holding white type alone, however little type it holds", () => {
    // at 100 dpi, 3 in long, 0.12 in tall, one short word of white strokes in it
    const img = draw(400, 300, [[20, 200, 320, 212]], 40);
    for (let x = 30; x < 60; x += 4) for (let y = 203; y < 209; y++) img.data[y * 400 + x] = 255;
    expect(findPixelLines(img, 100)).toEqual([]);
  });

  it("finds a faint grey ruling", () => {
    expect(findPixelLines(draw(400, 200, [[20, 100, 380, 101]], 170), 100)).toHaveLength(1);
    expect(findPixelLines(draw(400, 200, [[20, 100, 380, 101]], 230), 100)).toHaveLength(0);
  });

  it("measures the skew of rotated text lines and undoes it", () => {
    const page = draw(800, 1000, textLines(800, 1000));
    expect(estimateSkew(page)).toBe(0);
    const tilted = rotateImage(page, 2);
    const skew = estimateSkew(tilted);
    expect(Math.abs(skew + 2)).toBeLessThan(0.2);
    expect(estimateSkew(rotateImage(tilted, skew))).toBe(0);
  });

  it("tells pages lying on their side from upright ones", () => {
    const page = draw(800, 1000, textLines(800, 1000));
    expect(textAxis(page, 100)).toBe("horizontal");
    expect(textAxis(turnImage(page, 90), 100)).toBe("vertical");
    expect(textAxis(turnImage(page, 180), 100)).toBe("horizontal");
  });

  it("tells a slightly skewed page lying on its side, whose long lines drift across more than their height", () => {
    // a wide table's long lines, 1.2 degrees askew: over 13 inches a line drifts by more than a line's pitch
    const page = rotateImage(draw(1400, 700, textLines(1400, 700)), 1.2);
    expect(textAxis(page, 100)).toBe("horizontal");
    expect(textAxis(turnImage(page, 90), 100)).toBe("vertical");
    expect(textAxis(turnImage(page, 270), 100)).toBe("vertical");
  });

  it("turns images by quarter turns without losing pixels", () => {
    const img = draw(3, 2, [[0, 0, 1, 1]]);
    const turned = turnImage(img, 90);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // The top-left pixel goes to the top-right corner when turned clockwise.
    expect(turned.data[1]).toBe(0);
    expect(turnImage(turnImage(img, 90), 270).data).toEqual(img.data);
  });
});
