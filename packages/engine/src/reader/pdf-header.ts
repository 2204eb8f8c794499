import { EngineError } from "../errors.js";

/** How far into the file the `%PDF-` marker may sit (PDF readers tolerate leading junk). */
export const HEADER_SEARCH_BYTES = 1024;

/**
 * True when the bytes carry a `%PDF-` header near the start. Apart from the reader (which loads MuPDF), so a
 * reader of a stream can tell from its first bytes that it is no PDF (`@pdftab/engine/input`).
 */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, HEADER_SEARCH_BYTES) - 5;
  for (let i = 0; i <= end; i++) {
    if (
      bytes[i] === 0x25 &&
      bytes[i + 1] === 0x50 &&
      bytes[i + 2] === 0x44 &&
      bytes[i + 3] === 0x46 &&
      bytes[i + 4] === 0x2d
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The error for bytes without a `%PDF-` header; `size` 0 says the file is empty, which is
 * what a user needs to hear about a failed download or copy, rather than that a header is missing.
 */
export function notAPdf(size?: number): EngineError {
  if (size === 0) return new EngineError("not_a_pdf", "The file is empty (0 bytes), so it is not a PDF.");
  return new EngineError("not_a_pdf", "The file is not a PDF (no %PDF- header).");
}
