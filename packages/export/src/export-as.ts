import { finished } from "node:stream/promises";
import type { Writable } from "node:stream";
import type { CsvOptions } from "./csv/csv-options.js";
import { toCsv, writeCsv } from "./csv/to-csv.js";
import { toCsvZip, writeCsvZip } from "./csv/to-csv-zip.js";
import { parseExportFormat, type ExportFormat } from "./export-format.js";
import type { JsonOptions } from "./json/to-json.js";
import { toJson, writeJson } from "./json/to-json.js";
import type { ExportInput } from "./model.js";
import { toXlsx, writeXlsx } from "./xlsx/to-xlsx.js";

export { exportFileInfo, parseExportFormat, type ExportFileInfo, type ExportFormat } from "./export-format.js";

/** Every option of every format; each format reads the ones it knows. */
export interface ExportOptions extends CsvOptions, JsonOptions {
  /** CSV only: "single" (default) puts every table in one file, "zip" one CSV per table. */
  csvLayout?: "single" | "zip";
  /** xlsx only: the workbook's author ("pdftab" by default). */
  creator?: string;
}

/** Exports to one buffer in the named format: the entry point for single downloads and batches. */
export async function exportTables(
  input: ExportInput,
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<Buffer> {
  const f = parseExportFormat(format);
  if (f === "xlsx") return toXlsx(input, options);
  if (f === "json") return Buffer.from(toJson(input, options), "utf8");
  if (options.csvLayout === "zip") return toCsvZip(input, options);
  return Buffer.from(toCsv(input, options), "utf8");
}

/** Streams the export to `out` (an HTTP response, a file) and ends it; for large tables. */
export async function writeExport(
  input: ExportInput,
  format: ExportFormat,
  out: Writable,
  options: ExportOptions = {},
): Promise<void> {
  const f = parseExportFormat(format);
  if (f === "xlsx") return writeXlsx(input, out, options);
  if (f === "csv" && options.csvLayout === "zip") return writeCsvZip(input, out, options);
  if (f === "json") await writeJson(input, out, options);
  else await writeCsv(input, out, options);
  out.end();
  await finished(out);
}
