import { EngineError, isEngineError } from "../errors.js";
import { messageOf } from "../reader/open-document.js";

/**
 * What a page that could not be read is reported as: the EngineError's own code and message; `internal_error` for a
 * fault in the engine's code (so it is not blamed on the file); else `damaged_pdf`, MuPDF could not interpret the
 * page, in a sentence naming the page ("cycle in page tree" has no full stop of its own).
 */
export function pageFailure(error: unknown, pageNumber: number): { code: string; message: string } {
  if (isEngineError(error)) return { code: error.code, message: error.message };
  const code =
    error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError
      ? "internal_error"
      : "damaged_pdf";
  return { code, message: `Page ${pageNumber} cannot be read: ${asSentence(messageOf(error))}` };
}

/** The text ending as a sentence does. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The error to throw for a page that could not be read outside extraction (a page image, the debug image): MuPDF's
 * own errors become `damaged_pdf` in `pageFailure`'s sentence; the engine's errors and faults are thrown as they are.
 */
export function pageReadError(error: unknown, pageNumber: number): unknown {
  if (isEngineError(error)) return error;
  const failure = pageFailure(error, pageNumber);
  return failure.code === "damaged_pdf" ? new EngineError("damaged_pdf", failure.message, { cause: error }) : error;
}
