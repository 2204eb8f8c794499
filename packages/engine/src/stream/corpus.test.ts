import { expect, it } from "vitest";
import type { DetectInput } from "../detect/contract.js";
import { openDocument } from "../reader/open-document.js";
import { readPage } from "../reader/read-page.js";
import { corpusPdf, corpusTruth, describeWithCorpus } from "../testing/corpus.js";
import { buildLines, wordsOf } from "../text/lines.js";
import type { Cell } from "../types.js";
import { detectStream } from "./index.js";

/** What the detector gets for one corpus page, built by the real reader. */
function pageInput(file: string, page = 1): DetectInput {
  const opened = openDocument(corpusPdf(file));
  try {
    const content = readPage(opened.doc, page);
    const lines = buildLines(content.glyphs);
    return { content, words: wordsOf(lines), lines };
  } finally {
    opened.close();
  }
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim();
const grid = (rows: (Cell | null)[][]) => rows.map((r) => r.map((c) => norm(c?.text ?? "")));

describeWithCorpus("detectStream on corpus PDFs", () => {
  it("splits two number blocks printed side by side into two tables", () => {
    const out = detectStream(pageInput("tabula_MultiColumn.pdf"));
    const truth = corpusTruth("tabula_MultiColumn.pdf");
    expect(out.tables).toHaveLength(2);
    const [left, right] = [...out.tables].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    expect(grid(left!.rows)).toEqual(truth.tables[0]!.cells);
    expect(grid(right!.rows)).toEqual(truth.tables[1]!.cells);
  });

  it("reproduces a table whose inner columns are sparse", () => {
    const out = detectStream(pageInput("camelot_stream_inner_outer_columns.pdf"));
    expect(out.tables).toHaveLength(1);
    expect(grid(out.tables[0]!.rows)).toEqual(corpusTruth("camelot_stream_inner_outer_columns.pdf").tables[0]!.cells);
    expect(out.tables[0]!.method).toBe("stream");
  });

  it("keeps superscript markers in their cells and finds all eleven columns", () => {
    const out = detectStream(pageInput("camelot_superscript.pdf"));
    expect(out.tables).toHaveLength(1);
    const rows = grid(out.tables[0]!.rows);
    expect(rows.every((r) => r.length === 11)).toBe(true);
    const truth = corpusTruth("camelot_superscript.pdf").tables[0]!.cells;
    // Every body row of the expected table (from "Andhra Pradesh" on) is found exactly.
    const body = truth.slice(truth.findIndex((r) => r[0] === "Andhra Pradesh"));
    for (const row of body) expect(rows).toContainEqual(row);
  });

  it("reads both sideways tables (clockwise and anticlockwise) with the same grid", () => {
    const truth = corpusTruth("camelot_clockwise_table_2.pdf").tables[0]!.cells;
    for (const file of ["camelot_clockwise_table_2.pdf", "camelot_anticlockwise_table_2.pdf"]) {
      const input = pageInput(file);
      const out = detectStream(input);
      expect(out.tables).toHaveLength(1);
      const t = out.tables[0]!;
      expect(t.rows[0]).toHaveLength(17);
      const rows = grid(t.rows);
      const body = truth.slice(5).filter((r) => r.slice(1).some(Boolean));
      const found = body.filter((r) => rows.some((g) => g.join("|") === r.join("|")));
      expect(found.length).toBeGreaterThanOrEqual(body.length - 1);
      // The box is on the page, taller than wide (the table runs up or down the page).
      expect(t.bbox.y1 - t.bbox.y0).toBeGreaterThan(t.bbox.x1 - t.bbox.x0);
      expect(t.bbox.x1).toBeLessThanOrEqual(input.content.width);
      expect(t.bbox.y1).toBeLessThanOrEqual(input.content.height);
    }
  });

  it("uses rules between rows to keep wrapped cells whole, in two side-by-side ruled tables", () => {
    const out = detectStream(pageInput("tabula_AnimalSounds1.pdf"));
    expect(out.tables).toHaveLength(2);
    for (const t of out.tables) {
      expect(t.method).toBe("hybrid");
      expect(t.headerRows).toBe(1);
      expect(t.rows[0]!.map((c) => c?.text)).toEqual(["Animal", "Action", "Result"]);
    }
    const left = [...out.tables].sort((a, b) => a.bbox.x0 - b.bbox.x0)[0]!;
    expect(grid(left.rows)[2]).toEqual(["Parastratiosph ecomyiastratio sphecomyioid es", "Says", "bzzzzzzz"]);
  });

  it("joins letter-spaced glyphs that touch and keeps every row of a long listing", () => {
    const out = detectStream(pageInput("pdfplumber_ca-warn-report.pdf"));
    const truth = corpusTruth("pdfplumber_ca-warn-report.pdf").tables[0]!.cells;
    expect(out.tables).toHaveLength(1);
    expect(grid(out.tables[0]!.rows)).toEqual(truth.map((r) => r.map(norm)));
  });
});
