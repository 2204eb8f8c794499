import type { Table } from "@pdftab/engine";
import { toExtractInfo } from "@pdftab/export";

/** The figures a history row keeps about its tables. */
export interface TablesSummary {
  tableCount: number;
  /** Body rows over every table (header rows not counted), as in the extraction response. */
  totalRows: number;
  /** The detector behind most tables; "none" without tables. */
  method: string;
  /** Mean table confidence, 0..1; 0 without tables. */
  averageConfidence: number;
}

/** Summarises tables with the same rules as the extraction response (packages/export). */
export function summarizeTables(tables: Table[], fileName: string): TablesSummary {
  const info = toExtractInfo(tables, { fileName });
  return {
    tableCount: info.table_count,
    totalRows: info.statistics.total_rows,
    method: info.method,
    averageConfidence: info.statistics.average_confidence,
  };
}
