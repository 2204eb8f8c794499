/**
 * The `data` of each event (docs/api.md, Webhooks): which object, its id and
 * status, and where to fetch results. Never table data: a receiver fetches
 * the results with its API key.
 */
export type EventData = Record<string, unknown> & { object: string; id: string; status: string };

/** An extraction that ended. */
export function extractionData(
  apiBase: string,
  e: {
    id: string;
    status: "completed" | "failed";
    filename: string;
    batchId: string | null;
    pageCount: number | null;
    tableCount: number;
    error: { code: string; message: string } | null;
    reextraction?: boolean;
  },
): EventData {
  const self = `${apiBase}/extractions/${e.id}`;
  const results =
    e.status === "completed"
      ? {
          result: `${self}/result`,
          xlsx: `${self}/download?format=xlsx`,
          csv: `${self}/download?format=csv`,
          json: `${self}/download?format=json`,
        }
      : {};
  return {
    object: "extraction",
    id: e.id,
    status: e.status,
    filename: e.filename,
    batch_id: e.batchId,
    page_count: e.pageCount,
    table_count: e.tableCount,
    error: e.error,
    reextraction: e.reextraction ?? false,
    urls: { extraction: self, ...results },
  };
}

/** How a batch ended: every file counted (completed, failed), or cancelled with no file still running. */
export type BatchEnd = "completed" | "failed" | "cancelled";

/** A batch that ended; `download` is there when it has results (a cancelled batch keeps the files that finished). */
export function batchData(
  apiBase: string,
  b: {
    id: string;
    status: BatchEnd;
    totalFiles: number;
    successfulFiles: number;
    failedFiles: number;
    error: string | null;
  },
): EventData {
  const hasResults = b.status === "completed" || (b.status === "cancelled" && b.successfulFiles > 0);
  return {
    object: "batch",
    id: b.id,
    status: b.status,
    total_files: b.totalFiles,
    successful_files: b.successfulFiles,
    failed_files: b.failedFiles,
    error: b.error,
    urls: {
      status: `${apiBase}/status/${b.id}`,
      ...(hasResults ? { download: `${apiBase}/batch/${b.id}/download` } : {}),
    },
  };
}

/** The body every try of a delivery sends. */
export function deliveryBody(deliveryId: string, event: string, data: EventData, createdAt = new Date()): string {
  return JSON.stringify({ id: deliveryId, event, created_at: createdAt.toISOString(), data });
}
