import { ExportError } from "./errors.js";

/** Format names callers may pass; "excel" is a synonym of "xlsx" (docs/product.md, Extraction). */
export type ExportFormat = "xlsx" | "excel" | "csv" | "json";

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
export function exportFileInfo(format: ExportFormat, options: { csvLayout?: "single" | "zip" } = {}): ExportFileInfo {
  const f = parseExportFormat(format);
  if (f === "xlsx")
    return { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" };
  if (f === "json") return { contentType: "application/json; charset=utf-8", extension: "json" };
  return options.csvLayout === "zip"
    ? { contentType: "application/zip", extension: "zip" }
    : { contentType: "text/csv; charset=utf-8", extension: "csv" };
}
