/**
 * Why an extraction failed: an engine code (not_a_pdf, damaged_pdf,
 * password_required, wrong_password, no_pages, page_out_of_range,
 * invalid_options) or one of the pool's own codes.
 */
export type ExtractionErrorCode = string;

/** The pool's own codes, beside the engine's. */
export const POOL_ERROR_CODES = {
  /** The document ran past its time budget (or opening it past the page budget); its worker was stopped. */
  timeout: "extraction_timeout",
  /** The document waited for a free worker longer than the queue allows and was not run. */
  queueTimeout: "extraction_queue_timeout",
  /** The caller cancelled the extraction (its batch was cancelled): it stopped before its next page, or before it started. */
  cancelled: "cancelled",
  /** The worker thread died or threw something that is not an engine error. */
  failed: "extraction_failed",
} as const;

/** A typed failure of one pool task; the other tasks are not affected. */
export class ExtractionError extends Error {
  readonly code: ExtractionErrorCode;

  constructor(code: ExtractionErrorCode, message: string) {
    super(message);
    this.name = "ExtractionError";
    this.code = code;
  }
}
