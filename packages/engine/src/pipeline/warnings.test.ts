import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ruledTable, textGrid } from "../testing/grid.js";
import { makePdf, makePdfWithRawContent } from "../testing/make-pdf.js";
import type { Glyph, PageContent } from "../types.js";
import { extractTables } from "./extract-tables.js";
import { textLayerWarning } from "./page-warnings.js";

const rows = [
  ["Item", "Units", "Price"],
  ...Array.from({ length: 10 }, (_, i) => [`Item ${i + 1}`, String(100 + i * 7), `${i * 3}.50`]),
];
const table = ruledTable(rows, 72, 700, [140, 90, 90]);
const quiet = { pageTimeoutMs: 10_000 };

describe("warnings and honest confidence", () => {
  it("gives no warning and full per-cell confidence on a sound ruled page", async () => {
    const result = await extractTables(makePdf([{ content: table }]), quiet);
    expect(result.warnings).toEqual([]);
    const t = result.tables[0]!;
    expect(textGrid(t)).toHaveLength(11);
    for (const cell of t.rows.flat()) expect(cell?.confidence).toBe(t.confidence);
  });

  it("warns damaged_content and lowers confidence when the page's content stream is cut short", async () => {
    const full = deflateSync(Buffer.from(table, "latin1"));
    const sound = await extractTables(makePdfWithRawContent(full), quiet);
    expect(sound.warnings).toEqual([]);
    const cut = await extractTables(makePdfWithRawContent(full.subarray(0, Math.floor(full.length * 0.7))), quiet);
    expect(cut.warnings).toEqual([expect.objectContaining({ page: 1, code: "damaged_content" })]);
    for (const t of cut.tables) {
      expect(t.confidence).toBeLessThanOrEqual(0.5);
      expect(t.rows.flat().every((c) => c === null || (c.confidence ?? 1) <= t.confidence)).toBe(true);
    }
  });

  it("warns repaired_file and lowers confidence when the file's end is missing", async () => {
    const pdf = makePdf([{ content: table }]);
    const text = new TextDecoder("latin1").decode(pdf);
    const truncated = pdf.subarray(0, text.lastIndexOf("startxref"));
    const result = await extractTables(truncated, quiet);
    expect(result.warnings[0]).toMatchObject({ page: 1, code: "repaired_file" });
    expect(result.tables[0]!.confidence).toBeLessThan(0.9);
  });

  it("warns no_text_layer on a page of shapes only, invisible text, or a page-sized image", async () => {
    const shapesOnly = "0.5 w 72 700 m 400 700 l S 72 600 m 400 600 l S";
    const invisible = "BT 3 Tr /F1 10 Tf 72 700 Td (Hidden OCR words on a scan) Tj ET";
    const scan =
      "q 612 0 0 792 0 0 cm BI /W 2 /H 2 /CS /G /BPC 8 /F /AHx ID 00ff00ff> EI Q BT /F1 8 Tf 40 20 Td (Scanned 2024) Tj ET";
    const result = await extractTables(
      makePdf([
        { content: shapesOnly },
        { content: invisible },
        { content: scan },
        { content: table },
        { content: "" },
      ]),
      quiet,
    );
    expect(result.warnings.map((w) => [w.page, w.code])).toEqual([
      [1, "no_text_layer"],
      [2, "no_text_layer"],
      [3, "no_text_layer"],
    ]);
  });

  it("counts unmapped glyph codes as no text layer", () => {
    const glyph = (text: string, x: number): Glyph => ({
      text,
      bbox: { x0: x, y0: 100, x1: x + 5, y1: 110 },
      fontSize: 10,
      fontName: "F",
      bold: false,
      direction: 0,
    });
    const page = (texts: string[]): PageContent => ({
      page: 4,
      width: 612,
      height: 792,
      rotation: 0,
      glyphs: texts.map((t, i) => glyph(t, 50 + i * 6)),
      rulings: [],
      filledRects: [],
    });
    expect(textLayerWarning(page(["\uFFFD", "\uFFFD", "\uFFFD", "a"]))?.code).toBe("no_text_layer");
    expect(textLayerWarning(page(["T", "o", "t", "a", "l"]))).toBeNull();
  });
});
