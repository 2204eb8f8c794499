import { ApiError } from "./ApiError";
import type { ExtractionProgress } from "./extractionTypes";
import { fetchExtraction } from "./extractions";

/** How often a running extraction is polled (brief: every second). */
export const EXTRACTION_POLL_MS = 1000;

/**
 * Polls `GET /extractions/:id` until the job leaves `processing`, reporting each answer.
 * Resolves with the final status; a failed job rejects with an ApiError carrying the job's
 * `{code, detail}` (so a password problem reads the same as when the upload is refused).
 */
export async function waitForExtraction(
  id: string,
  options: { onProgress?: (progress: ExtractionProgress) => void; signal?: AbortSignal; intervalMs?: number } = {},
): Promise<ExtractionProgress> {
  const interval = options.intervalMs ?? EXTRACTION_POLL_MS;
  for (;;) {
    const progress = await fetchExtraction(id, options.signal);
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
