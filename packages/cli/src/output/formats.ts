import type { Table } from "@pdftab/engine";
import { UsageError } from "../args.js";
import { tablesToCsv } from "./csv.js";
import { buildExtractInfo } from "./extract-info.js";

export type OutputFormat = "json" | "csv" | "xlsx";

/** Validates --format ("excel" is a synonym of "xlsx"). */
export function parseFormat(value: string | undefined): OutputFormat {
  const f = (value ?? "json").trim().toLowerCase();
  if (f === "json" || f === "csv") return f;
  if (f === "xlsx" || f === "excel") return "xlsx";
  throw new UsageError(`unknown format "${value}"; use json, csv or xlsx`);
}

/** The function of @pdftab/export the CLI uses, when that package provides it. */
interface ExportModule {
  exportTables?: (input: { fileName: string; tables: Table[] }, format: string) => Promise<Uint8Array>;
}

/** Thrown when a format needs the export package and it is not there yet. */
export class FormatUnavailableError extends Error {
  override name = "FormatUnavailableError";
}

async function loadExport(): Promise<ExportModule> {
  try {
    return (await import("@pdftab/export")) as ExportModule;
  } catch {
    return {};
  }
}

/**
 * Renders tables in a format. JSON is the CLI's own extract-info builder:
 * loading @pdftab/export (and its spreadsheet library) costs about half a
 * second, more than the whole one-page run may take. CSV and xlsx go through
 * @pdftab/export so they match the server's downloads; without it, CSV falls
 * back to the CLI's own writer and xlsx reports that it is unavailable.
 */
export async function renderTables(tables: Table[], format: OutputFormat, fileName: string): Promise<string | Uint8Array> {
  if (format === "json") return JSON.stringify(buildExtractInfo(tables, fileName), null, 2) + "\n";
  const exporter = await loadExport();
  if (typeof exporter.exportTables === "function") return exporter.exportTables({ fileName, tables }, format);
  if (format === "csv") return tablesToCsv(tables);
  throw new FormatUnavailableError("xlsx output is not yet available in this build (it comes with @pdftab/export); use --format csv or json");
}
