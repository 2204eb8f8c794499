/** Where a batch is (spec section 4, "Batch status values"). */
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
  /** Pages read so far of the file(s) under way; null when none is or their page count is not known yet. */
  current_pages?: { done: number; total: number } | null;
}

/** One PDF of a batch once it has been handled. */
export interface BatchFileResult {
  filename: string;
  status: string;
  table_count: number;
  error: string | null;
  error_code: string | null;
}

/** One batch of `GET /batch/` ("Batch (batch page)" in spec section 3). */
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
}

/** Whether the batch's results can be downloaded now. */
export const isBatchDownloadable = (batch: Pick<Batch, "status" | "expired">) => batch.status === "completed" && !batch.expired;

/** Whether the server may still change this batch on its own. */
export const isBatchActive = (batch: Pick<Batch, "status">) => batch.status === "pending" || batch.status === "processing";
