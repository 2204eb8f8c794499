import * as mupdf from "mupdf";
import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { ruledTablePdf } from "../testing/fixtures.js";
import { normGrid, textGrid } from "../testing/grid.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { bandReadsBetterFlipped, busiestBand, cropBand } from "./flip-sample.js";
import { toPgm, turnImage } from "./gray-image.js";
import { renderForOcr } from "./page-image.js";
import { recognizeWords, shutdownOcr, type OcrWord } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const SLOW = 600_000;
const auto = { ocr: { mode: "auto" as const, pageTimeoutMs: 600_000 } };

function word(y0: number, y1: number): OcrWord {
  return { text: "w", confidence: 50, x0: 0, x1: 10, y0, y1, line: 0 };
}

describe("busiestBand", () => {
  it("takes the eighth of the page where the words crowd, starting a word's height above the first", () => {
    const sparse = [word(10, 20), word(300, 310)];
    const dense = Array.from({ length: 6 }, (_, i) => word(500 + i * 12, 510 + i * 12));
    const band = busiestBand([...sparse, ...dense], 800);
    expect(band.y1 - band.y0).toBe(100);
    expect(band.y0).toBe(495);
  });

  it("stays on the page when the densest words are at its foot", () => {
    const band = busiestBand([word(780, 790), word(785, 795), word(10, 20)], 800);
    expect(band).toEqual({ y0: 700, y1: 800 });
  });

  it("crops whole rows", () => {
    const img = { width: 3, height: 4, data: Uint8Array.from([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]) };
    expect(cropBand(img, { y0: 1, y1: 3 })).toEqual({ width: 3, height: 2, data: Uint8Array.from([1, 1, 1, 2, 2, 2]) });
  });
});

describe("reading a poor page upside down only when a sample says so", () => {
  it(
    "a worn copy the right way up: its band reads no better turned; upside down it does",
    async () => {
      const doc = mupdf.Document.openDocument(scannedPdf(ruledTablePdf().bytes, WORN_SCAN), "application/pdf");
      const { image, dpi } = renderForOcr(doc, 1, 400);
      const left = () => SLOW;
      const words = await recognizeWords(toPgm(image), ["eng"], dpi, SLOW);
      expect(await bandReadsBetterFlipped(image, words, dpi, ["eng"], left)).toBe(false);
      const turned = turnImage(image, 180);
      const wordsTurned = await recognizeWords(toPgm(turned), ["eng"], dpi, SLOW);
      expect(await bandReadsBetterFlipped(turned, wordsTurned, dpi, ["eng"], left)).toBe(true);
    },
    SLOW,
  );

  it.each([
    ["a clean", { dpi: 300, turn: 180 as const }],
    ["a worn", { ...WORN_SCAN, turn: 180 as const }],
  ])(
    "reads %s upside-down scan of a ruled table as the table",
    async (_, scan) => {
      const fixture = ruledTablePdf();
      const result = await extractTables(scannedPdf(fixture.bytes, scan), auto);
      expect(result.tables).toHaveLength(1);
      expect(normGrid(textGrid(result.tables[0]!))).toEqual(normGrid(fixture.tables[0]!.cells));
    },
    SLOW,
  );
});
