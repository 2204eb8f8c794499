import { isExpired, type ExtractionStatus, type HistoryEntry } from "../../extraction/history/index.js";
import { settingsView } from "../../extraction/settings/settings-view.js";

/** The status view of a record (GET /extractions/:id). */
export function statusView(r: ExtractionStatus) {
  return {
    id: r.id,
    status: r.status,
    filename: r.filename,
    file_size: r.fileSize,
    created_at: r.createdAt.toISOString(),
    completed_at: r.completedAt?.toISOString() ?? null,
    expires_at: r.expiresAt.toISOString(),
    expired: isExpired(r),
    page_count: r.pageCount,
    pages_done: r.pagesDone,
    pages_total: r.pagesTotal,
    queued: r.status === "processing" && r.pagesTotal === null,
    table_count: r.tableCount,
    total_rows: r.totalRows,
    extraction_method: r.method,
    confidence: r.averageConfidence,
    edited: r.edited,
    error: r.errorMessage,
    error_code: r.errorCode,
    settings: settingsView(r.settings),
  };
}

/** The history list view of a record. */
export function historyItem(r: HistoryEntry) {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    filename: r.filename,
    file_size: r.fileSize,
    table_count: r.tableCount,
    extraction_method: r.method,
    confidence: r.averageConfidence,
    status: r.status,
    error: r.errorMessage,
    expires_at: r.expiresAt.toISOString(),
    expired: isExpired(r),
    edited: r.edited,
    batch_id: r.batchId,
    ran_by: r.ranBy,
  };
}
