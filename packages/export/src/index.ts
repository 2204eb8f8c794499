/**
 * @pdftab/export: the engine's tables as xlsx, CSV (one file or a zip) and JSON, with the
 * post-processing switches fill_gaps, align_columns and include_stats. See README.md.
 */
export * from "./model.js";
export { ExportError, type ExportErrorCode } from "./errors.js";
export { exportTables, writeExport, exportFileInfo, parseExportFormat } from "./export-as.js";
export type { ExportFormat, ExportOptions, ExportFileInfo } from "./export-as.js";
export { toXlsx, writeXlsx, type XlsxOptions } from "./xlsx/to-xlsx.js";
export { XlsxTableWriter } from "./xlsx/xlsx-writer.js";
export { CsvTableWriter, type CsvWriterOptions } from "./csv/csv-writer.js";
export { ExtractInfoWriter, type ExtractInfoWriterOptions } from "./json/extract-info-writer.js";
export type { TableWriter } from "./streams/table-writer.js";
export { toCsv, writeCsv, csvRecords } from "./csv/to-csv.js";
export { toCsvZip, writeCsvZip } from "./csv/to-csv-zip.js";
export type { CsvOptions } from "./csv/csv-options.js";
export { CSV_DELIMITERS, csvDelimiterNamed, type CsvDelimiter, type CsvDelimiterName } from "./csv/csv-delimiter.js";
export { parseCsv } from "./csv/parse-csv.js";
export { toJson, writeJson, type JsonOptions } from "./json/to-json.js";
export { toExtractInfo, type ExtractInfoOptions } from "./json/extract-info.js";
export type * from "./json/extract-info-types.js";
export { prepareExport, type PreparedExport } from "./process/prepare.js";
export { fillGaps } from "./process/fill-gaps.js";
export { alignColumns, type AlignedTables } from "./process/align-columns.js";
export { computeStatistics } from "./process/statistics.js";
export type {
  ExportStatistics,
  FileStatistics,
  TableStatistics,
  NumericColumnStatistics,
} from "./process/statistics.js";
export { inferColumnTypes, type ColumnType } from "./typing/column-types.js";
export { typeCell, type TypedValue } from "./typing/typed-value.js";
export { isFormulaLike } from "./safety/formula-injection.js";
