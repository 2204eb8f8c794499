import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { ruledTable, textGrid } from "../testing/grid.js";
import { readLetterLookalikes } from "./letter-lookalikes.js";
import type { OcrWord } from "./tesseract-worker.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

/** Paper with four glyph blocks 10 px wide side by side from x 10, rows 20-39 (x-height); the third from row `thirdTop`. */
function fourGlyphs(thirdTop: number) {
  const width = 60,
    height = 50;
  const data = new Uint8Array(width * height).fill(245);
  for (let g = 0; g < 4; g++)
    for (let y = g === 2 ? thirdTop : 20; y < 40; y++)
      for (let x = 11 + 10 * g; x < 19 + 10 * g; x++) data[y * width + x] = 40;
  return { width, height, data };
}
const word = (text: string): OcrWord => ({ text, confidence: 90, x0: 10, y0: 8, x1: 50, y1: 41, line: 0 });

describe("readLetterLookalikes", () => {
  it("reads a figure among lower-case letters as the letter when it stands no taller than they do", () => {
    const [read] = readLetterLookalikes(fourGlyphs(20), [word("mz2m")]);
    expect(read!.text).toBe("mzzm");
    expect(read!.confidence).toBeLessThan(90);
  });

  it("keeps a figure that stands taller than the letters' x-height, words of one letter of x-height and words with marks", () => {
    expect(readLetterLookalikes(fourGlyphs(10), [word("mz2m")])[0]!.text).toBe("mz2m");
    expect(readLetterLookalikes(fourGlyphs(20), [word("k2m")])[0]!.text).toBe("k2m");
    expect(readLetterLookalikes(fourGlyphs(20), [word("m-2m")])[0]!.text).toBe("m-2m");
  });
});

const SOUNDS = [
  ["Animal", "Action", "Result"],
  ["Bee", "Hums", "mzzzzzzm"],
  ["Snake", "Hisses", "hsssssssss"],
  ["Dove", "Coos", "croooooo"],
  ["Cricket", "Chirps", "crzzzzrz"],
];

describe("a worn scan of a table of nonsense words", () => {
  it("reads their blurred letters of x-height as letters, not as figures", async () => {
    const pdf = scannedPdf(makePdf([{ content: ruledTable(SOUNDS, 72, 700, [90, 90, 140]) }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const grid = textGrid(result.tables[0]!);
    // "croooooo" came back "Croooo00" before (the capital is the OCR engine's, not this stage's)
    expect(grid.find((row) => row[0] === "Dove")?.[2]).toMatch(/^[Cc]r[o]+$/u);
    expect(grid.map((row) => row[2] ?? "").filter((text) => /\p{L}\d|\d\p{L}/u.test(text))).toEqual([]);
  }, 600_000);
});
