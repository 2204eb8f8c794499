import type { ApiBody, ApiResponse } from "./schema";

/** Export formats of the download selectors; xlsx is the default (docs/product.md, Extraction). */
export type ExportFormat = "xlsx" | "csv" | "json";
/** Every export format, in selector order. */
export const EXPORT_FORMATS: ExportFormat[] = ["xlsx", "csv", "json"];

/**
 * Status of an extraction as the screens show it: the server's lifecycle status, or "expired"
 * once the retention period has passed (the server says so in `expired`, not in `status`).
 */
export type ExtractionStatus = ExtractionProgress["status"] | "expired";

/** Answer of `POST /extractions`: the job was accepted (`queued`: it waits for a free worker). */
export type ExtractionStarted = ApiResponse<"/extractions", "post", 202>;

/** Answer of `GET /extractions/:id`: where the job is; `pages_total` is null until the page count is known. */
export type ExtractionProgress = ApiResponse<"/extractions/{id}">;

/** Answer of `GET /extractions/:id/result` and of `POST /pdf/extract-info`. */
export type ExtractionResult = ApiResponse<"/extractions/{id}/result">;

/** One extracted table (`[...header_rows, ...data]` is the full grid). */
export type ExtractedTable = ExtractionResult["tables"][number];

/** Rectangle of a table on its page, in PDF points. */
export type TableBox = ExtractedTable["bbox"];

/** A cell as the server sends it (covered slots of a spanning cell are ""). */
export type CellValue = ExtractedTable["data"][number][number];

/** Where one cell sits on its page (0-based over the full grid, header rows first), with its 0..1 confidence. */
export type CellBox = ExtractedTable["cells"][number];

/** Something the engine wants the user to know about one page: no_text_layer (looks scanned), damaged_content, ... */
export type ExtractionWarning = ExtractionResult["warnings"][number];

/** Edited tables as `PUT /extractions/:id/tables` takes them. */
export type TableEdit = ApiBody<"/extractions/{id}/tables", "put">["tables"][number];

/** Answer of `GET /extractions`. */
export type HistoryPage = ApiResponse<"/extractions">;

/** One row of the history list (docs/product.md, Screens: History). */
export type HistoryItem = HistoryPage["items"][number];

/** History statistics (docs/product.md, Screens: History). */
export type HistoryStats = HistoryPage["stats"];

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
