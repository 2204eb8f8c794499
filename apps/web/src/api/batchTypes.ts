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
}

/** Whether the server may still change this batch on its own. */
export const isBatchActive = (batch: Pick<Batch, "status">) => batch.status === "pending" || batch.status === "processing";
