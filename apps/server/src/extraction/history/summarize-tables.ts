import type { ExtractInfo } from "@pdftab/export";

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

/** The history figures of an extraction response, so the row and the response always agree. */
export function summaryOf(info: ExtractInfo): TablesSummary {
  return {
    tableCount: info.table_count,
    totalRows: info.statistics.total_rows,
    method: info.method,
    averageConfidence: info.statistics.average_confidence,
  };
}
