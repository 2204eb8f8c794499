/** Export formats of the download selectors; xlsx is the default (spec section 9). */
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
  table_count: number;
  /** Why it failed: a text (with `error_code`) or `{code, detail}`. */
  error?: string | { code?: string; detail?: string } | null;
  error_code?: string | null;
  /** True once the retention period has passed. */
  expired?: boolean;
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

/** One extracted table (headers followed by data is the full grid). */
export interface ExtractedTable {
  page?: number;
  headers?: CellValue[];
  header_rows?: number;
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
}

/** Edited tables as `PUT /extractions/:id/tables` takes them. */
export interface TableEdit {
  headers: string[];
  data: string[][];
}

/** One row of the history list (spec section 3, kept on the server). */
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
}

/** History statistics (spec section 3). */
export interface HistoryStats {
  totalExtractions: number;
  totalFiles: number;
  totalTables: number;
  averageConfidence: number;
}

/** Status filter of the history page. */
export type HistoryStatusFilter = "all" | "completed" | "processing" | "failed" | "expired";
/** Sorts of the history page (spec section 9). */
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
