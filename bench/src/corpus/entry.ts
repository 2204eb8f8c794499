/**
 * One annotated PDF of the public corpus (PDFTAB_CORPUS_DIR, see bench/README.md,
 * "Running"): NAME.pdf beside NAME.json. The generated fixtures in bench/fixtures
 * (fixtures/INDEX.md) use the same shape.
 */

/** Corpus kinds; the accuracy summary reports each separately. */
export type CorpusKind = "lattice" | "stream" | "mixed";

/** An expected table: the page it sits on and its cells as strings. */
export interface ExpectedTable {
  /** 1-based page. */
  page: number;
  cells: string[][];
}

/** A table that continues over pages, as it reads once stitched (generated fixtures only). */
export interface StitchedTable {
  pages: number[];
  cells: string[][];
}

/** The NAME.json of a corpus file (fields the bench reads; others are kept). */
export interface CorpusEntry {
  /** PDF file name, relative to the JSON's folder. */
  file: string;
  source: string;
  license: string;
  kind: CorpusKind;
  tables: ExpectedTable[];
  /** True when only some tables of the annotated pages are known. */
  partial?: boolean | null;
  /** Pages whose tables are annotated; null or absent = every page. */
  annotated_pages?: number[] | null;
  pdf_pages?: number;
  truth?: string;
  truth_type?: string;
  hints?: Record<string, unknown>;
  notes?: string;
  /** Generated fixtures only: the layout class the fixture stands for (bench:accuracy prints a figure per class). */
  fixture_class?: string;
  /** Generated fixtures only: multi-page tables as they read with `stitch: true`. */
  stitched_tables?: StitchedTable[];
}
