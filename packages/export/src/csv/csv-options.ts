import type { PostProcessOptions } from "../model.js";
import type { CsvDelimiter } from "./csv-delimiter.js";

/** CSV settings on top of the post-processing switches. */
export interface CsvOptions extends PostProcessOptions {
  /** Start with a UTF-8 byte order mark so Excel opens accents and non-Latin text correctly. */
  bom?: boolean;
  /** Field delimiter, "," by default (";" suits Excel in decimal-comma locales); a field holding it is quoted. */
  delimiter?: CsvDelimiter;
  /**
   * "as-printed" (default) keeps numbers and dates exactly as in the PDF; "plain" writes typed
   * columns machine-readably: numbers like 1234.5 (percent as fraction) and dates as YYYY-MM-DD.
   */
  values?: "as-printed" | "plain";
}

/** Options with defaults applied. */
export interface ResolvedCsvOptions {
  bom: boolean;
  delimiter: CsvDelimiter;
  values: "as-printed" | "plain";
}

/** Applies the defaults. */
export function resolveCsvOptions(options: CsvOptions = {}): ResolvedCsvOptions {
  return { bom: options.bom ?? false, delimiter: options.delimiter ?? ",", values: options.values ?? "as-printed" };
}
