/** The warning code of a file MuPDF found damaged (often truncated) and rebuilt as it opened it (docs/api.md, "Extraction response"). */
export const REPAIRED_FILE = "repaired_file";

/**
 * What the reader is told of a file MuPDF repaired as it opened it, from MuPDF's first report (`messages`: what it
 * said while opening; none means the file was whole). Extraction gives it on the first page read, inspection for
 * the document: one text for both.
 */
export function repairedFileMessage(messages: readonly string[]): string {
  return `The file is damaged (${messages[0]}) and was repaired to be read; pages or rows may be missing, and tables are reported with lower confidence.`;
}
