import type { ExportStatistics } from "./statistics.js";

/** A titled block of rows; the first row is the header. */
export interface StatisticsBlock {
  title: string;
  rows: (string | number)[][];
}

/**
 * The statistics as three blocks of plain rows (files, tables, numeric columns), laid out the
 * same way in the xlsx "Statistics" sheet and in CSV.
 */
export function statisticsBlocks(stats: ExportStatistics, tableNames: readonly string[]): StatisticsBlock[] {
  const files: StatisticsBlock = {
    title: "Files",
    rows: [
      ["File", "Tables", "Rows", "Average confidence"],
      ...stats.files.map((f) => [f.fileName, f.tables, f.rows, f.averageConfidence]),
      ["All files", stats.totals.tables, stats.totals.rows, stats.totals.averageConfidence],
    ],
  };
  const tables: StatisticsBlock = {
    title: "Tables",
    rows: [
      ["Table", "File", "Page", "Rows", "Columns", "Empty cells", "Empty-cell ratio", "Method", "Confidence"],
      ...stats.tables.map((t, i) => [
        tableNames[i] ?? "",
        t.fileName,
        t.page,
        t.rows,
        t.columns,
        t.emptyCells,
        t.emptyCellRatio,
        t.method,
        t.confidence,
      ]),
    ],
  };
  const columns: StatisticsBlock = {
    title: "Numeric columns",
    rows: [
      ["Table", "Column", "Count", "Sum", "Mean", "Min", "Max"],
      ...stats.tables.flatMap((t, i) =>
        t.numericColumns.map((n) => [tableNames[i] ?? "", n.label, n.count, n.sum, n.mean, n.min, n.max]),
      ),
    ],
  };
  return [files, tables, columns];
}
