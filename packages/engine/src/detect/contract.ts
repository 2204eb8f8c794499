import type { BBox, Cell, PageContent, TableMethod, TextLine, Word } from "../types.js";

/**
 * What every table detector receives for one page: the reader's output plus
 * the words and lines built from it, and the user's restrictions.
 */
export interface DetectInput {
  content: PageContent;
  words: Word[];
  lines: TextLine[];
  /** Only search inside these regions; the whole page when absent. */
  areas?: BBox[];
  /** Regions already claimed by another detector (e.g. lattice tables), to leave alone. */
  exclude?: BBox[];
  /** User-given column separator x positions (stream only). */
  columns?: number[];
}

/**
 * The evidence a detector measured for a table; `confidence.ts` turns it into
 * the 0..1 confidence. Each ratio is 0..1; residual is in points.
 */
export interface TableEvidence {
  /** Share of the grid's cell borders that lie on a drawn ruling. */
  rulingCoverage: number;
  /** Mean distance of cell text edges from their column's aligned edge, in points. */
  alignmentResidual: number;
  /** Share of grid slots that are empty (spanned slots excluded). */
  emptyCellRatio: number;
  /**
   * Share of the filled cells whose text a column guide of the user's runs through (a word cut in
   * two); 0, or absent, for tables whose columns a detector found.
   */
  guideCutRatio?: number;
  /** Rows and columns of the grid. */
  rowCount: number;
  columnCount: number;
}

/** A table a detector found, before page-level choice, confidence and header detection. */
export interface TableCandidate {
  bbox: BBox;
  /** Full grid, spanning cells at their top-left slot and null in the slots they cover. */
  rows: (Cell | null)[][];
  method: TableMethod;
  /** Header rows the detector is sure of (e.g. a rule under them), 0 when it does not know. */
  headerRows: number;
  evidence: TableEvidence;
}

/** A detector's answer: the tables and its intermediate stages for debugging. */
export interface DetectOutput {
  tables: TableCandidate[];
  stages: Record<string, unknown>;
}

/** A table detector is a pure function of one page. */
export type Detector = (input: DetectInput) => DetectOutput;
