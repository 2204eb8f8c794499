/** RFC 4180 quoting: a field with the delimiter, a double quote, CR or LF is quoted, quotes doubled. */
export function csvField(text: string, delimiter: string): string {
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with the RFC 4180 CRLF line end. */
export function csvRecord(fields: readonly string[], delimiter: string): string {
  return `${fields.map((f) => csvField(f, delimiter)).join(delimiter)}\r\n`;
}
