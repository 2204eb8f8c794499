import type { Writable } from "node:stream";
import type { ExportInput } from "../model.js";
import { tableName } from "../naming.js";
import { outputTables } from "../output-tables.js";
import { prepareExport } from "../process/prepare.js";
import { statisticsBlocks } from "../process/statistics-rows.js";
import { resolveCsvOptions, type CsvOptions } from "./csv-options.js";
import { csvCommentRecord } from "./csv-field.js";
import { csvPlainRecords, csvTableRecords, NO_TABLES_RECORD } from "./csv-table.js";
import { writeChunks } from "../streams/write-chunks.js";

export { CsvTableWriter, type CsvWriterOptions } from "./csv-writer.js";
export { CSV_DELIMITERS, csvDelimiterNamed, type CsvDelimiter, type CsvDelimiterName } from "./csv-delimiter.js";
export type { TableWriter } from "../streams/table-writer.js";

/**
 * Every table in one CSV text. One table gives a plain CSV; several are each introduced by a
 * `# Table N (page P)` line (a CSV record of one field, quoted when it holds the delimiter or a
 * quote: csvCommentRecord) and separated by a blank line. With `includeStats` a `# Statistics`
 * section follows. The text is never empty (README, "Empty results"): without a table it is the
 * line `# No tables found`, and a lone table without rows gets its `# Table 1 (page P)` heading.
 */
export function* csvRecords(input: ExportInput, options: CsvOptions = {}): Generator<string> {
  const resolved = resolveCsvOptions(options);
  const prepared = prepareExport(input, options);
  const tables = outputTables(prepared, false);
  const sections = tables.length + (prepared.statistics ? 1 : 0);
  if (resolved.bom) yield "\uFEFF";
  if (sections === 0) yield NO_TABLES_RECORD;
  let first = true;
  for (const out of tables) {
    if (!first) yield "\r\n";
    first = false;
    if (sections > 1 || out.table.grid.length === 0) yield csvCommentRecord(out.heading, resolved.delimiter);
    yield* csvTableRecords(out.table, resolved);
  }
  if (prepared.statistics) {
    const names = prepared.tables.map((t) => tableName(t.source, prepared.fileNames.length > 1));
    for (const block of statisticsBlocks(prepared.statistics, names)) {
      if (!first) yield "\r\n";
      first = false;
      yield csvCommentRecord(`Statistics: ${block.title}`, resolved.delimiter);
      yield* csvPlainRecords(block.rows, resolved);
    }
  }
}

/** The whole CSV as a string (fine up to tens of MB; use `writeCsv` beyond). */
export function toCsv(input: ExportInput, options: CsvOptions = {}): string {
  return [...csvRecords(input, options)].join("");
}

/** Streams the CSV to a writable (file, HTTP response), respecting back-pressure. */
export async function writeCsv(input: ExportInput, out: Writable, options: CsvOptions = {}): Promise<void> {
  await writeChunks(csvRecords(input, options), out);
}
