/** Stable error codes; clients switch on these, so never rename one. */
export type EngineErrorCode =
  | "not_a_pdf"
  | "damaged_pdf"
  | "password_required"
  | "wrong_password"
  | "no_pages"
  | "page_out_of_range"
  | "page_timeout"
  | "ocr_failed"
  | "invalid_options"
  | "invalid_template"
  | "invalid_areas"
  | "invalid_columns"
  | "cancelled";

/** An error the engine raises on purpose, with a code that stays stable across versions. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** For bad input: the JSON path of the first problem (e.g. "areas[0].box"), when known. */
  readonly field?: string;

  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown; field?: string }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "EngineError";
    this.code = code;
    if (options?.field !== undefined) this.field = options.field;
  }
}

/** True when `error` is an EngineError (also across module copies, by shape). */
export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError || (error instanceof Error && error.name === "EngineError" && "code" in error);
}
