import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { ocrWord } from "../testing/drawn-image.js";
import { textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf, WORN_SCAN } from "../testing/scan.js";
import { codeDoubts, codeReading } from "./code-rereads.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

describe("codeDoubts", () => {
  it("doubts a code with letters for figures beside a code of its family in its row", () => {
    const words = [
      ocrWord("Depot", 20, 100, 120, 130, 1),
      ocrWord("Ql", 300, 100, 350, 130, 1, 39),
      ocrWord("Q2", 400, 100, 450, 130, 1),
      ocrWord("Q3", 500, 100, 550, 130, 1),
    ];
    expect(codeDoubts(words).map((d) => [d.word.text, d.prefix])).toEqual([["Ql", "Q"]]);
  });

  it("doubts one under a code of its family in its column, whatever the OCR engine's confidence", () => {
    const words = ["Al", "A2", "A3", "Ad", "AS", "AB"].map((t, i) =>
      ocrWord(t, 20, 100 + i * 50, 70, 130 + i * 50, i, 93),
    );
    expect(codeDoubts(words).map((d) => d.word.text)).toEqual(["Al", "Ad", "AS", "AB"]);
  });

  it("leaves words of other lengths or capitals, words with signs, and words neither in the code's row nor column", () => {
    const words = [
      ocrWord("Q2", 20, 100, 70, 130, 1),
      ocrWord("Qty", 300, 100, 370, 130, 1),
      ocrWord("Rl", 400, 100, 450, 130, 1),
      ocrWord("Q.", 500, 100, 550, 130, 1),
      ocrWord("Ql", 600, 300, 650, 330, 2),
    ];
    expect(codeDoubts(words)).toEqual([]);
  });
});

describe("codeReading", () => {
  const doubt = { word: ocrWord("Ad", 20, 100, 70, 130, 1, 62), prefix: "A" };
  const read = (...texts: string[]) => texts.map((t) => ocrWord(t, 0, 0, 10, 10, 1, 0));

  it("takes the family's capitals and figures, as long as the word, however unsure", () => {
    expect(codeReading(doubt, read("A4"))).toBe("A4");
  });

  it("takes no reading of another length, other capitals or letters among the figures, or of two words", () => {
    expect(codeReading(doubt, read("A"))).toBeNull();
    expect(codeReading(doubt, read("A44"))).toBeNull();
    expect(codeReading(doubt, read("Q4"))).toBeNull();
    expect(codeReading(doubt, read("AA"))).toBeNull();
    expect(codeReading(doubt, read("A", "4"))).toBeNull();
  });
});

describe("a worn scan of a table whose first column holds codes", () => {
  it("reads every code with its figure", async () => {
    const codes = ["A1", "A2", "A3", "A4", "A5", "A6"];
    const items = ["Roof repairs", "Driver training", "Archive move", "New scales", "Repainting", "Solar panels"];
    const ops = [textOps(60, 100, "Action"), textOps(120, 100, "What is done"), textOps(240, 100, "Cost")];
    codes.forEach((c, i) => {
      const top = 116 + i * 16;
      ops.push(textOps(60, top, c), textOps(120, top, items[i]!), textOps(240, top, String(1200 + i * 350)));
    });
    const pdf = scannedPdf(makePdf([{ content: ops.join("\n") }]), WORN_SCAN);
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.slice(1).map((r) => r[0]!.text)).toEqual(codes);
  }, 600_000);
});
