import type { BBox, ExtractWarning, Table, TableMethod } from "@pdftab/engine";

/** One PDF's tables, as handed to every exporter. */
export interface ExportFile {
  /** The uploaded file's name; shown in sheet names, source columns and statistics. */
  fileName: string;
  tables: Table[];
  /** The engine's warnings for this file (damaged pages, pages without a text layer); JSON reports them. */
  warnings?: ExtractWarning[];
}

/** One file or many; many lets `alignColumns` combine tables across files. */
export type ExportInput = ExportFile | readonly ExportFile[];

/** The post-processing switches shared by every format (docs/product.md, Extraction: post-processing switches). */
export interface PostProcessOptions {
  /** Fill span-covered slots with the spanning text and join continuation rows into the row above. */
  fillGaps?: boolean;
  /** Combine tables whose headers match (across tables and files) into "Combined" tables. */
  alignColumns?: boolean;
  /** Compute per-table, per-column and per-file statistics. */
  includeStats?: boolean;
}

/** A spanning cell: top-left slot and extent, 0-based, in grid coordinates. */
export interface Merge {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

/** A rectangular grid of texts, ready to be written: the form every writer consumes. */
export interface SheetTable {
  /** rows x columns, every row the same length; span-covered slots hold "". */
  grid: string[][];
  /** How many leading rows are header rows. */
  headerRows: number;
  /** Spans to merge; empty once gaps are filled. */
  merges: Merge[];
}

/** Where a table came from. */
export interface TableSource {
  fileName: string;
  page: number;
  pages: number[];
  /** 0-based position among the tables of its first page. */
  index: number;
  bbox: BBox;
  method: TableMethod;
  confidence: number;
}

/** An engine table turned into a grid, tagged with its source. */
export interface ExportTable extends SheetTable {
  source: TableSource;
  /**
   * The engine's rows as found (before fill_gaps joins rows), kept by reference: JSON lists every
   * cell with its box and confidence, and xlsx or CSV of a 100,000-row table pay nothing for it.
   */
  engineRows: Table["rows"];
}

/** Tables with matching headers stacked into one grid; the first two columns are source file and page. */
export interface CombinedTable extends SheetTable {
  members: TableSource[];
}
