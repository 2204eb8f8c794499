import { afterAll, describe, expect, it } from "vitest";
import { drawnImage } from "../testing/drawn-image.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { drawTable } from "../testing/fixtures.js";
import { extractTables } from "../pipeline/extract-tables.js";
import { loneStrip, readLoneCharacters } from "./lone-characters.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

describe("loneStrip", () => {
  it("puts each place's ink one under another, each on its own line of the strip", () => {
    // two marks: a tall bar (10 x 30) and a short one (10 x 10)
    const img = drawnImage(200, 100, [
      [20, 10, 30, 40],
      [120, 50, 130, 60],
    ]);
    const places = [
      { x0: 20, y0: 10, x1: 30, y1: 40 },
      { x0: 120, y0: 50, x1: 130, y1: 60 },
    ];
    const { image, slots } = loneStrip(img, places, 30, 1);
    // 24 px of paper (0.8 text heights) above, between and below
    expect(slots).toEqual([
      [24, 54],
      [78, 88],
    ]);
    expect(image.height).toBe(24 + 30 + 24 + 10 + 24);
    const at = (x: number, y: number) => image.data[y * image.width + x];
    expect(at(28, 40)).toBe(0);
    expect(at(28, 80)).toBe(0);
    expect(at(28, 60)).toBe(255);
    expect(at(10, 40)).toBe(255);
  });

  it("scales the strip and its slots with small type", () => {
    const img = drawnImage(100, 50, [[10, 10, 15, 25]]);
    const { image, slots } = loneStrip(img, [{ x0: 10, y0: 10, x1: 15, y1: 25 }], 15, 2);
    expect(slots).toEqual([[24, 54]]);
    expect(image.width).toBe((5 + 2 * 12) * 2);
  });
});

describe("readLoneCharacters", () => {
  it("reads nothing once the page's budget is spent", async () => {
    const img = drawnImage(200, 100, [[20, 10, 30, 40]]);
    const read = await readLoneCharacters(img, [{ x0: 20, y0: 10, x1: 30, y1: 40 }], 30, 300, 1, ["eng"], () => 0);
    expect(read).toEqual([undefined]);
  });
});

// A table of flags and counts (32 rows, four columns of one figure): 128 cells of one character
// alone in their cells, more than the page's 80 crops; read one crop at a time, the last ones
// came back empty.
describe("a scanned table with more cells of one character than crops a page may read", () => {
  it("reads every one of them", async () => {
    const names = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Ginkgo", "Hazel"];
    const cells = [
      ["Model", "Cyl", "Flag", "Code", "Gear"],
      ...Array.from({ length: 32 }, (_, i) => [
        `${names[i % 8]} ${10 + i}`,
        String(4 + 2 * (i % 3)),
        String(i % 2),
        String((i >> 1) % 2),
        String(3 + (i % 3)),
      ]),
    ];
    const { ops } = drawTable(cells, 60, 770, [120, 50, 50, 50, 50], true);
    const result = await extractTables(scannedPdf(makePdf([{ content: ops }]), { dpi: 300 }), {
      ocr: { mode: "auto", pageTimeoutMs: 600_000 },
    });
    expect(result.tables).toHaveLength(1);
    const rows = result.tables[0]!.rows;
    expect(rows.map((r) => r.slice(1).map((c) => c?.text ?? ""))).toEqual(cells.map((r) => r.slice(1)));
  }, 600_000);
});
