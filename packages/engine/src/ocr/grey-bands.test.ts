import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import type { GrayImage } from "./gray-image.js";
import { findGreyBands, lightenGreyBands } from "./grey-bands.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const DPI = 400;

/** A white page 800 px square with a band at (100, 100)-(500, 180) of `fill` (give or take 12 of grain) holding strokes of `text` grey. */
function bandPage(fill: number, text: number): GrayImage {
  const width = 800,
    height = 800;
  const data = new Uint8Array(width * height).fill(250);
  for (let y = 100; y < 180; y++) {
    for (let x = 100; x < 500; x++) {
      // letters: strokes 8 px wide, 40 px tall, one every 24 px from x = 130 to 400
      const stroke = y >= 120 && y < 160 && x >= 130 && x < 400 && (x - 130) % 24 < 8;
      data[y * width + x] = stroke ? text : fill + (((x * 7 + y * 13) % 25) - 12);
    }
  }
  return { width, height, data };
}

describe("findGreyBands", () => {
  it("finds a mid-grey fill under dark type, and lifting it leaves the type dark on paper", () => {
    const img = bandPage(178, 30);
    const bands = findGreyBands(img, DPI);
    expect(bands).toHaveLength(1);
    const b = bands[0]!;
    expect(b.x0).toBeLessThanOrEqual(106);
    expect(b.x1).toBeGreaterThanOrEqual(494);
    expect(b.fill).toBeGreaterThan(168);
    expect(b.fill).toBeLessThan(188);
    const out = lightenGreyBands(img, bands, DPI);
    expect(out.data[110 * 800 + 300]).toBeGreaterThan(225); // fill
    expect(out.data[140 * 800 + 132]).toBeLessThan(60); // type
    expect(out.data[50 * 800 + 50]).toBe(250); // paper away from the band
  });

  it("leaves white type on grey, light fills (a zebra stripe) and dark bands (dark-bands.ts) alone", () => {
    expect(findGreyBands(bandPage(178, 255), DPI)).toEqual([]);
    expect(findGreyBands(bandPage(225, 30), DPI)).toEqual([]);
    expect(findGreyBands(bandPage(100, 255), DPI)).toEqual([]);
  });
});

describe("a worn scan of a table whose header row is black type on mid-grey", () => {
  it("reads the header", async () => {
    const header = ["Depot", "Item", "Quantity", "Total"];
    const xs = [60, 140, 230, 320];
    const ops = [`0.7 g 58 ${792 - 116} 330 18 re f 0 g`];
    header.forEach((h, c) => ops.push(textOps(xs[c]!, 102, h)));
    ["Evora", "Izmir", "Oulu", "Dresden", "Genoa"].forEach((d, r) => {
      const top = 124 + r * 16;
      const cells = [
        d,
        ["Cable ties", "Paint tins", "Glass panes", "Door hinges", "Floor tiles"][r]!,
        String(300 + r * 47),
        String(2100 + r * 311),
      ];
      cells.forEach((t, c) => ops.push(textOps(xs[c]!, top, t)));
    });
    const pdf = scannedPdf(makePdf([{ content: ops.join("\n") }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    // "Item" may come back "item": the case of a worn capital I is not what is tested
    const read = result.tables[0]!.rows[0]!.map((c) => c.text.toLowerCase());
    expect(read).toEqual(header.map((h) => h.toLowerCase()));
  }, 600_000);
});
