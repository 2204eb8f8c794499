import { ApiError } from "./ApiError";
import type { ExtractionProgress } from "./extractionTypes";
import { fetchExtraction } from "./extractions";

/** How often a running extraction is polled (brief: every second). */
export const EXTRACTION_POLL_MS = 1000;

/**
 * How long polls may keep failing in a row for a reason that passes (no connection, a proxy's
 * 502/503/504, the server restarting, 408, 429) before the wait gives up: the extraction goes on
 * on the server meanwhile, so one lost answer must not end the user's wait with "Extraction failed".
 */
export const TRANSIENT_FAILURE_BUDGET_MS = 60_000;

/** Statuses of a poll that failed for a moment rather than for good (0: the server was not reached). */
const TRANSIENT_STATUSES = new Set([0, 408, 429, 502, 503, 504]);

/** Whether a failed poll is worth asking again. */
export const isTransient = (error: unknown) => error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);

/**
 * Polls `GET /extractions/:id` until the job leaves `processing`, reporting each answer.
 * Resolves with the final status; a failed job rejects with an ApiError carrying the job's
 * `{code, detail}` (so a password problem reads the same as when the upload is refused).
 */
export async function waitForExtraction(
  id: string,
  options: {
    onProgress?: (progress: ExtractionProgress) => void;
    signal?: AbortSignal;
    intervalMs?: number;
    /** How long polls may fail in a row for a passing reason before the wait gives up (TRANSIENT_FAILURE_BUDGET_MS). */
    transientBudgetMs?: number;
  } = {},
): Promise<ExtractionProgress> {
  const interval = options.intervalMs ?? EXTRACTION_POLL_MS;
  const budget = options.transientBudgetMs ?? TRANSIENT_FAILURE_BUDGET_MS;
  let failingSince: number | null = null;
  let retryIn = interval;
  for (;;) {
    let progress: ExtractionProgress;
    try {
      progress = await fetchExtraction(id, options.signal);
    } catch (error) {
      if (options.signal?.aborted || !isTransient(error)) throw error;
      failingSince ??= Date.now();
      if (Date.now() - failingSince >= budget) throw error;
      await sleep(retryIn, options.signal);
      retryIn = Math.min(retryIn * 2, Math.max(interval, 5000));
      continue;
    }
    failingSince = null;
    retryIn = interval;
    options.onProgress?.(progress);
    if (progress.status === "completed") return progress;
    if (progress.status !== "processing") throw failureOf(progress);
    await sleep(interval, options.signal);
  }
}

/** The ApiError of a job that ended without tables: the server's `error` text and `error_code`. */
export function failureOf(progress: ExtractionProgress): ApiError {
  const code = progress.error_code ?? (progress.expired ? "extraction_expired" : progress.status);
  const detail = progress.error || (progress.expired ? "The extraction has expired" : "The extraction failed");
  return new ApiError(422, detail, code, progress);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new ApiError(-1, "The request was cancelled.", "aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener("abort", abort, { once: true });
  });
}
