/** RFC 4180 quoting: a field with the delimiter, a double quote, CR or LF is quoted, quotes doubled. */
export function csvField(text: string, delimiter: string): string {
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A `#` line (a table's heading, a statistics title) as one CSV record: a single field, quoted
 * like any other when it holds the delimiter, a double quote or a line end. A heading names the
 * file its table came from, and a file may be called `a;b "2024".pdf`: written bare, that line
 * would split into fields, or open a quote that swallows the next records, for the chosen
 * delimiter. A line that needs no quoting is written as it always was (`# Table 1 (page 2)`).
 */
export function csvCommentRecord(text: string, delimiter: string): string {
  return csvRecord([`# ${text}`], delimiter);
}

/** One CSV record with the RFC 4180 CRLF line end. */
export function csvRecord(fields: readonly string[], delimiter: string): string {
  return `${fields.map((f) => csvField(f, delimiter)).join(delimiter)}\r\n`;
}
