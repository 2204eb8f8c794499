import type { Config } from "../../config/index.js";

const apiBase = (config: Config) => `${config.publicUrl.replace(/\/$/, "")}/api/v1`;

/** Where a client polls a batch's progress. */
export const statusUrl = (config: Config, batchId: string) => `${apiBase(config)}/status/${batchId}`;

/** Where a client fetches a finished batch's zip (same Authorization header). */
export const batchDownloadUrl = (config: Config, batchId: string) => `${apiBase(config)}/batch/${batchId}/download`;

/**
 * True when a batch has ended with results to download: completed, or cancelled after some of
 * its files finished (their results stay downloadable), as the batch webhook events say it.
 */
export const hasBatchResults = (b: { status: string; progress: { successful_files: number } }) =>
  b.status === "completed" || (b.status === "cancelled" && b.progress.successful_files > 0);
