import { finished } from "node:stream/promises";
import type { Writable } from "node:stream";
import type { CsvOptions } from "./csv/csv-options.js";
import { toCsv, writeCsv } from "./csv/to-csv.js";
import { toCsvZip, writeCsvZip } from "./csv/to-csv-zip.js";
import { ExportError } from "./errors.js";
import type { JsonOptions } from "./json/to-json.js";
import { toJson, writeJson } from "./json/to-json.js";
import type { ExportInput } from "./model.js";
import { toXlsx, writeXlsx } from "./xlsx/to-xlsx.js";

/** Format names callers may pass; "excel" is a synonym of "xlsx" (docs/product.md, Extraction). */
export type ExportFormat = "xlsx" | "excel" | "csv" | "json";

/** Every option of every format; each format reads the ones it knows. */
export interface ExportOptions extends CsvOptions, JsonOptions {
  /** CSV only: "single" (default) puts every table in one file, "zip" one CSV per table. */
  csvLayout?: "single" | "zip";
  /** xlsx only: the workbook's author ("pdftab" by default). */
  creator?: string;
}

/** What a download needs besides the bytes. */
export interface ExportFileInfo {
  contentType: string;
  /** Without the dot: "xlsx", "csv", "zip", "json". */
  extension: string;
}

/** Validates a format name from a request ("excel", "XLSX", "csv", ...). */
export function parseExportFormat(value: string): Exclude<ExportFormat, "excel"> {
  const format = value.trim().toLowerCase();
  if (format === "xlsx" || format === "excel") return "xlsx";
  if (format === "csv" || format === "json") return format;
  throw new ExportError("unknown_format", `unknown export format "${value}"; use xlsx (or excel), csv or json`);
}

/** Content type and extension of an export, e.g. for Content-Disposition. */
export function exportFileInfo(format: ExportFormat, options: ExportOptions = {}): ExportFileInfo {
  const f = parseExportFormat(format);
  if (f === "xlsx")
    return { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" };
  if (f === "json") return { contentType: "application/json; charset=utf-8", extension: "json" };
  return options.csvLayout === "zip"
    ? { contentType: "application/zip", extension: "zip" }
    : { contentType: "text/csv; charset=utf-8", extension: "csv" };
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
