import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { drawnImage, ocrWord, type PixelBox } from "../testing/drawn-image.js";
import { drawTable } from "../testing/fixtures.js";
import { makePdf } from "../testing/make-pdf.js";
import { ARREST_LABELS, offenceTable } from "../testing/offence-table.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";
import { findUnreadPlaces, MAX_CROPS, readUnreadInk } from "./unread-ink.js";

afterAll(() => shutdownOcr());

/** Letters of a word drawn as bars 8 px wide with 4 px gaps, 30 px high from `top`. */
function letters(x0: number, top: number, count: number): PixelBox[] {
  return Array.from({ length: count }, (_, i): PixelBox => [x0 + i * 12, top, x0 + i * 12 + 8, top + 30]);
}

describe("findUnreadPlaces", () => {
  // two rows of words 30 px high; the words' boxes reach 4 px past their ink up and down, as OCR boxes do
  const read = [ocrWord("Forcible", 20, 96, 116, 134), ocrWord("12.5", 400, 96, 460, 134)];
  const row1: PixelBox[] = [...letters(20, 100, 8), ...letters(400, 100, 5)];

  it("finds a word's ink that no word covers, on the next row, though the box above grazes it", () => {
    // the next row's label starts 2 px under the box of the word above
    const img = drawnImage(600, 300, [...row1, ...letters(30, 136, 7)]);
    expect(findUnreadPlaces(img, read)).toEqual([{ x0: 30, y0: 136, x1: 110, y1: 166, pixels: 7 * 240, lone: false }]);
  });

  it("finds nothing where every word was read, nor for a letter a word's box left out, specks or a dash", () => {
    const img = drawnImage(600, 300, [
      ...row1,
      [122, 100, 130, 130], // a last letter just past the box of "Forcible"
      [300, 200, 302, 202], // a speck
      [200, 150, 230, 154], // a dash: not as tall as a line of text
    ]);
    expect(findUnreadPlaces(img, read)).toEqual([]);
  });

  it("finds a lone character or mark with no word beside it, but not one beside a word, a bare stroke or a dot", () => {
    // text height here is the words' 38 px: a figure 30 px high and 14 wide is a lone character
    const img = drawnImage(600, 400, [
      ...row1,
      [40, 200, 54, 230], // a row number alone in its cell
      [130, 100, 144, 130], // beside "Forcible": its line's word is within a text height
      [300, 200, 303, 230], // a bare stroke: what is left of a ruling
      [400, 200, 414, 213], // a mark as tall as an asterisk: read, kept only as "*"
      [500, 200, 510, 208], // a dot, under a third of a text height
    ]);
    expect(findUnreadPlaces(img, read)).toEqual([
      { x0: 40, y0: 200, x1: 54, y1: 230, pixels: 14 * 30, lone: true },
      { x0: 400, y0: 200, x1: 414, y1: 213, pixels: 14 * 13, lone: true },
    ]);
  });

  it("reads no more than MAX_CROPS places on a page of noise, the ones with most ink first", () => {
    const blobs: PixelBox[] = [];
    for (let i = 0; i < 200; i++) {
      const x = 20 + (i % 20) * 70,
        y = 200 + Math.floor(i / 20) * 50;
      blobs.push([x, y, x + 30 + (i % 7), y + 30]);
    }
    const places = findUnreadPlaces(drawnImage(1500, 800, [...row1, ...blobs]), read);
    expect(places).toHaveLength(MAX_CROPS);
    const ink = places.map((p) => p.pixels);
    expect(ink).toEqual([...ink].sort((a, b) => b - a));
    expect(ink.at(-1)).toBeGreaterThanOrEqual(30 * 30);
  });

  it("reads nothing on a halftone: past 20,000 blobs clear of every word the page is not text", () => {
    const dots: PixelBox[] = [];
    for (let row = 0; row < 140; row++)
      for (let col = 0; col < 150; col++) dots.push([col * 10, 200 + row * 30, col * 10 + 6, 200 + row * 30 + 24]);
    expect(findUnreadPlaces(drawnImage(1500, 4400, [...row1, ...dots]), read)).toEqual([]);
    // the same dots on a tenth of the rows make places (each row joins into one)
    expect(findUnreadPlaces(drawnImage(1500, 4400, [...row1, ...dots.slice(0, 150 * 14)]), read)).toHaveLength(14);
  });
});

