import type { ExtractWarning, Table } from "@pdftab/engine";
import { UsageError } from "../args.js";

export type OutputFormat = "json" | "csv" | "xlsx";

/** Validates --format ("excel" is a synonym of "xlsx"). */
export function parseFormat(value: string | undefined): OutputFormat {
  const f = (value ?? "json").trim().toLowerCase();
  if (f === "json" || f === "csv") return f;
  if (f === "xlsx" || f === "excel") return "xlsx";
  throw new UsageError(`unknown format "${value}"; use json, csv or xlsx`);
}

/** What renders one format: loaded while the worker extracts (the command's own thread is idle then). */
type Renderer = (tables: Table[], fileName: string, warnings: ExtractWarning[]) => Promise<string | Uint8Array>;

/**
 * Starts loading the writer of `format` and resolves to it: JSON and CSV
 * need only the light extract-info and csv entries of @pdftab/export (about
 * 0.1 s to load); xlsx the full package with its spreadsheet library (about
 * 1 s measured on the 2-core bench machine).
 */
export async function loadRenderer(format: OutputFormat): Promise<Renderer> {
  if (format === "json") {
    const { toExtractInfo } = await import("@pdftab/export/extract-info");
    return async (tables, fileName, warnings) =>
      JSON.stringify(toExtractInfo(tables, { fileName, warnings }), null, 2) + "\n";
  }
  if (format === "csv") {
    const { toCsv } = await import("@pdftab/export/csv");
    return async (tables, fileName) => toCsv({ fileName, tables });
  }
  const { exportTables } = await import("@pdftab/export");
  return (tables, fileName) => exportTables({ fileName, tables }, format);
}

/**
 * Renders tables in a format, with the same writers as the server's downloads
 * (see `loadRenderer` for what each format loads).
 */
export async function renderTables(
  tables: Table[],
  format: OutputFormat,
  fileName: string,
  warnings: ExtractWarning[] = [],
): Promise<string | Uint8Array> {
  return (await loadRenderer(format))(tables, fileName, warnings);
}
