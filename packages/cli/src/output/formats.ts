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

/** The functions of @pdftab/export the CLI uses, when that package provides them. */
interface ExportModule {
  toExtractInfo?: (input: { fileName: string; tables: Table[] }) => unknown;
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
 * Renders tables in a format. Uses @pdftab/export when it provides the
 * writers (so the CLI, server and downloads agree), else the CLI's own JSON
 * and CSV; xlsx needs the export package.
 */
export async function renderTables(tables: Table[], format: OutputFormat, fileName: string): Promise<string | Uint8Array> {
  const exporter = await loadExport();
  if (format === "json") {
    const info = typeof exporter.toExtractInfo === "function" ? exporter.toExtractInfo({ fileName, tables }) : buildExtractInfo(tables);
    return JSON.stringify(info, null, 2) + "\n";
  }
  if (typeof exporter.exportTables === "function") return exporter.exportTables({ fileName, tables }, format);
  if (format === "csv") return tablesToCsv(tables);
  throw new FormatUnavailableError("xlsx output is not yet available in this build (it comes with @pdftab/export); use --format csv or json");
}