describe("readUnreadInk", () => {
  it("reads nothing once the page's budget is spent, and gives the words back as they were", async () => {
    const read = [ocrWord("Forcible", 20, 96, 116, 134)];
    const img = drawnImage(600, 300, [...letters(20, 100, 8), ...letters(30, 136, 7)]);
    const words = await readUnreadInk(img, read, 400, ["eng"], () => 0);
    expect(words).toEqual(read);
  });
});

// Tesseract's sparse-text layout drops many cells of one character: a ruled table's row numbers and
// one-letter grades came back with gaps on clean and worn copies alike.
describe("a scanned table with cells of one character", () => {
  const cells = [
    ["Row", "Licensee", "Grade"],
    ...["Mukand Infotel", "Edge Telecom", "Southern Online", "Blaze Net", "Unified Voice", "Synchrist Network"].map(
      (name, i) => [String(i + 1), name, "AB*CA*"[i]!],
    ),
  ];
  // A worn copy blurs an asterisk past reading (the OCR engine gives "-" at 49% or nothing): there
  // only the figures and letters are asked for.
  it.each([
    ["clean", true, { dpi: 300 }],
    ["worn", false, WORN_SCAN],
  ])(
    "reads every row number and grade of a %s copy (withheld grades, *, asked: %s)",
    async (_, marks, scan) => {
      const { ops } = drawTable(cells, 60, 700, [50, 200, 60], true);
      const result = await extractTables(scannedPdf(makePdf([{ content: ops }]), scan), {
        ocr: { mode: "auto", pageTimeoutMs: 600_000 },
      });
      expect(result.tables).toHaveLength(1);
      const rows = result.tables[0]!.rows;
      expect(rows.map((r) => r[0]?.text)).toEqual(cells.map((r) => r[0]));
      const asked = (i: number) => marks || cells[i]![2] !== "*";
      expect(rows.map((r) => r[2]?.text).filter((_, i) => asked(i))).toEqual(
        cells.map((r) => r[2]).filter((_, i) => asked(i)),
      );
    },
    600_000,
  );
});

// Small type, dot leaders and a worn 200 dpi copy: the sparse-text layout returned no word for the
// indented labels "Murder", "Theft" and "Arson" (and the header "2020"), so those rows had no label.
describe("a worn scan of a table with short indented labels", () => {
  it("reads every label, the skipped ones from crops of the ink no word covered", async () => {
    const { rows, ops } = offenceTable();
    const pdf = scannedPdf(makePdf([{ content: ops }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const table = result.tables[0]!;
    expect(table.rows.map((r) => r[0]?.text)).toEqual(rows.map((r) => r[0]));
    // every header cell holds something ("2019" and "2020" read as years is the decimal-point stage's concern)
    expect(table.rows[0]!.filter((c) => c?.text)).toHaveLength(rows[0]!.length);
  }, 600_000);
});

// A tight arrests table in 6 pt type on a worn copy: the crop of the skipped label "Gambling" read
// right but 64 sure (under the 70 a crop's reading needs) and 87 at twice the size.
describe("a worn scan of a tight table in 6 pt type", () => {
  it("keeps a skipped label whose crop reads the same, and sure, at twice the size", async () => {
    const { rows, ops } = offenceTable(6, ARREST_LABELS, {
      left: 40,
      columns: [200, 250, 300],
      lineHeight: 1.2,
      leaderTo: 140,
    });
    const pdf = scannedPdf(makePdf([{ content: ops }]), { ...WORN_SCAN, seed: 3 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const table = result.tables[0]!;
    expect(table.rows).toHaveLength(rows.length);
    const gambling = rows.findIndex((r) => r[0] === "Gambling");
    expect(table.rows[gambling]![0]?.text).toBe("Gambling");
    expect(table.rows[gambling]!.slice(1).map((c) => c?.text)).toEqual(rows[gambling]!.slice(1));
  }, 600_000);
});
