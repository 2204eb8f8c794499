/** Where a batch is (docs/product.md, Batches). */
export type BatchStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";

/** Answer of both batch uploads (`POST /batch/create`, `POST /pdf/batch-extract`). */
export interface BatchCreated {
  batch_id: string;
  total_files: number;
}

/** Counts of a batch's files; `current_file` names the one under way. */
export interface BatchProgress {
  total_files: number;
  processed_files: number;
  successful_files: number;
  failed_files: number;
  current_file: string | null;
  /** 1-based place of `current_file` in the batch. */
  current_index?: number | null;
  /** Pages read so far of `current_file`; null when none is under way or its page count is not known yet. */
  current_pages?: { done: number; total: number } | null;
}

/** One PDF of a batch once it has been handled. */
export interface BatchFileResult {
  filename: string;
  status: string;
  table_count: number;
  error: string | null;
  error_code: string | null;
  /** Pages of a completed file read by OCR (scanned); absent from older servers. */
  ocr_pages?: number[];
}

/** One batch of `GET /batch/` (docs/api.md, Batches). */
export interface Batch {
  id: string;
  status: BatchStatus | string;
  format: string;
  progress: BatchProgress;
  created_at: string;
  completed_at: string | null;
  results: BatchFileResult[];
  error: string | null;
  /** When the retention period ends: the PDFs and results are deleted then. */
  expires_at?: string;
  /** True once the retention period is over: the download answers 410. */
  expired?: boolean;
  /** E-mail of the workspace member who started it (shared team batches). */
  ran_by?: string | null;
}

/** Whether the batch's results can be downloaded now: completed, or cancelled after some files finished. */
export const isBatchDownloadable = (batch: Pick<Batch, "status" | "expired" | "progress">) =>
  !batch.expired && (batch.status === "completed" || (batch.status === "cancelled" && batch.progress.successful_files > 0));

/** The progress line of a running batch: "3 of 10: name.pdf, page 5 of 40". */
export function batchProgressLine(progress: BatchProgress): string {
  if (!progress.current_file) return "Waiting to start...";
  const place = progress.current_index ? `${progress.current_index} of ${progress.total_files}: ` : "";
  const pages = progress.current_pages ? `, page ${progress.current_pages.done} of ${progress.current_pages.total}` : "";
  return `${place}${progress.current_file}${pages}`;
}

/** Whether the server may still change this batch on its own. */
export const isBatchActive = (batch: Pick<Batch, "status">) => batch.status === "pending" || batch.status === "processing";
