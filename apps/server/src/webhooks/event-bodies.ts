/**
 * The `data` of each event (docs/api.md, Webhooks): which object, its id and
 * status, and where to fetch results. Never table data: a receiver fetches
 * the results with its API key.
 */
export type EventData = Record<string, unknown> & { object: string; id: string; status: string };

/** An extraction that ended. */
export function extractionData(
  apiBase: string,
  e: { id: string; status: "completed" | "failed"; filename: string; batchId: string | null; pageCount: number | null; tableCount: number; error: { code: string; message: string } | null },
): EventData {
  const self = `${apiBase}/extractions/${e.id}`;
  const results = e.status === "completed"
    ? { result: `${self}/result`, xlsx: `${self}/download?format=xlsx`, csv: `${self}/download?format=csv`, json: `${self}/download?format=json` }
    : {};
  return {
    object: "extraction", id: e.id, status: e.status, filename: e.filename, batch_id: e.batchId,
    page_count: e.pageCount, table_count: e.tableCount, error: e.error, urls: { extraction: self, ...results },
  };
}

/** A batch whose every file was counted. */
export function batchData(
  apiBase: string,
  b: { id: string; status: "completed" | "failed"; totalFiles: number; successfulFiles: number; failedFiles: number; error: string | null },
): EventData {
  return {
    object: "batch", id: b.id, status: b.status, total_files: b.totalFiles, successful_files: b.successfulFiles, failed_files: b.failedFiles, error: b.error,
    urls: { status: `${apiBase}/status/${b.id}`, ...(b.status === "completed" ? { download: `${apiBase}/batch/${b.id}/download` } : {}) },
  };
}

/** The body every try of a delivery sends. */
export function deliveryBody(deliveryId: string, event: string, data: EventData, createdAt = new Date()): string {
  return JSON.stringify({ id: deliveryId, event, created_at: createdAt.toISOString(), data });
}
