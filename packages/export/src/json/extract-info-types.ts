import type { BBox } from "@pdftab/engine";

/** A column's type as JSON reports it. */
export interface ColumnInfo {
  label: string;
  type: "number" | "date" | "text" | "empty";
  /** Number columns: the decimal separator the PDF printed. */
  decimal_separator?: "." | ",";
  /** Number columns printed with "%": typed values are fractions (12.5% -> 0.125). */
  percent?: boolean;
  currency?: string | null;
}

/** A spanning cell, 0-based over the full grid (header rows first). */
export interface SpanInfo {
  row: number;
  col: number;
  row_span: number;
  col_span: number;
}

/** One table in the extract-info answer (docs/product.md, Extraction), plus bbox, spans and typed values. */
export interface ExtractInfoTable {
  file_name: string;
  page: number;
  pages: number[];
  /** 0-based position among the tables of its page. */
  table_index: number;
  /** One label per column (stacked header rows joined); [] when the table has no header row. */
  headers: string[];
  /** The header rows as printed; `[...header_rows, ...data]` is always the full grid. */
  header_rows: string[][];
  /** Body rows as text; covered slots are "" (or the spanning text with fill_gaps). */
  data: string[][];
  /** Body rows typed per column: numbers, dates as "YYYY-MM-DD", text, null when empty. */
  typed_data: (number | string | null)[][];
  columns: ColumnInfo[];
  spans: SpanInfo[];
  confidence: number;
  method: string;
  bbox: BBox;
  /** Every cell as the engine found it (grid as extracted, before fill_gaps), with its own confidence. */
  cells: CellInfo[];
}

/** One cell of `cells`: 0-based row and column of its top-left slot, spans, and 0..1 confidence. */
export interface CellInfo {
  text: string;
  bbox: BBox;
  row: number;
  col: number;
  row_span: number;
  col_span: number;
  confidence: number;
}

/** Something the engine wants the reader to know about one page (damaged content, no text layer). */
export interface WarningInfo {
  file_name: string;
  page: number;
  /** Stable: no_text_layer, damaged_content, repaired_file, page_timeout, damaged_pdf, internal_error. */
  code: string;
  message: string;
}

/** Tables stacked by align_columns; the first two columns are "Source file" and "Page". */
export interface CombinedInfo {
  headers: string[];
  data: string[][];
  typed_data: (number | string | null)[][];
  columns: ColumnInfo[];
  sources: { file_name: string; page: number; table_index: number }[];
}

/** The extract-info answer (POST /pdf/extract-info, docs/api.md): what the server, the CLI and JSON export return. */
export interface ExtractInfo {
  table_count: number;
  /** The detector behind most tables ("none" when there is no table). */
  method: string;
  statistics: ExtractInfoStatistics;
  tables: ExtractInfoTable[];
  /** Present with align_columns. */
  combined?: CombinedInfo[];
  /** Every input file with its table count. */
  files: { file_name: string; table_count: number }[];
  /** Pages the engine could not fully read or that have no usable text layer; [] when none. */
  warnings: WarningInfo[];
}

/** `average_confidence` and `total_rows` always; the detail with include_stats. */
export interface ExtractInfoStatistics {
  average_confidence: number;
  /** Body rows over all tables (header rows not counted). */
  total_rows: number;
  files?: { file_name: string; tables: number; rows: number; average_confidence: number }[];
  tables?: {
    file_name: string;
    page: number;
    table_index: number;
    rows: number;
    columns: number;
    empty_cells: number;
    empty_cell_ratio: number;
    numeric_columns: {
      column: number;
      label: string;
      count: number;
      sum: number;
      mean: number;
      min: number;
      max: number;
    }[];
  }[];
}
