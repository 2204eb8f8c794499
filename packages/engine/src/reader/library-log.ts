import * as mupdf from "mupdf";

/** The handler the embedding program chose (undefined: MuPDF's default, stderr). */
let chosen: ((message: string) => void) | null | undefined;

/**
 * Where MuPDF's own warnings and errors go ("repairing PDF document", "cannot
 * find startxref", ...). MuPDF prints them to stderr by default; a command-line
 * tool may silence them (null handler means: drop) or route them to its log.
 * This is per thread, like MuPDF itself.
 */
export function setLibraryLog(handler: ((message: string) => void) | null): void {
  chosen = handler;
  mupdf.setLog(handler ?? (() => {}));
}

/**
 * Runs `work` and returns what MuPDF reported meanwhile (a damaged stream, a
 * repaired cross-reference table), passing each message on to the handler
 * set with setLibraryLog as well (or stderr when none was set).
 */
export function withLibraryMessages<T>(work: () => T): { value: T; messages: string[] } {
  const messages: string[] = [];
  const forward = chosen === undefined ? (m: string) => process.stderr.write(`${m}\n`) : chosen;
  mupdf.setLog((message: string) => {
    messages.push(message);
    forward?.(message);
  });
  try {
    return { value: work(), messages };
  } finally {
    // null hands logging back to MuPDF's own default (stderr).
    mupdf.setLog(chosen === undefined ? null : (chosen ?? (() => {})));
  }
}
