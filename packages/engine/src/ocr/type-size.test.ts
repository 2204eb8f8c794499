import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { ocrWord } from "../testing/drawn-image.js";
import { DEPOT_FIGURES_WIDTHS, depotFigures } from "../testing/depot-figures.js";
import { layoutTable, textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { glyphsFromWords } from "./ocr-glyphs.js";
import { shutdownOcr } from "./tesseract-worker.js";
import { lineTypeSize } from "./type-size.js";

afterAll(() => shutdownOcr());

// One type at 300 dpi: capitals and figures 100..130, baseline 130, commas and brackets to 137.
const bracketed = [
  ocrWord("Lyon", 100, 100, 190, 137),
  ocrWord("(599)", 300, 98, 400, 137),
  ocrWord("1,668", 500, 100, 600, 136),
];
const plain = [ocrWord("Aberdeen", 100, 100, 260, 130, 2), ocrWord("903", 300, 100, 360, 130, 2)];

describe("lineTypeSize", () => {
  it("gives a row of plain figures the size of a row whose brackets and commas reach lower", () => {
    expect(lineTypeSize(plain)).toBeCloseTo(lineTypeSize(bracketed), 5);
    expect(lineTypeSize(plain)).toBeCloseTo(30 * 1.3, 5);
  });

  it("grows with the type: capitals twice as tall are twice the size", () => {
    const big = [ocrWord("Total", 100, 100, 300, 160), ocrWord("4,200", 400, 100, 600, 172)];
    expect(lineTypeSize(big)).toBeCloseTo(2 * lineTypeSize(plain), 5);
  });

  it("takes the baseline from words with letters or figures, not from nil dashes that end above it", () => {
    // "Bergen 7 2,399 - 3,512 -": only "7" and the two dashes lack descenders; the dashes end at mid-height.
    const withDashes = [
      ocrWord("Bergen", 100, 100, 220, 137),
      ocrWord("7", 240, 100, 255, 130),
      ocrWord("2,399", 300, 100, 400, 136),
      ocrWord("-", 440, 113, 452, 117),
      ocrWord("3,512", 500, 100, 600, 136),
      ocrWord("-", 640, 113, 652, 117),
    ];
    expect(lineTypeSize(withDashes)).toBeCloseTo(lineTypeSize(plain), 5);
  });

  it("keeps the ink height of a line without capitals, figures or ascenders", () => {
    expect(lineTypeSize([ocrWord("-", 100, 110, 120, 114)])).toBe(4);
    expect(lineTypeSize([ocrWord("were", 100, 108, 160, 130), ocrWord("more", 170, 108, 230, 130)])).toBe(22);
  });
});

describe("glyphsFromWords", () => {
  it("sets one font size for rows of one type whatever their letters, in points", () => {
    const { glyphs } = glyphsFromWords([...bracketed, ...plain.map((w) => ({ ...w, line: 2 }))], 300 / 72);
    const sizes = new Set(glyphs.map((g) => g.fontSize.toFixed(3)));
    expect(sizes.size).toBe(1);
    // the ink boxes stay as read: the bracketed row's glyphs reach lower
    expect(Math.max(...glyphs.map((g) => g.bbox.y1))).toBeCloseTo(137 / (300 / 72), 5);
  });
});

describe("a scanned borderless table whose last row has neither brackets nor commas", () => {
  it("keeps that row, with prose under the table", async () => {
    const rows = depotFigures();
    const { ops, bottom } = layoutTable(rows, 60, 150, DEPOT_FIGURES_WIDTHS);
    // Prose above and below, as on a report page.
    const sentences = [
      "Each depot files its returns at the end of every quarter, and the figures are checked before",
      "they are published in this report. Late returns are carried into the next quarter where they",
      "are known, and corrections made since the last report are shown in the table below as well.",
    ];
    const notes = [
      "The figures above were compiled from the quarterly returns of each depot. Amounts are in euros",
      "and rounded to the nearest unit; a dash marks a depot that did not report in the period.",
    ];
    const prose = [
      ...sentences.map((t, i) => textOps(60, 100 + i * 13, t)),
      ...notes.map((t, i) => textOps(60, bottom + 24 + i * 13, t)),
    ];
    const pdf = scannedPdf(makePdf([{ content: [ops, ...prose].join("\n") }]), { dpi: 300 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const labels = result.tables[0]!.rows.map((r) => r[0]?.text);
    expect(labels).toHaveLength(rows.length);
    expect(labels.at(-1)).toBe("Aberdeen");
  }, 600_000);
});
