/** Export formats of the download selectors; xlsx is the default (docs/product.md, Extraction). */
export type ExportFormat = "xlsx" | "csv" | "json";
/** Every export format, in selector order. */
export const EXPORT_FORMATS: ExportFormat[] = ["xlsx", "csv", "json"];

/** Lifecycle of one server-side extraction. */
export type ExtractionStatus = "processing" | "completed" | "failed" | "expired";

/** Answer of `POST /extractions`: the job was accepted. */
export interface ExtractionStarted {
  id: string;
  status: "processing";
  pages_total: number | null;
  /** The PDF waits for a free worker on the server (its time budget has not started). */
  queued?: boolean;
}

/** Answer of `GET /extractions/:id`: where the job is. */
export interface ExtractionProgress {
  id: string;
  status: ExtractionStatus;
  filename: string;
  file_size: number;
  pages_done: number;
  /** Null until the server knows the page count. */
  pages_total: number | null;
  /** Waiting for a free worker (or opening the PDF): no page is being read yet. */
  queued?: boolean;
  table_count: number;
  /** Why it failed: a text (with `error_code`) or `{code, detail}`. */
  error?: string | { code?: string; detail?: string } | null;
  error_code?: string | null;
  /** True once the retention period has passed. */
  expired?: boolean;
  /** Pages of the PDF, once known. */
  page_count?: number | null;
}

/** Rectangle of a table on its page, in PDF points. */
export interface TableBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A cell as the server sends it; null for slots covered by a spanning cell. */
export type CellValue = string | number | null;

/** Where one cell sits on its page (0-based over the full grid, header rows first). */
export interface CellBox {
  row: number;
  col: number;
  row_span?: number;
  col_span?: number;
  bbox: TableBox;
  /** 0..1 when the engine scores single cells; the table's confidence stands in otherwise. */
  confidence?: number;
}

/** One extracted table (headers followed by data is the full grid). */
export interface ExtractedTable {
  page?: number;
  /** 0-based position among the tables of its page. */
  table_index?: number;
  /** Every page a stitched table covers. */
  pages?: number[];
  headers?: CellValue[];
  /** The header rows as printed (the server sends the rows; older answers a count). */
  header_rows?: number | CellValue[][];
  /** Each cell's box on the page, when the server sends them. */
  cells?: CellBox[];
  data: CellValue[][];
  confidence?: number;
  method?: string;
  bbox?: TableBox;
}

/** Answer of `GET /extractions/:id/result` and of `POST /pdf/extract-info`. */
export interface ExtractionResult {
  extraction_id?: string;
  table_count: number;
  method: string;
  statistics: { average_confidence: number; total_rows: number };
  tables: ExtractedTable[];
  /** The engine's notes about pages: no_text_layer (looks scanned), damaged_content, repaired_file, ... */
  warnings?: ExtractionWarning[];
}

/** Something the engine wants the user to know about one page. */
export interface ExtractionWarning {
  file_name?: string;
  page: number;
  code: string;
  message: string;
}

/** Edited tables as `PUT /extractions/:id/tables` takes them. */
export interface TableEdit {
  headers: string[];
  data: string[][];
}

/** One row of the history list (docs/product.md, Screens: History). */
export interface HistoryItem {
  id: string;
  created_at: string;
  filename: string;
  file_size: number;
  table_count: number;
  extraction_method: string | null;
  confidence: number | null;
  status: ExtractionStatus;
  error?: string | { code?: string; detail?: string } | null;
  /** When the PDF and results are deleted (the server's retention period after the upload). */
  expires_at?: string;
  /** True once the retention period has passed and the files are gone. */
  expired?: boolean;
  /** True once its tables were edited and saved. */
  edited?: boolean;
  /** The batch it ran in, while that batch exists; null for single uploads. */
  batch_id?: string | null;
  /** E-mail of the workspace member who ran it (shared team history). */
  ran_by?: string | null;
}

/** History statistics (docs/product.md, Screens: History). */
export interface HistoryStats {
  totalExtractions: number;
  totalFiles: number;
  totalTables: number;
  averageConfidence: number;
}

/** Status filter of the history page. */
export type HistoryStatusFilter = "all" | "completed" | "processing" | "failed" | "expired";
/** Sorts of the history page (docs/product.md, Screens: History). */
export type HistorySort = "newest" | "oldest" | "filename" | "confidence";

/** Query of `GET /extractions`. */
export interface HistoryQuery {
  search: string;
  status: HistoryStatusFilter;
  sort: HistorySort;
}

/** Answer of `GET /extractions`. */
export interface HistoryPage {
  items: HistoryItem[];
  /** Items matching the search and filter; more than `items.length` when the server pages the list. */
  total?: number;
  /** Days the server keeps PDFs and results before deleting them (RETENTION_DAYS). */
  retention_days?: number;
  stats: HistoryStats;
}
