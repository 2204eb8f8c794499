/** Process exit codes; documented in the CLI README and stable for scripts. */
export const EXIT = {
  ok: 0,
  internal: 1,
  usage: 2,
  fileUnreadable: 3,
  badPdf: 4,
  password: 5,
  pageOutOfRange: 6,
  timeout: 7,
} as const;

/** Exit code for an EngineError code. */
export function exitCodeFor(code: string): number {
  switch (code) {
    case "not_a_pdf":
    case "damaged_pdf":
    case "no_pages":
      return EXIT.badPdf;
    case "password_required":
    case "wrong_password":
      return EXIT.password;
    case "page_out_of_range":
      return EXIT.pageOutOfRange;
    case "invalid_options":
    case "invalid_template":
    case "invalid_areas":
    case "invalid_columns":
      return EXIT.usage;
    case "extraction_timeout":
      return EXIT.timeout;
    default:
      return EXIT.internal;
  }
}
