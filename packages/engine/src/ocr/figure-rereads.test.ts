import * as mupdf from "mupdf";
import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { ocrWord } from "../testing/drawn-image.js";
import { figureTable } from "../testing/figure-table.js";
import { makePdf } from "../testing/make-pdf.js";
import { restingTypeTable } from "../testing/resting-type.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { betterReading, figureDoubts, rereadFigures, type FigureDoubt } from "./figure-rereads.js";
import { digitWidths, figureUnits, misfit } from "./figure-widths.js";
import { LOW_SCAN_OCR_DPI, renderForOcr } from "./page-image.js";
import { readUpright } from "./upright-reading.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

/** Totals of a yearbook table, comma-grouped. */
const TIGHT_TOTALS = [
  ["Total", "453,515", "895,111", "456,431", "718,382"],
  ["Exports", "487,183", "886,211", "494,220", "816,623"],
  ["Imports", "495,580", "810,565", "627,469", "540,367"],
];

// A row of figures 30 px tall whose digits print 20 px wide and marks 5 px.
const row = [
  ocrWord("Robbery", 20, 100, 160, 130, 1, 95),
  ocrWord("1,234.5", 300, 100, 410, 130, 1, 95),
  ocrWord("67.8", 450, 100, 515, 130, 1, 95),
  ocrWord("901.2", 600, 100, 685, 130, 1, 95),
];

describe("figure widths", () => {
  it("counts digits one width and marks a quarter", () => {
    expect(figureUnits("1,234.5")).toBe(5.5);
    expect(figureUnits("(X)")).toBeCloseTo(2.5, 5);
  });

  it("measures a digit from the other figures of the word's line", () => {
    const word = ocrWord("4.1", 750, 100, 815, 130, 1, 91); // a box as wide as "4.11"
    const at = digitWidths([...row, word]);
    expect(at(word)).toBeCloseTo(20, 0);
    expect(misfit(word, "4.1", at(word)!)).toBeCloseTo(1, 0);
    expect(misfit(word, "4.11", at(word)!)).toBeCloseTo(0, 0);
  });
});

describe("figureDoubts", () => {
  it("doubts figures read unsure, boxes a figure too wide, stray characters and lost opening brackets; not sure words that fit", () => {
    const words = [
      ...row,
      ocrWord("4.1", 750, 100, 815, 130, 1, 91),
      ocrWord("72.0", 850, 100, 915, 130, 1, 60),
      ocrWord("2.8A4", 950, 100, 1040, 130, 1, 80),
      ocrWord("X)", 1100, 100, 1140, 130, 1, 80),
      ocrWord("12.5", 1200, 100, 1265, 130, 1, 93),
    ];
    const doubted = figureDoubts(words).map((d) => [d.word.text, d.allowed.includes("X")]);
    expect(doubted.sort()).toEqual([
      ["2.8A4", false],
      ["4.1", false],
      ["72.0", false],
      ["X)", true],
    ]);
  });
});

describe("betterReading", () => {
  const doubt = (text: string, confidence: number, x1: number): FigureDoubt => {
    const word = ocrWord(text, 750, 100, x1, 130, 1, confidence);
    return { word, allowed: "0123456789.,()-", misfit: misfit(word, text, 20), digitWidth: 20 };
  };
  const read = (text: string, confidence: number) => [ocrWord(text, 0, 0, 10, 10, 1, confidence)];

  it("takes a surer reading that fits the box", () => {
    expect(betterReading(doubt("722.0", 66, 835), read("727.0", 80))).toEqual({ text: "727.0", confidence: 80 });
  });

  it("takes a less sure reading that fits a box the word was a figure too narrow for", () => {
    expect(betterReading(doubt("4.1", 91, 815), read("4.11", 70))).toEqual({ text: "4.11", confidence: 70 });
    // ... but not one read under the floor
    expect(betterReading(doubt("4.1", 91, 815), read("4.11", 50))).toBeNull();
  });

  it("keeps the word when the reading loses or changes a mark, does not fit, is less sure, or is not one figure", () => {
    expect(betterReading(doubt("26.5", 70, 815), read("265", 90))).toBeNull();
    expect(betterReading(doubt("9,739", 70, 845), read("9.739", 90))).toBeNull();
    expect(betterReading(doubt("91.0", 70, 815), read("891.0", 90))).toBeNull();
    expect(betterReading(doubt("722.0", 80, 835), read("727.0", 70))).toBeNull();
    // a few points surer is a coin toss, not a better reading
    expect(betterReading(doubt("52,315", 69, 855), read("92,315", 71))).toBeNull();
    expect(betterReading(doubt("1,540.0", 70, 870), [...read("1", 90), ...read("540.0", 90)])).toBeNull();
  });

  it("takes grouping marks a reading adds to an integer the page read with glyphs and marks lost", () => {
    // "494,220" read "04220" and "816,623" read "$6623" at the foot of a worn tight row
    expect(betterReading(doubt("04220", 37, 875), read("494.220", 92))).toEqual({ text: "494.220", confidence: 92 });
    expect(betterReading(doubt("6623", 23, 875), read("816,623", 87))).toEqual({ text: "816,623", confidence: 87 });
    expect(betterReading(doubt("1,2488", 40, 925), read("1,248,804", 80))).toEqual({
      text: "1,248,804",
      confidence: 80,
    });
    // not a mark swapped, dropped or added to a figure with decimals, nor a group that is not of three
    expect(betterReading(doubt("895.111", 19, 895), read("895,111", 77))).toBeNull();
    expect(betterReading(doubt("1.104", 40, 925), read("1,104,018", 80))).toBeNull();
    expect(betterReading(doubt("4220", 37, 875), read("494,220.5", 92))).toBeNull();
    expect(betterReading(doubt("4220", 37, 875), read("49,4220", 92))).toBeNull();
    expect(betterReading(doubt("4220", 37, 875), read("094,220", 92))).toBeNull();
  });

  it("gives a bracketed code its opening bracket back", () => {
    const word = ocrWord("X)", 750, 100, 800, 130, 1, 51);
    const d = { word, allowed: "0123456789.,()-Xx", misfit: misfit(word, "X)", 20), digitWidth: 20 };
    expect(betterReading(d, read("(X)", 77))).toEqual({ text: "(X)", confidence: 77 });
  });
});

