import { readFileSync } from "node:fs";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { fixturesDir, loadCorpus } from "../corpus/load.js";
import { normalizeText } from "../score/normalize.js";
import { allFixtures } from "./all.js";
import { DINGBAT_READINGS } from "./symbol-mark-fixtures.js";

const entries = await loadCorpus(fixturesDir);

/** Four periods or more in a row: a dot leader, never a word's own points. */
const LEADER_RUN = /\.{4,}/gu;

/** Words of a page as mupdf reads them, as a multiset. */
function pageWords(doc: mupdf.Document, page: number): Map<string, number> {
  const json = JSON.parse(
    doc
      .loadPage(page - 1)
      .toStructuredText("preserve-whitespace")
      .asJSON(),
  ) as {
    blocks: Array<{ lines?: Array<{ text: string; font?: { name?: string } }> }>;
  };
  const words = new Map<string, number>();
  for (const block of json.blocks) {
    for (const line of block.lines ?? []) {
      // Dot leaders set in a label's own text run ("Inventories.......") are not part of its words.
      // MuPDF reads a ZapfDingbats mark as its glyph name's number; the fixture drew the mark.
      const raw = /dingbats/iu.test(line.font?.name ?? "")
        ? [...line.text].map((c) => DINGBAT_READINGS.get(c) ?? c).join("")
        : line.text;
      const text = normalizeText(raw).replace(LEADER_RUN, " ");
      for (const w of text.split(" ").filter(Boolean)) words.set(w, (words.get(w) ?? 0) + 1);
    }
  }
  return words;
}

/**
 * Each line's text with its spaces taken out: letter-spaced text reads in mupdf as letters or pieces of words a space
 * apart ("P R O G R A M M E", "Tr anspor t"), so a tracked cell's word is looked for inside these.
 */
function compactLines(doc: mupdf.Document, page: number): string[] {
  const json = JSON.parse(
    doc
      .loadPage(page - 1)
      .toStructuredText("preserve-whitespace")
      .asJSON(),
  ) as {
    blocks: Array<{ lines?: Array<{ text: string }> }>;
  };
  const lines: string[] = [];
  for (const block of json.blocks)
    for (const line of block.lines ?? []) lines.push(normalizeText(line.text).replace(/ /gu, ""));
  return lines;
}

describe("generated fixtures", () => {
  it("has one committed PDF + JSON per fixture definition", () => {
    expect(entries.map((e) => e.name).sort()).toEqual(allFixtures.map((f) => f.name).sort());
  });

  for (const entry of entries) {
    describe(entry.name, () => {
      const doc = mupdf.Document.openDocument(readFileSync(entry.pdfPath), "application/pdf");

      it("is a valid corpus-format entry", () => {
        expect(["lattice", "stream", "mixed"]).toContain(entry.kind);
        expect(entry.file).toBe(`${entry.name}.pdf`);
        expect(entry.truth_type).toBe("generated-source");
        expect(entry.pdf_pages).toBe(doc.countPages());
        // A page with no table is a guard of its layout class (any table read there is a false one): it has a class.
        if (entry.tables.length === 0) expect(entry.fixture_class).toBeTruthy();
        for (const table of entry.tables) {
          expect(table.page).toBeGreaterThanOrEqual(1);
          expect(table.page).toBeLessThanOrEqual(doc.countPages());
          const width = table.cells[0]?.length ?? 0;
          expect(width).toBeGreaterThan(1);
          expect(table.cells.length).toBeGreaterThan(1);
          expect(table.cells.every((row) => row.length === width)).toBe(true);
        }
      });

      it("has every expected cell's words printed on the page it claims", () => {
        for (const page of new Set(entry.tables.map((t) => t.page))) {
          const printed = pageWords(doc, page);
          const missing: string[] = [];
          const compact = compactLines(doc, page);
          for (const table of entry.tables.filter((t) => t.page === page)) {
            for (const word of table.cells.flat().flatMap((c) => normalizeText(c).split(" ").filter(Boolean))) {
              const left = printed.get(word) ?? 0;
              if (left === 0 && !compact.some((line) => line.includes(word))) missing.push(word);
              else printed.set(word, left - 1);
            }
          }
          expect(missing, `page ${page}`).toEqual([]);
        }
      });
    });
  }
});
