import { STANDARD_INPUT } from "./io.js";

/**
 * Engine error codes that are about the input PDF itself (README, "Exit codes": 4 to 7), as opposed to the flags
 * (`invalid_options`, ...): their message names the file, so `for f in *.pdf; do pdftab extract "$f"; done` says
 * which one was not a PDF.
 */
const ABOUT_THE_DOCUMENT: ReadonlySet<string> = new Set([
  "not_a_pdf",
  "damaged_pdf",
  "no_pages",
  "password_required",
  "wrong_password",
  "page_out_of_range",
  "extraction_timeout",
]);

/** How messages name the input: its path as given, or "standard input" for `-`. */
export function inputName(file: string): string {
  return file === STANDARD_INPUT ? "standard input" : file;
}

/**
 * Runs a command's work on its input `file`; an engine error about the document that comes out of it gets the
 * file's name in front of its message (`report.pdf: The file is not a PDF ...`). Told by its shape (name and code),
 * as `isEngineError` does, so checking does not load the engine.
 */
export async function aboutInput<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof Error &&
      error.name === "EngineError" &&
      ABOUT_THE_DOCUMENT.has(String((error as { code?: unknown }).code))
    )
      error.message = `${inputName(file)}: ${error.message}`;
    throw error;
  }
}
