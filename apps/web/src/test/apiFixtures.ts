/**
 * Complete server answers for tests, from a few fields: the API types are the server's contract
 * (api/schema.ts), so a fixture carries every field the server sends, not only the ones a test reads.
 */
import type { BatchFileResult } from "../api/batchTypes";
import type {
  CellBox,
  ExtractedTable,
  ExtractionProgress,
  ExtractionResult,
  HistoryItem,
  HistoryPage,
} from "../api/extractionTypes";
import type { UsageStats } from "../api/usage";

const BOX = { x0: 10, y0: 10, x1: 200, y1: 100 };

/** One cell as `cells` of a table lists it. */
export const cellOf = (over: Partial<CellBox> & Pick<CellBox, "row" | "col">): CellBox => ({
  text: "",
  bbox: BOX,
  row_span: 1,
  col_span: 1,
  confidence: 0.9,
  ...over,
});

/** One extracted table. */
export const tableOf = (over: Partial<ExtractedTable> = {}): ExtractedTable => ({
  page: 1,
  table_index: 0,
  headers: [],
  data: [],
  confidence: 0.9,
  method: "lattice",
  bbox: BOX,
  cells: [],
  ...over,
});

/** A result of `GET /extractions/:id/result`. */
export const resultOf = (tables: ExtractedTable[], over: Partial<ExtractionResult> = {}): ExtractionResult => ({
  extraction_id: "ex-1",
  filename: "report.pdf",
  edited: false,
  page_errors: [],
  table_count: tables.length,
  method: tables[0]?.method ?? "none",
  statistics: { average_confidence: 0.87, total_rows: tables.reduce((n, t) => n + t.data.length, 0) },
  tables,
  warnings: [],
  ...over,
});

/** A status answer of `GET /extractions/:id`. */
export const progressAnswerOf = (over: Partial<ExtractionProgress> = {}): ExtractionProgress => ({
  id: "ex-1",
  status: "processing",
  filename: "report.pdf",
  file_size: 1536 * 1024,
  created_at: "2026-11-20T10:00:00.000Z",
  completed_at: null,
  expires_at: "2026-11-27T10:00:00.000Z",
  expired: false,
  page_count: null,
  pages_done: 0,
  pages_total: null,
  queued: false,
  table_count: 0,
  total_rows: 0,
  extraction_method: null,
  confidence: null,
  edited: false,
  error: null,
  error_code: null,
  settings: { pages: null, method: "auto", stitch: true, areas: {}, columns: {}, template_id: null },
  ...over,
});

/** One row of `GET /extractions`. */
export const historyItemOf = (over: Partial<HistoryItem> = {}): HistoryItem => ({
  id: "ex-1",
  created_at: "2026-11-20T10:00:00.000Z",
  filename: "report.pdf",
  file_size: 2 * 1024 * 1024,
  table_count: 2,
  extraction_method: "lattice",
  confidence: 0.87,
  status: "completed",
  error: null,
  expires_at: "2026-11-27T10:00:00.000Z",
  expired: false,
  edited: false,
  batch_id: null,
  ran_by: null,
  ...over,
});

/** A page of `GET /extractions`. */
export const historyPageOf = (items: HistoryItem[], over: Partial<HistoryPage> = {}): HistoryPage => ({
  items,
  total: items.length,
  next_cursor: null,
  retention_days: 7,
  stats: { totalExtractions: items.length, totalFiles: 1, totalTables: 2, averageConfidence: 0.87 },
  ...over,
});

/** One file of a batch's `results`. */
export const batchFileOf = (over: Partial<BatchFileResult> & Pick<BatchFileResult, "filename">): BatchFileResult => ({
  id: `file-${over.filename}`,
  status: "completed",
  table_count: 0,
  error: null,
  error_code: null,
  ocr_pages: [],
  warnings: [],
  ...over,
});

/** A Free plan's `GET /usage/stats` with no analytics yet; `over` sets the fields a test reads. */
export const usageStatsOf = (over: Partial<UsageStats> = {}): UsageStats => ({
  tier: "free",
  limits: { max_file_size: 1, daily_extractions: 50, api_calls_per_day: 100 },
  daily_usage: { extractions: 0, api_calls: 0 },
  usage_percentages: { extractions: 0, api_calls: 0 },
  analytics: { average_confidence: 0, total_tables: 0, peak_usage_hour: null, extraction_methods: {}, file_types: {} },
  totals: { pdfs_processed: 0, tables_found: 0, rows_extracted: 0, pages_processed: 0 },
  ...over,
});
