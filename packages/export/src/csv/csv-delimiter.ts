/**
 * The delimiters a CSV may use, by the names a command line (`--csv-delimiter`) or a download request
 * (`delimiter=`) gives them: a comma (the default), a semicolon (what Excel expects where the decimal
 * separator is a comma) or a tab.
 */
export const CSV_DELIMITERS = { comma: ",", semicolon: ";", tab: "\t" } as const;

/** A delimiter's name: comma, semicolon or tab. */
export type CsvDelimiterName = keyof typeof CSV_DELIMITERS;

/** The delimiter itself: ",", ";" or a tab. */
export type CsvDelimiter = (typeof CSV_DELIMITERS)[CsvDelimiterName];

/** The delimiter a name gives (in any case, spaces around it ignored), or undefined for any other name. */
export function csvDelimiterNamed(name: string): CsvDelimiter | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(CSV_DELIMITERS, key) ? CSV_DELIMITERS[key as CsvDelimiterName] : undefined;
}
