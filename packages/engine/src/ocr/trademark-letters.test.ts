import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { boldHeaderTable } from "../testing/bold-header.js";
import { ocrWord } from "../testing/drawn-image.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";
import { readTrademarkLetters } from "./trademark-letters.js";

afterAll(() => shutdownOcr());

describe("readTrademarkLetters", () => {
  const line = [
    ocrWord("Port", 0, 100, 90, 137),
    ocrWord("1,250", 300, 100, 400, 137),
    ocrWord("3,737", 500, 100, 610, 138),
  ];

  it("reads a trademark sign as tall as the text as the capitals TM", () => {
    const read = readTrademarkLetters([
      ...line,
      ocrWord("™", 700, 101, 765, 137, 1, 91),
      ocrWord("T™", 800, 101, 865, 137, 1, 62),
    ]);
    expect(read.slice(3).map((w) => [w.text, w.confidence])).toEqual([
      ["TM", 80],
      ["TM", 62],
    ]);
  });

  it("leaves a small raised sign, and signs on a word, as read", () => {
    const words = [...line, ocrWord("™", 700, 100, 720, 115), ocrWord("Acme™", 800, 100, 900, 137)];
    expect(readTrademarkLetters(words).map((w) => w.text)).toEqual(words.map((w) => w.text));
  });
});

describe("a worn scan of a table headed in bold TM and M.U$S", () => {
  it("reads the TM heads as the letters, not the trademark sign", async () => {
    const rows = [
      ["Port", "TM", "M.U$S", "TM", "M.U$S", "TM", "M.U$S"],
      ["Bergen", "1,250", "3,737", "16,947", "4,411", "1,688", "32,528"],
      ["Genoa", "2,292", "5,474", "27,174", "7,494", "2,167", "19,914"],
      ["Lisbon", "8,833", "3,928", "37,821", "1,952", "344", "923"],
    ];
    const content = boldHeaderTable(rows, 72, 700, [60, 45, 45, 45, 45, 45, 45]);
    const pdf = scannedPdf(makePdf([{ content }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    // the cells' own text: the scorer's NFKC folds "™" into "TM" (but "T™" into "TTM")
    const header = result.tables[0]!.rows[0]!.map((cell) => cell?.text ?? "");
    // two of the three heads come back "™" (the first the OCR engine passes over); before, both kept the sign
    expect(header.filter((t) => t === "TM").length).toBeGreaterThanOrEqual(2);
    expect(header.some((t) => t.includes("™"))).toBe(false);
  }, 600_000);
});
