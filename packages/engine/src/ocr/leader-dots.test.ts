import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { textGrid } from "../testing/grid.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import type { GrayImage } from "./gray-image.js";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";
import { eraseLeaderDots } from "./leader-dots.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

/** A white image at 72 dpi (1 px = 1 pt) with black rectangles [x0, y0, x1, y1) drawn on it. */
const image = (boxes: PixelBox[]) => drawnImage(200, 40, boxes);

/** `n` dots 2 pt square from x, `pitch` apart (a pitch per dot when given as a list). */
function dots(x: number, n: number, pitch: number | number[]): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    out.push([x, 20, x + 2, 22]);
    x += Array.isArray(pitch) ? pitch[i]! : pitch;
  }
  return out;
}

const ink = (img: GrayImage) => img.data.filter((v) => v < 128).length;

describe("eraseLeaderDots", () => {
  it("paints a row of evenly spaced dots white and leaves the strokes beside it", () => {
    const stroke: [number, number, number, number] = [10, 10, 14, 30];
    const { image: out, leaders } = eraseLeaderDots(image([stroke, ...dots(20, 8, 4)]), 72);
    expect(leaders).toBe(1);
    expect(ink(out)).toBe(4 * 20);
  });

  it("keeps too few dots, unevenly spaced dots, dots out of level and bars", () => {
    for (const marks of [
      dots(20, 4, 4),
      dots(20, 6, [4, 4, 2, 6, 4]),
      [...dots(20, 3, 4), ...dots(32, 3, 4).map(([x0, y0, x1, y1]) => [x0, y0 + 3, x1, y1 + 3])],
      Array.from({ length: 6 }, (_, i) => [20 + 8 * i, 20, 25 + 8 * i, 22]),
    ] as [number, number, number, number][][]) {
      const img = image(marks);
      expect(eraseLeaderDots(img, 72)).toEqual({ image: img, leaders: 0 });
    }
  });
});

describe("dot leaders on a worn scanned page", () => {
  it("leave the table's columns and labels as printed, without garbage words read from the dots", async () => {
    const labels = [
      "Burglary",
      "Larceny-theft",
      "Motor vehicle theft",
      "Arson",
      "Other assaults",
      "Fraud",
      "Vandalism",
    ];
    const rows = [["Offense", "Total", "Under 18", "Over 18"]];
    labels.forEach((label, i) => {
      const leader = " .".repeat(Math.floor((150 - label.length * 4.5) / 4.6));
      const figures = [240.9 + i * 113.7, 60.3 + i * 7.9, 180.6 + i * 105.8].map((v) => v.toFixed(1));
      rows.push([`${label}${leader}`, ...figures]);
    });
    const { ops } = layoutTable(rows, 60, 100, [160, 60, 60, 60], { headerRule: true, topBottomRules: true });
    const worn = scannedPdf(makePdf([{ content: ops }]), WORN_SCAN);
    const result = await extractTables(worn, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    // the leaders themselves are not text the OCR page keeps
    const expected = rows.map(([label, ...rest]) => [label!.replace(/( \.)+$/u, ""), ...rest]);
    expect(textGrid(result.tables[0]!)).toEqual(expected);
  }, 600_000);
});
