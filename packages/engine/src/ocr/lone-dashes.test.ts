import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { textGrid } from "../testing/grid.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { drawnImage, ocrWord, type PixelBox } from "../testing/drawn-image.js";
import type { GrayImage } from "./gray-image.js";
import { findLoneDashes, inkBlobs } from "./lone-dashes.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const image = (width: number, height: number, boxes: PixelBox[]) => drawnImage(width, height, boxes);
const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ocrWord(text, x0, y0, x1, y1);

describe("inkBlobs", () => {
  it("joins touching runs, diagonals included, and keeps apart what does not touch", () => {
    const img = image(20, 10, [
      [1, 1, 4, 2],
      [4, 2, 6, 3], // touches the first only at a corner
      [10, 1, 12, 8],
    ]);
    const blobs = [...inkBlobs(img)].sort((a, b) => a.x0 - b.x0);
    expect(blobs).toEqual([
      { x0: 1, y0: 1, x1: 6, y1: 3, pixels: 5 },
      { x0: 10, y0: 1, x1: 12, y1: 8, pixels: 14 },
    ]);
  });
});

describe("inkBlobs on grain", () => {
  /** Seeded specks and strokes: many runs a row, touching one another every which way. */
  function specks(width: number, height: number, seed: number): GrayImage {
    const data = new Uint8Array(width * height);
    for (let i = 0, s = seed; i < data.length; i++)
      data[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24 < 90 ? 40 : 250;
    return { width, height, data };
  }

  /** The blobs by flood fill from each ink pixel not yet reached, in reading order of their first pixel. */
  function floodBlobs({ width, height, data }: GrayImage, level: number) {
    const seen = new Uint8Array(width * height);
    const out: { x0: number; y0: number; x1: number; y1: number; pixels: number }[] = [];
    for (let i = 0; i < data.length; i++) {
      if (seen[i] || data[i]! >= level) continue;
      const blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0 };
      const stack = [i];
      seen[i] = 1;
      while (stack.length) {
        const j = stack.pop()!;
        const x = j % width,
          y = (j - x) / width;
        Object.assign(blob, {
          x0: Math.min(blob.x0, x),
          y0: Math.min(blob.y0, y),
          x1: Math.max(blob.x1, x + 1),
          y1: Math.max(blob.y1, y + 1),
          pixels: blob.pixels + 1,
        });
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const k = j + dy * width + dx;
            if (x + dx < 0 || x + dx >= width || y + dy < 0 || y + dy >= height || seen[k] || data[k]! >= level)
              continue;
            seen[k] = 1;
            stack.push(k);
          }
      }
      out.push(blob);
    }
    return out;
  }

  it("finds every 8-connected blob, in the order their first pixels come", () => {
    for (const seed of [1, 2, 3]) {
      const img = specks(97, 61, seed);
      expect(inkBlobs(img, 128)).toEqual(floodBlobs(img, 128));
    }
  });

  it("finds an image's blobs once per level: dot leaders and unread words share them", () => {
    const img = specks(50, 50, 4);
    expect(inkBlobs(img, 200)).toBe(inkBlobs(img, 200));
    expect(inkBlobs(img, 170)).not.toBe(inkBlobs(img, 200));
  });
});

describe("inkBlobs on a halftone", () => {
  it("reports nothing for an image of more ink runs than a text page has, so memory stays bounded", () => {
    // every other pixel ink: 1000 runs a row, 1.1 million in all
    const width = 2000,
      height = 1100;
    const data = new Uint8Array(width * height).fill(255);
    for (let i = 0; i < data.length; i += 2) data[i] = 0;
    expect(inkBlobs({ width, height, data })).toEqual([]);
    // the same ink on a tenth of the rows is read
    expect(inkBlobs({ width, height: 110, data: data.subarray(0, width * 110) }).length).toBeGreaterThan(0);
  });
});

describe("findLoneDashes", () => {
  // a row of text 40 px high from y 100: a label word, a lone bar in the next column, a word after it
  const label = word("Label", 20, 100, 200, 140);
  const after = word("12.5", 600, 100, 700, 140);
  const letters: [number, number, number, number][] = [
    [20, 100, 200, 140],
    [600, 100, 700, 140],
  ];

  it("adds a lone bar at the middle of a row of words as the word '-'", () => {
    const img = image(800, 300, [...letters, [390, 118, 402, 123]]);
    expect(findLoneDashes(img, [label, after])).toEqual([
      expect.objectContaining({ text: "-", x0: 390, y0: 118, x1: 402, y1: 123 }),
    ]);
  });

  it("adds a worn copy's pale bar (grey 150: the blur spreads a thin dash's ink), but not one as pale as grain", () => {
    const pale = drawnImage(800, 300, letters);
    for (const [grey, found] of [
      [150, 1],
      [190, 0],
    ] as const) {
      const img = { ...pale, data: pale.data.slice() };
      for (let y = 118; y < 123; y++) img.data.fill(grey, y * 800 + 390, y * 800 + 402);
      expect(findLoneDashes(img, [label, after])).toHaveLength(found);
    }
  });

  it("adds nothing for a bar an OCR word already covers, a bar beside other ink, or one off the rows", () => {
    const covered = image(800, 300, [...letters, [390, 118, 402, 123]]);
    expect(findLoneDashes(covered, [label, after, word("-", 388, 116, 404, 125)])).toEqual([]);
    // a minus sign in front of digits the OCR engine missed is not a "-" cell
    const beside = image(800, 300, [...letters, [390, 118, 402, 123], [406, 102, 420, 140]]);
    expect(findLoneDashes(beside, [label, after])).toEqual([]);
    // below every row of words: a stray mark, not a cell
    const offRow = image(800, 300, [...letters, [390, 218, 402, 223]]);
    expect(findLoneDashes(offRow, [label, after])).toEqual([]);
  });

  it("adds nothing for a long rule, a square speck or a tall stroke", () => {
    for (const mark of [
      [300, 118, 500, 122],
      [390, 116, 396, 122],
      [390, 105, 394, 135],
    ] as [number, number, number, number][]) {
      expect(findLoneDashes(image(800, 300, [...letters, mark]), [label, after])).toEqual([]);
    }
  });
});

describe("lone '-' cells of a scanned table", () => {
  it("come back as '-', where the OCR engine alone returns most of them empty", async () => {
    const rows = [["Name", "Q1", "Q2", "Q3"]];
    for (let i = 0; i < 14; i++) {
      rows.push([
        `Line item ${i + 1}`,
        i % 3 === 0 ? "-" : (i * 137.25).toFixed(2),
        i % 4 === 1 ? "-" : String(1000 + i * 3871),
        i % 5 === 2 ? "-" : (i * 8.6).toFixed(1),
      ]);
    }
    const { ops } = layoutTable(rows, 60, 100, [150, 90, 90, 90], { headerRule: true, topBottomRules: true });
    const result = await extractTables(scannedPdf(makePdf([{ content: ops }]), { dpi: 300 }), {
      ocr: { mode: "auto", pageTimeoutMs: 600_000 },
    });
    expect(result.tables).toHaveLength(1);
    const grid = textGrid(result.tables[0]!);
    expect(grid).toHaveLength(rows.length);
    const dashes = (g: string[][]) => g.flatMap((row, r) => row.map((c, k) => (c.trim() === "-" ? `${r},${k}` : "")));
    expect(dashes(grid).filter(Boolean)).toEqual(dashes(rows).filter(Boolean));
  }, 600_000);
});
