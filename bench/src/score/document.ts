import type { CorpusEntry } from "../corpus/entry.js";
import { gridsEqual, truthWithoutLeaders, type Grid } from "./normalize.js";
import { bestPairing } from "./pairing.js";
import { scoreRelations } from "./relations.js";

/** An extracted table reduced to what the scorer compares. */
export interface ExtractedGrid {
  /** 1-based page the table sits on. */
  page: number;
  grid: Grid;
}

/** How one expected table fared. */
export interface TableScore {
  /** Position of the expected table in the corpus JSON's `tables`. */
  expectedIndex: number;
  page: number;
  /** Position of the paired extracted table in the extractor's list, null when missed. */
  extractedIndex: number | null;
  precision: number;
  recall: number;
  /** Adjacency-relation F1; 0 when no extracted table was paired with it. */
  f1: number;
  /** Grids identical after normalisation. */
  exact: boolean;
}

/** Table detection counts for one scored page. */
export interface PageDetection {
  page: number;
  expected: number;
  /** Every extracted table on the page, counted or not. */
  extracted: number;
  truePositives: number;
  /** Unpaired extracted tables; always 0 on pages of `partial` files. */
  falsePositives: number;
  falseNegatives: number;
}

/** The score of one document. */
export interface DocumentScore {
  tables: TableScore[];
  pages: PageDetection[];
}

/** The pages a document is scored on: its annotated pages, else every page seen. */
export function scoredPages(entry: CorpusEntry, extracted: ExtractedGrid[]): number[] {
  if (entry.annotated_pages) return [...entry.annotated_pages].sort((a, b) => a - b);
  const pages = new Set([...entry.tables.map((t) => t.page), ...extracted.map((t) => t.page)]);
  return [...pages].sort((a, b) => a - b);
}

/**
 * Scores one document: on every scored page, expected and extracted tables are
 * paired one to one for the highest total F1, then each expected table gets
 * its pair's F1 (0 when missed) and the page gets detection counts.
 */
export function scoreDocument(entry: CorpusEntry, extracted: ExtractedGrid[]): DocumentScore {
  const tables: TableScore[] = [];
  const pages: PageDetection[] = [];
  for (const page of scoredPages(entry, extracted)) {
    // A truth's leader dots are no cell text (normalize.ts, withoutTrailingLeaders).
    const want = entry.tables
      .map((t, i) => ({ ...t, cells: truthWithoutLeaders(t.cells), i }))
      .filter((t) => t.page === page);
    const got = extracted.map((t, i) => ({ ...t, i })).filter((t) => t.page === page);
    const scores = want.map((w) => got.map((g) => scoreRelations(w.cells, g.grid)));
    const pairs = bestPairing(scores.map((row) => row.map((s) => s.f1)));
    want.forEach((w, wi) => {
      const pair = pairs.find((p) => p.expected === wi);
      const match = pair ? got[pair.extracted] : undefined;
      const score = pair ? scores[wi]?.[pair.extracted] : undefined;
      tables.push({
        expectedIndex: w.i,
        page,
        extractedIndex: match ? match.i : null,
        precision: score?.precision ?? 0,
        recall: score?.recall ?? 0,
        f1: score?.f1 ?? 0,
        exact: match ? gridsEqual(w.cells, match.grid) : false,
      });
    });
    const unpaired = got.length - pairs.length;
    pages.push({
      page,
      expected: want.length,
      extracted: got.length,
      truePositives: pairs.length,
      falsePositives: entry.partial ? 0 : unpaired,
      falseNegatives: want.length - pairs.length,
    });
  }
  tables.sort((a, b) => a.expectedIndex - b.expectedIndex);
  return { tables, pages };
}
