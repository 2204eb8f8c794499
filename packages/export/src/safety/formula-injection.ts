/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell whose text starts with one of
 * these characters may be run as a formula by Excel, LibreOffice or Google Sheets.
 */
const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** A number literal a spreadsheet reads as a plain value ("-12.5", "+3", "-1,234.50", "-4%"). */
const PLAIN_NUMBER = /^[-+]\d{1,3}(?:(?:[,.' \u00a0]\d{3})*|\d*)(?:[.,]\d+)?(?:[eE][-+]?\d+)?%?$/u;

/**
 * True when the text would be dangerous as a spreadsheet cell. A signed number literal is not:
 * it can only ever be read as a number, and prefixing it would turn "-12.5" into text. A lone
 * "-" (the usual "no value" mark) cannot run anything either.
 */
export function isFormulaLike(text: string): boolean {
  const first = text[0];
  if (first === undefined || !TRIGGERS.has(first)) return false;
  if (text === "-") return false;
  return !PLAIN_NUMBER.test(text);
}

/** The OWASP neutralisation for CSV: a leading single quote, so the cell is read as text. */
export function neutraliseForCsv(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
