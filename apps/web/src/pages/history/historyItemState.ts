import type { ExtractionStatus, HistoryItem } from "../../api/extractionTypes";

/** The error text of an item, whether the server sent a string or `{code, detail}`. */
export function errorTextOf(item: HistoryItem): string | null {
  if (!item.error) return null;
  return typeof item.error === "string" ? item.error : item.error.detail || item.error.code || null;
}

/** The status to show: results past the retention period read as expired (status or error code). */
export function displayStatusOf(item: HistoryItem): ExtractionStatus {
  const code = typeof item.error === "object" && item.error ? item.error.code : item.error;
  return item.expired || item.status === "expired" || code === "expired" || code === "extraction_expired" ? "expired" : item.status;
}
