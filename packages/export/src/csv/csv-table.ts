import type { SheetTable } from "../model.js";
import { isFormulaLike, neutraliseForCsv } from "../safety/formula-injection.js";
import { columnTypesOf } from "../typing/column-types.js";
import { jsonValue, typeCell } from "../typing/typed-value.js";
import { csvRecord } from "./csv-field.js";
import type { ResolvedCsvOptions } from "./csv-options.js";

/**
 * What a CSV file holds when there is no table at all (README, "Empty results"): a 0-byte file
 * reads as broken or as a failed download; this says what happened, in the `#` line the
 * multi-table layout already uses for its headings.
 */
export const NO_TABLES_RECORD = "# No tables found\r\n";

/**
 * The records of one table, CRLF-terminated. Cells that read as numbers or dates in their
 * column are written as they are (a "-12.5" stays a number); every other cell goes through the
 * formula-injection guard.
 */
export function* csvTableRecords(table: SheetTable, options: ResolvedCsvOptions): Generator<string> {
  const types = columnTypesOf(table);
  for (let r = 0; r < table.grid.length; r++) {
    const row = table.grid[r]!;
    if (r < table.headerRows) {
      yield csvRecord(row.map(neutraliseForCsv), options.delimiter);
      continue;
    }
    const fields = row.map((text, c) => {
      // as printed, only a text that could trigger a formula needs its typed reading
      if (options.values === "as-printed" && !isFormulaLike(text)) return text;
      const typed = typeCell(text, types[c]!);
      if (typed.kind === "number" || typed.kind === "date") {
        return options.values === "plain" ? String(jsonValue(typed)) : text;
      }
      return neutraliseForCsv(text);
    });
    yield csvRecord(fields, options.delimiter);
  }
}

/** Plain rows of strings (statistics, overviews) as records, guarded like any other text. */
export function* csvPlainRecords(
  rows: readonly (readonly (string | number)[])[],
  options: ResolvedCsvOptions,
): Generator<string> {
  for (const row of rows)
    yield csvRecord(
      row.map((v) => (typeof v === "number" ? String(v) : neutraliseForCsv(v))),
      options.delimiter,
    );
}
