import type { ExtractWarning, Table } from "@pdftab/engine";
import { UsageError } from "../args.js";
import { toExtractInfo } from "@pdftab/export/extract-info";

export type OutputFormat = "json" | "csv" | "xlsx";

/** Validates --format ("excel" is a synonym of "xlsx"). */
export function parseFormat(value: string | undefined): OutputFormat {
  const f = (value ?? "json").trim().toLowerCase();
  if (f === "json" || f === "csv") return f;
  if (f === "xlsx" || f === "excel") return "xlsx";
  throw new UsageError(`unknown format "${value}"; use json, csv or xlsx`);
}

/**
 * Renders tables in a format, with the same writers as the server's downloads.
 * JSON comes from the light extract-info entry of @pdftab/export; the full
 * package (and its spreadsheet library, about half a second to load) is
 * imported only for CSV and xlsx, so a one-page JSON run stays quick.
 */
export async function renderTables(
  tables: Table[],
  format: OutputFormat,
  fileName: string,
  warnings: ExtractWarning[] = [],
): Promise<string | Uint8Array> {
  if (format === "json") return JSON.stringify(toExtractInfo(tables, { fileName, warnings }), null, 2) + "\n";
  const { exportTables } = await import("@pdftab/export");
  return exportTables({ fileName, tables }, format);
}
