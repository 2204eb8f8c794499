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

  it("finds a column gap across rows shorter than a ruling, parted by row gaps wider than a bridged break", () => {
    // two columns parted by a 4 px white gap at x 150-153, four rows 22 px tall (a ruling is at least
    // 30 px at 100 dpi) parted by 4 px white gaps (an ink ruling's run bridges breaks of 2 px only)
    const cells: [number, number, number, number][] = [];
    for (const [x0, x1] of [
      [50, 150],
      [154, 250],
    ] as const)
      for (let y0 = 20; y0 < 120; y0 += 26) cells.push([x0, y0, x1, y0 + 22]);
    expect(summary(page(300, 130, cells, 210))).toEqual(["h@44 50-249", "h@70 50-249", "h@96 50-249", "v@152 20-119"]);
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

  it("keeps a white line whose fill changes along it: a dark header cell, then lighter body cells", () => {
    // two columns parted by a white gap at x 150-151: a header row grey 100 (y 20-60), two body rows grey 215
    const img = page(300, 140, [], 210);
    const paint = ([x0, y0, x1, y1]: [number, number, number, number], grey: number) => {
      for (let y = y0; y < y1; y++) img.data.fill(grey, y * img.width + x0, y * img.width + x1);
    };
    for (const [x0, x1] of [
      [50, 150],
      [152, 250],
    ] as const) {
      paint([x0, 20, x1, 60], 100);
      paint([x0, 62, x1, 92], 215);
      paint([x0, 94, x1, 124], 215);
    }
    expect(summary(img)).toEqual(["h@61 50-249", "h@93 50-249", "v@151 20-123"]);
  });

  it("keeps only the stretch of a white line that has one fill on both sides", () => {
    // a white gap at x 150-151, grey on its right from y 10 to 130; on its left type (strokes on a slant) down to y 70, then grey
    const img = page(300, 140, [[152, 10, 250, 130]], 210);
    for (let y = 10; y < 130; y++)
      for (let x = 50; x < 150; x++) img.data[y * img.width + x] = y < 70 ? [0, 0, 150, 200, 255][(x + y) % 5]! : 210;
    const [line, ...more] = findBackgroundLines(img, 100);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ orientation: "vertical", to: 129 });
    // the type's stretch is dropped, give or take the part of a window the fill fills
    expect(line!.from).toBeGreaterThanOrEqual(64);
    expect(line!.from).toBeLessThanOrEqual(76);
  });

  it("keeps no stretch of a white line whose sides read as paper over most of it, as a worn copy's light fill does", () => {
    // grey cells either side of a white gap at x 150-151 (y 10-129); the columns just past its edges are
    // mostly paper (7 of every 10 pixels, too broken to be part of the gap), grey only from y 40 to 69
    const img = page(
      300,
      140,
      [
        [50, 10, 150, 130],
        [152, 10, 250, 130],
      ],
      210,
    );
    for (let y = 10; y < 130; y++)
      for (const x of [149, 152]) img.data[y * img.width + x] = y >= 40 && y < 70 ? 225 : y % 10 < 7 ? 250 : 225;
    expect(summary(img)).toEqual([]);
  });
});
