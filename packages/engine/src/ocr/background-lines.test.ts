import { describe, expect, it } from "vitest";
import { findBackgroundLines, HORIZONTAL_WHITE, VERTICAL_WHITE, whiteLineMask } from "./background-lines.js";
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
    // the dark header's top edge (grey 100) still tints the levels averaged along the gap a pixel above it
    expect(summary(img)).toEqual(["h@61 50-249", "h@93 50-249", "v@151 19-123"]);
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

/**
 * A worn copy of a table of light grey cells (228) parted by white gaps, made as the bench's worn
 * scans are (testing/scan.ts): drawn at 200 dpi, box-blurred, seeded uniform grain of amplitude 24,
 * then read at 400 dpi (each pixel interpolated between its neighbours, as a renderer scales up).
 */
function wornShadedCells(seed: number): GrayImage {
  const width = 350,
    height = 200;
  // three columns parted by 4 px gaps at x 120-123 and 224-227; four rows by gaps at y 56-59, 96-99, 136-139
  const cells: [number, number, number, number][] = [];
  for (const [x0, x1] of [
    [20, 120],
    [124, 224],
    [228, 328],
  ] as const)
    for (let y0 = 20; y0 < 176; y0 += 40) cells.push([x0, y0, x1, y0 + 36]);
  const drawn = page(width, height, cells, 228).data;
  const at = (data: Uint8Array, x: number, y: number) =>
    data[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 0x100000000;
  const worn = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += at(drawn, x + dx, y + dy);
      worn[y * width + x] = Math.max(0, Math.min(255, Math.round(sum / 9 + (random() - 0.5) * 48)));
    }
  const data = new Uint8Array(4 * width * height);
  for (let y = 0; y < 2 * height; y++)
    for (let x = 0; x < 2 * width; x++) {
      const sx = (x + 0.5) / 2 - 0.5,
        sy = (y + 0.5) / 2 - 0.5;
      const x0 = Math.floor(sx),
        y0 = Math.floor(sy),
        fx = sx - x0,
        fy = sy - y0;
      const top = at(worn, x0, y0) * (1 - fx) + at(worn, x0 + 1, y0) * fx;
      const bottom = at(worn, x0, y0 + 1) * (1 - fx) + at(worn, x0 + 1, y0 + 1) * fx;
      data[y * 2 * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  return { width: 2 * width, height: 2 * height, data };
}

describe("white lines between shaded cells on a worn copy", () => {
  it.each([1, 2, 3, 7])("finds every gap of light cells blurred into their gaps under grain (seed %i)", (seed) => {
    // at 400 dpi the table runs x 40-655, y 40-351; row gaps centred at y 115.5, 195.5, 275.5, column gaps at x 243.5, 451.5
    const lines = findBackgroundLines(wornShadedCells(seed), 400);
    const across = (orientation: "horizontal" | "vertical") =>
      lines
        .filter((l) => l.orientation === orientation)
        .map((l) => ({
          at: Math.round(l.at / 4) * 4,
          long: l.to - l.from > 0.9 * (orientation === "horizontal" ? 615 : 311),
        }))
        .sort((a, b) => a.at - b.at);
    expect(across("horizontal")).toEqual([
      { at: 116, long: true },
      { at: 196, long: true },
      { at: 276, long: true },
    ]);
    expect(across("vertical")).toEqual([
      { at: 244, long: true },
      { at: 452, long: true },
    ]);
  });

  it("finds no line in the paper between a grey stripe and worn type whose blurred tops darken away from it", () => {
    // at 400 dpi: a stripe (228) at y 40-99, paper at y 100-115, then the tops of a line of type blurred
    // into a grey that darkens a pixel at a time (238 down to 228 at y 116-121), its strokes from y 122
    const img = page(700, 200, [[40, 40, 660, 100]], 228);
    for (let y = 116; y < 160; y++)
      for (let x = 40; x < 660; x++)
        img.data[y * img.width + x] = y < 122 ? 238 - 2 * (y - 116) : [0, 0, 150, 200, 255][x % 5]!;
    expect(findBackgroundLines(img, 400)).toEqual([]);
    // the same paper over a fill that darkens so and runs on is a white line
    for (let y = 122; y < 160; y++) img.data.fill(228, y * img.width + 40, y * img.width + 660);
    expect(findBackgroundLines(img, 400)).toMatchObject([{ orientation: "horizontal", from: 40, to: 659 }]);
  });
});

describe("whiteLineMask", () => {
  it("marks a pixel when it is paper, or LIGHTER_BY lighter than both sides, its sides `reach` away tinted and inside the image", () => {
    const width = 37,
      height = 26,
      reach = 3;
    const data = new Uint8Array(width * height);
    for (let i = 0, s = 11; i < data.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      data[i] = [150, 200, 215, 224, 225, 239, 240, 255][s >>> 29]!;
    }
    const means = { width, height, data };
    // the columns' means: the same levels turned end for end, so the two ways differ
    const columns = { width, height, data: data.slice().reverse() };
    const mask = whiteLineMask(means, columns, reach);
    for (const [orientation, levels, bit] of [
      ["horizontal", data, HORIZONTAL_WHITE],
      ["vertical", columns.data, VERTICAL_WHITE],
    ] as const) {
      const at = (x: number, y: number) =>
        x >= 0 && y >= 0 && x < width && y < height ? levels[y * width + x]! : undefined;
      const [dx, dy] = orientation === "horizontal" ? [0, reach] : [reach, 0];
      const expected = Array.from({ length: width * height }, (_, i) => {
        const x = i % width,
          y = Math.floor(i / width);
        const before = at(x - dx, y - dy),
          after = at(x + dx, y + dy);
        if (before === undefined || after === undefined || before >= 240 || after >= 240) return 0;
        return levels[i]! >= 240 || levels[i]! >= Math.max(before, after) + 24 ? 1 : 0;
      });
      const marked = [...mask].map((m) => (m & bit ? 1 : 0));
      expect([orientation, marked]).toEqual([orientation, expected]);
      expect(marked.some((m, i) => m === 1 && levels[i]! < 240)).toBe(true);
    }
  });
});
