import { inputFiles, toExportTables } from "../input/to-export-tables.js";
import type { CombinedTable, ExportInput, ExportTable, PostProcessOptions } from "../model.js";
import { alignColumns } from "./align-columns.js";
import { fillGaps } from "./fill-gaps.js";
import { computeStatistics, type ExportStatistics } from "./statistics.js";

/** The input after the post-processing switches: what every writer starts from. */
export interface PreparedExport {
  fileNames: string[];
  /** Every table, gap-filled when asked. */
  tables: ExportTable[];
  /** With `alignColumns`: groups of matching tables stacked together. */
  combined: CombinedTable[];
  /** With `alignColumns`: the tables that joined no group (otherwise every table). */
  alone: ExportTable[];
  /** With `includeStats`. */
  statistics: ExportStatistics | null;
}

/** Validates the input and applies fill_gaps, align_columns and include_stats in that order. */
export function prepareExport(input: ExportInput, options: PostProcessOptions = {}): PreparedExport {
  const fileNames = inputFiles(input).map((f) => f.fileName);
  const raw = toExportTables(input);
  const tables = options.fillGaps ? raw.map((t) => fillGaps(t)) : raw;
  const aligned = options.alignColumns ? alignColumns(tables) : { combined: [], alone: tables };
  return {
    fileNames,
    tables,
    combined: aligned.combined,
    alone: aligned.alone,
    statistics: options.includeStats ? computeStatistics(tables, fileNames) : null,
  };
}
