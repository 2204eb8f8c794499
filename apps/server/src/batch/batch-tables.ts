import type { ColumnType, Generated } from "kysely";
import type { ExtractSettings } from "../extraction/pool/index.js";

/** Where a batch or one of its files stands. */
export type BatchStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";

/** What the client asked of a batch's outputs. */
export interface BatchOptions {
  include_statistics: boolean;
  fill_gaps: boolean;
  align_columns: boolean;
  /** The extraction settings every file runs with (pages, method, stitch, areas, columns, template copy); absent on older batches. */
  extract?: Omit<ExtractSettings, "password">;
}

/** One batch of PDFs (migration 0040-batches). */
export interface BatchesTable {
  id: Generated<string>;
  /** Who started it; the batch belongs to `workspace_id` (migration 0110). */
  user_id: string;
  workspace_id: string;
  status: BatchStatus;
  format: "xlsx" | "csv" | "json";
  options: ColumnType<BatchOptions, string, string>;
  total_files: number;
  processed_files: Generated<number>;
  successful_files: Generated<number>;
  failed_files: Generated<number>;
  current_file: string | null;
  error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** When the retention sweep deleted the batch's PDFs and results (migration 0060); null while they are stored. */
  expired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the batch's final webhook event was queued (migration 0100); null before, so it is announced once. */
  announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * One PDF of a batch; `extraction_id` is its single-file extraction row once
 * it ran. While 'processing', `worker_id` names the process running it,
 * `lease_expires_at` says until when (migration 0070-batch-leases) and
 * `attempt_id` which of that process's runs of it holds it (migration 0150).
 */
export interface BatchFilesTable {
  id: Generated<string>;
  batch_id: string;
  position: number;
  filename: string;
  /** bigint: drivers return it as a string. */
  file_size: ColumnType<string, number, number>;
  storage_key: string | null;
  status: BatchStatus;
  extraction_id: string | null;
  table_count: Generated<number>;
  error_code: string | null;
  error_message: string | null;
  worker_id: ColumnType<string | null, string | null | undefined, string | null>;
  lease_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempt_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** While a password retry holds the file: when its extraction of the day was reserved (handed back if the retry dies). */
  retry_reserved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