describe("a worn scan of a table of figures in 7 pt type", () => {
  it("reads its figures again from crops: every (X) cell keeps its opening bracket", async () => {
    const { rows, ops } = figureTable(7);
    const pdf = scannedPdf(makePdf([{ content: ops }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const got = result.tables[0]!.rows.map((r) => r.map((c) => c.text));
    const cells = (g: string[][]) => g.slice(1).flatMap((r) => r.slice(1));
    const expected = cells(rows),
      read = cells(got);
    expect(read.filter((c) => c === "(X)")).toHaveLength(expected.filter((c) => c === "(X)").length);
    // without the crops 76 of the 80 figures read exactly ("(X)" read "X)"); none read right is lost to them
    expect(read.filter((c, i) => c === expected[i]).length).toBeGreaterThanOrEqual(77);
  }, 600_000);
});

describe("a worn tight row of grouped figures whose page reading lost glyphs and commas", () => {
  it("reads each figure whole from its crop, grouping marks and all", async () => {
    // figures set as a yearbook's total row: the baseline 0.6 pt over the bottom rule, the row
    // barely taller than the type; the page's reading of such a row dropped glyphs and commas
    // ("494,220" read "04220"), here put in by hand over each figure's box
    const x = 72,
      top = 700,
      rowHeight = 10,
      widths = [60, 52, 52, 52, 52];
    const pdf = scannedPdf(
      makePdf([{ content: restingTypeTable(TIGHT_TOTALS, x, top, widths, { size: 8, gap: 0.6, rowHeight }) }]),
      WORN_SCAN,
    );
    const doc = mupdf.Document.openDocument(pdf, "application/pdf");
    const { image, dpi, scale } = renderForOcr(doc, 1, LOW_SCAN_OCR_DPI);
    doc.destroy();
    const page = await readUpright(image, dpi, ["eng"], () => 600_000);
    const figures = TIGHT_TOTALS.flatMap((row, r) =>
      row.slice(1).map((text, c) => {
        // the figure's box: the union of the page's words in its cell
        const left = x + widths.slice(0, c + 1).reduce((a, b) => a + b, 0);
        const y0 = (792 - top + r * rowHeight) * scale,
          y1 = y0 + rowHeight * scale;
        const x0 = left * scale,
          x1 = (left + widths[c + 1]!) * scale;
        const parts = page.words.filter((w) => {
          const cy = (w.y0 + w.y1) / 2,
            cx = (w.x0 + w.x1) / 2;
          return cy > y0 && cy < y1 && cx > x0 && cx < x1 && /\d/.test(w.text);
        });
        if (parts.length === 0) return null;
        const lost = text.replace(/,/g, "").slice(1); // a glyph and the commas lost
        return {
          text,
          word: {
            ...parts[0]!,
            text: lost,
            confidence: 30,
            x0: Math.min(...parts.map((p) => p.x0)),
            x1: Math.max(...parts.map((p) => p.x1)),
            y0: Math.min(...parts.map((p) => p.y0)),
            y1: Math.max(...parts.map((p) => p.y1)),
          },
        };
      }),
    );
    const found = figures.filter((f) => f !== null);
    expect(found.length).toBeGreaterThanOrEqual(8);
    const others = page.words.filter((w) => !found.some((f) => f.word.line === w.line && /\d/.test(w.text)));
    const reread = await rereadFigures(
      page.clean,
      [...others, ...found.map((f) => f.word)],
      dpi,
      ["eng"],
      () => 600_000,
    );
    // the marks a crop reads may be points ("494.220"): the column's stage reads them as commas
    const right = found.filter((f) =>
      reread.some((w) => w.x0 === f.word.x0 && w.y0 === f.word.y0 && w.text.replace(/\./g, ",") === f.text),
    );
    // before, no reading that added a grouping mark was taken: none came back
    expect(right.length).toBeGreaterThanOrEqual(found.length / 2);
  }, 600_000);
});
