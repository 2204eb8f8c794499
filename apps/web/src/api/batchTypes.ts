import type { ApiResponse } from "./schema";

/** Where a batch is (docs/product.md, Batches). */
export type BatchStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";

/** Answer of both batch uploads (`POST /batch/create`, `POST /pdf/batch-extract`). */
export type BatchCreated = ApiResponse<"/batch/create", "post">;

/** One batch of `GET /batch/` (docs/api.md, Batches): `expires_at` ends the retention period, `expired` after it. */
export type Batch = ApiResponse<"/batch/">[number];

/** Counts of a batch's files; `current_file` names the one under way, `current_pages` its pages read so far. */
export type BatchProgress = Batch["progress"];

/** One PDF of a batch once it has been handled; `ocr_pages` are the pages read by OCR. */
export type BatchFileResult = Batch["results"][number];

/** Whether the batch's results can be downloaded now: completed, or cancelled after some files finished. */
export const isBatchDownloadable = (batch: Pick<Batch, "status" | "expired" | "progress">) =>
  !batch.expired &&
  (batch.status === "completed" || (batch.status === "cancelled" && batch.progress.successful_files > 0));

/**
 * The progress line of a running batch, with the spec's "Currently processing: {file}"
 * (docs/product.md, Batch): "Currently processing: name.pdf (file 3 of 10), page 6 of 40". The
 * page named is the one being read (pages done + 1, as Home's "Processing page X of Y"), so a
 * one-page file reads "page 1 of 1" rather than "page 0 of 1".
 */
export function batchProgressLine(progress: BatchProgress): string {
  if (!progress.current_file) return "Waiting to start...";
  const place = progress.current_index ? ` (file ${progress.current_index} of ${progress.total_files})` : "";
  const pages = progress.current_pages
    ? `, page ${pageBeingRead(progress.current_pages)} of ${progress.current_pages.total}`
    : "";
  return `Currently processing: ${progress.current_file}${place}${pages}`;
}

/** The page under way: the one after those done, within 1..total. */
const pageBeingRead = ({ done, total }: { done: number; total: number }) => Math.max(1, Math.min(done + 1, total));

/** Whether the batch is still pending or processing (its Cancel button and progress bar show). */
export const isBatchActive = (batch: Pick<Batch, "status">) =>
  batch.status === "pending" || batch.status === "processing";

/**
 * Files of a cancelled batch still under way: a cancel ends the batch at once, but a file that
 * was running stops only before its next page, or finishes when it was on its last one
 * (docs/product.md, Batches), and is counted then.
 */
export const filesStillStopping = (batch: Pick<Batch, "status" | "results">) =>
  batch.status === "cancelled" ? batch.results.filter((result) => result.status === "processing").length : 0;

/**
 * Whether the server may still change this batch on its own: while it runs, and after a cancel
 * until its running files have stopped (their counts, results and the download come then).
 */
export const isBatchSettling = (batch: Pick<Batch, "status" | "results">) =>
  isBatchActive(batch) || filesStillStopping(batch) > 0;
