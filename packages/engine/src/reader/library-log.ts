import * as mupdf from "mupdf";

/**
 * Where MuPDF's own warnings and errors go ("repairing PDF document", "cannot
 * find startxref", ...). MuPDF prints them to stderr by default; a command-line
 * tool may silence them (null handler means: drop) or route them to its log.
 * This is per thread, like MuPDF itself.
 */
export function setLibraryLog(handler: ((message: string) => void) | null): void {
  mupdf.setLog(handler ?? (() => {}));
}
