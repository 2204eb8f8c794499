/** Stable codes for everything the export package refuses to do. */
export type ExportErrorCode =
  "invalid_input" | "invalid_table" | "unknown_format" | "too_large_for_xlsx" | "output_closed";

/** An export failure a caller can map to a clear message (the code never changes meaning). */
export class ExportError extends Error {
  readonly code: ExportErrorCode;

  constructor(code: ExportErrorCode, message: string) {
    super(message);
    this.name = "ExportError";
    this.code = code;
  }
}
