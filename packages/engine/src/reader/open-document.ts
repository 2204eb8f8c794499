import * as mupdf from "mupdf";
import { EngineError } from "../errors.js";
import { looksLikePdf, notAPdf } from "./pdf-header.js";

export { looksLikePdf } from "./pdf-header.js";

/** An opened, authenticated document and its page count; call `close()` when done. */
export interface OpenedDocument {
  doc: mupdf.Document;
  pageCount: number;
  encrypted: boolean;
  close(): void;
}

/**
 * Opens PDF bytes with MuPDF, authenticating with `password` when the file is
 * encrypted. Throws EngineError: not_a_pdf, damaged_pdf, password_required,
 * wrong_password, no_pages.
 */
export function openDocument(bytes: Uint8Array, password?: string): OpenedDocument {
  if (!looksLikePdf(bytes)) throw notAPdf(bytes.length);
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, "application/pdf");
  } catch (cause) {
    throw new EngineError("damaged_pdf", `The PDF is damaged beyond repair: ${messageOf(cause)}`, { cause });
  }
  const encrypted = doc.needsPassword();
  if (encrypted) {
    if (password === undefined || password === "") {
      // Some files are encrypted with an empty user password; try that before asking.
      if (doc.authenticatePassword("") === 0) {
        doc.destroy();
        throw new EngineError("password_required", "The PDF is encrypted; a password is required.");
      }
    } else if (doc.authenticatePassword(password) === 0) {
      doc.destroy();
      throw new EngineError("wrong_password", "The password does not open this PDF.");
    }
  }
  let pageCount: number;
  try {
    pageCount = doc.countPages();
  } catch (cause) {
    doc.destroy();
    throw new EngineError("damaged_pdf", `The PDF's page tree cannot be read: ${messageOf(cause)}`, { cause });
  }
  if (pageCount <= 0) {
    doc.destroy();
    throw new EngineError("no_pages", "The PDF has no pages.");
  }
  let closed = false;
  return {
    doc,
    pageCount,
    encrypted,
    close() {
      if (!closed) doc.destroy();
      closed = true;
    },
  };
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
