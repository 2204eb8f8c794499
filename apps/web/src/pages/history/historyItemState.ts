import type { ExtractionStatus, HistoryItem } from "../../api/extractionTypes";

/** The error text of an item (the server's message), or null. */
export function errorTextOf(item: HistoryItem): string | null {
  return item.error || null;
}

/** The status to show: results past the retention period read as expired. */
export function displayStatusOf(item: HistoryItem): ExtractionStatus {
  return item.expired ? "expired" : item.status;
}
