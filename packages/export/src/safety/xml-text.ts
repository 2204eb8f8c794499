/** Excel's limit on one cell's text. */
export const MAX_CELL_CHARS = 32_767;

// Characters XML 1.0 forbids; one of them in a sheet makes Excel report the file as corrupt.
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text a spreadsheet file can carry: forbidden control characters dropped, cut at Excel's cell limit. */
export function spreadsheetText(text: string): string {
  const clean = text.replace(NOT_XML, "");
  return clean.length > MAX_CELL_CHARS ? clean.slice(0, MAX_CELL_CHARS) : clean;
}
