/** Stable error codes; clients switch on these, so never rename one. */
export type EngineErrorCode =
  | "not_a_pdf"
  | "damaged_pdf"
  | "password_required"
  | "wrong_password"
  | "no_pages"
  | "page_out_of_range"
  | "page_timeout"
  | "invalid_options";

/** An error the engine raises on purpose, with a code that stays stable across versions. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EngineError";
    this.code = code;
  }
}

/** True when `error` is an EngineError (also across module copies, by shape). */
export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError || (error instanceof Error && error.name === "EngineError" && "code" in error);
}
