import { afterAll, describe, expect, it } from "vitest";
import * as mupdf from "mupdf";
import { DEFAULT_TOLERANCES } from "../tolerances.js";
import { ocrWord } from "../testing/drawn-image.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import type { PixelLine } from "./image-rulings.js";
import { dropLinesThroughWords } from "./lines-through-words.js";
import { ocrPage } from "./ocr-page.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const horizontal = (at: number, from: number, to: number): PixelLine => ({
  orientation: "horizontal",
  at,
  from,
  to,
  thickness: 2,
});

describe("dropLinesThroughWords", () => {
  const figure = ocrWord("2,660", 400, 100, 520, 140);

  it("drops a short line along the inside of a number's box (its blurred baseline)", () => {
    expect(dropLinesThroughWords([horizontal(137, 402, 518)], [figure])).toEqual([]);
    // the number read as two words ("2" and "660") covers the line just as well
    const split = [ocrWord("2", 400, 100, 420, 140), ocrWord("660", 440, 100, 520, 140)];
    expect(dropLinesThroughWords([horizontal(137, 402, 518)], split)).toEqual([]);
  });

  it("keeps an underline below the box, a ruling between rows, and a long rule that crosses one word", () => {
    const kept = [horizontal(144, 400, 520), horizontal(170, 100, 900), horizontal(120, 100, 900)];
    expect(dropLinesThroughWords(kept, [figure])).toEqual(kept);
  });

  it("measures vertical lines across the word's width", () => {
    const tall = ocrWord("I", 100, 100, 140, 400);
    const stroke: PixelLine = { orientation: "vertical", at: 120, from: 110, to: 390, thickness: 3 };
    const beside: PixelLine = { ...stroke, at: 150 };
    expect(dropLinesThroughWords([stroke, beside], [tall])).toEqual([beside]);
  });
});

describe("a worn scan of a borderless table of figures", () => {
  it("has no rulings where its digits are: a blurred baseline is not a line of the table", async () => {
    const rows = [["Depot", "Q1", "Q2", "Q3", "Q4"]];
    for (let i = 0; i < 16; i++) {
      const figure = (k: number) => {
        const n = ((i + 3) * 7919 * (k + 2)) % 3900;
        return k % 2 === i % 2 ? `(${n % 800})` : n.toLocaleString("en-US");
      };
      rows.push([`Depot ${i + 1}`, figure(0), figure(1), figure(2), figure(3)]);
    }
    const top = 120;
    const { ops, bottom } = layoutTable(rows, 60, top, [70, 40, 40, 40, 40]);
    const doc = mupdf.Document.openDocument(scannedPdf(makePdf([{ content: ops }]), WORN_SCAN), "application/pdf");
    try {
      const page = await ocrPage(doc, 1, {
        languages: ["eng"],
        timeoutMs: 600_000,
        rulingTolerances: DEFAULT_TOLERANCES.ruling,
      });
      const figures = page.words.filter((w) => /^\(?[\d,]+\)?$/.test(w.text));
      expect(figures.length).toBeGreaterThan(40);
      // the table's own area, in the straightened frame (the copy is only 0.8 degrees askew)
      const inTable = page.content.rulings.filter((r) => Math.max(r.y0, r.y1) > top && Math.min(r.y0, r.y1) < bottom);
      expect(inTable).toEqual([]);
    } finally {
      doc.destroy();
    }
  }, 600_000);
});
