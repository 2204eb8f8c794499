import type { BBox, Table, TableMethod } from "@pdftab/engine";

/** One PDF's tables, as handed to every exporter. */
export interface ExportFile {
  /** The uploaded file's name; shown in sheet names, source columns and statistics. */
  fileName: string;
  tables: Table[];
}

/** One file or many; many lets `alignColumns` combine tables across files. */
export type ExportInput = ExportFile | readonly ExportFile[];

/** The post-processing switches shared by every format (spec call #6). */
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
}

/** Tables with matching headers stacked into one grid; the first two columns are source file and page. */
export interface CombinedTable extends SheetTable {
  members: TableSource[];
}
