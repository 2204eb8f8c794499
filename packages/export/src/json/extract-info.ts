import type { ExtractWarning, Table } from "@pdftab/engine";
import { inputFiles } from "../input/to-export-tables.js";
import type { CombinedTable, ExportInput, ExportTable, PostProcessOptions, SheetTable } from "../model.js";
import { headerLabels } from "../process/header-labels.js";
import { prepareExport, type PreparedExport } from "../process/prepare.js";
import type { ExportStatistics } from "../process/statistics.js";
import { columnTypesOf, type ColumnType } from "../typing/column-types.js";
import { jsonValue, typeCell } from "../typing/typed-value.js";
import type {
  CellInfo,
  ColumnInfo,
  CombinedInfo,
  ExtractInfo,
  ExtractInfoStatistics,
  ExtractInfoTable,
  WarningInfo,
} from "./extract-info-types.js";

/** Options of `toExtractInfo`: the switches, and the name to report for a bare table list. */
export interface ExtractInfoOptions extends PostProcessOptions {
  /** Used when `toExtractInfo` gets a plain `Table[]`; default "document.pdf". */
  fileName?: string;
  /** The engine's warnings, for a plain `Table[]` (an `ExportFile` carries its own). */
  warnings?: ExtractWarning[];
}

/**
 * The extract-info answer (docs/product.md, Extraction; POST /pdf/extract-info in docs/api.md) for one document's tables or for an
 * `ExportInput` of several files: table_count, method, statistics {average_confidence,
 * total_rows}, tables [{page, headers, data, confidence, method, ...}], plus bbox, spans,
 * column types and typed values.
 */
export function toExtractInfo(tables: readonly Table[] | ExportInput, options: ExtractInfoOptions = {}): ExtractInfo {
  const input = isTableList(tables)
    ? { fileName: options.fileName ?? "document.pdf", tables: [...tables], warnings: options.warnings ?? [] }
    : tables;
  return extractInfoOf(
    prepareExport(input, { ...options, includeStats: true }),
    options.includeStats === true,
    warningsOf(input),
  );
}

/** Every file's engine warnings, tagged with the file's name, in file then page order. */
export function warningsOf(input: ExportInput): WarningInfo[] {
  return inputFiles(input).flatMap((file) =>
    (Array.isArray(file.warnings) ? file.warnings : []).map((w) => ({
      file_name: file.fileName,
      page: w.page,
      code: w.code,
      message: w.message,
    })),
  );
}

/** Builds the answer from already prepared tables (used by the JSON writer). */
export function extractInfoOf(
  prepared: PreparedExport,
  detailedStats: boolean,
  warnings: WarningInfo[] = [],
): ExtractInfo {
  const tables = prepared.tables.map(tableInfo);
  const info: ExtractInfo = {
    table_count: tables.length,
    method: mostCommon(tables.map((t) => t.method)) ?? "none",
    statistics: statisticsInfo(prepared.statistics!, detailedStats),
    tables,
    files: prepared.fileNames.map((name) => ({
      file_name: name,
      table_count: tables.filter((t) => t.file_name === name).length,
    })),
    warnings,
  };
  if (prepared.combined.length > 0) info.combined = prepared.combined.map(combinedInfo);
  return info;
}

/** One table's JSON. */
export function tableInfo(table: ExportTable): ExtractInfoTable {
  const types = columnTypesOf(table);
  const s = table.source;
  return {
    file_name: s.fileName,
    page: s.page,
    pages: s.pages,
    table_index: s.index,
    // one header row: exactly that row, so [headers, ...data] is the grid; stacked rows: joined labels
    headers: table.headerRows === 0 ? [] : table.headerRows === 1 ? [...table.grid[0]!] : headerLabels(table, false),
    header_rows: table.grid.slice(0, table.headerRows),
    data: table.grid.slice(table.headerRows),
    typed_data: typedBody(table, types),
    columns: columnInfo(table, types),
    spans: table.merges.map((m) => ({ row: m.row, col: m.col, row_span: m.rowSpan, col_span: m.colSpan })),
    confidence: s.confidence,
    method: s.method,
    bbox: s.bbox,
    cells: cellInfos(table),
  };
}

/** Every cell the engine found (covered slots are not cells), row by row, with the table's confidence where the cell has none. */
function cellInfos(table: ExportTable): CellInfo[] {
  const cells: CellInfo[] = [];
  table.engineRows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === null) return;
      const confidence =
        typeof cell.confidence === "number" && Number.isFinite(cell.confidence)
          ? cell.confidence
          : table.source.confidence;
      cells.push({
        text: cell.text,
        bbox: cell.bbox,
        row: r,
        col: c,
        row_span: cell.rowSpan,
        col_span: cell.colSpan,
        confidence,
      });
    }),
  );
  return cells;
}

function combinedInfo(table: CombinedTable): CombinedInfo {
  const types = columnTypesOf(table);
  return {
    headers: table.grid[0] ?? [],
    data: table.grid.slice(1),
    typed_data: typedBody(table, types),
    columns: columnInfo(table, types),
    sources: table.members.map((m) => ({ file_name: m.fileName, page: m.page, table_index: m.index })),
  };
}

function typedBody(table: SheetTable, types: ColumnType[]): (number | string | null)[][] {
  return table.grid.slice(table.headerRows).map((row) => row.map((text, c) => jsonValue(typeCell(text, types[c]!))));
}

function columnInfo(table: SheetTable, types: ColumnType[]): ColumnInfo[] {
  const labels = headerLabels(table);
  return types.map((type, c) => {
    const info: ColumnInfo = { label: labels[c]!, type: type.kind };
    if (type.kind === "number")
      Object.assign(info, { decimal_separator: type.decimal, percent: type.percent, currency: type.currency });
    return info;
  });
}

function statisticsInfo(stats: ExportStatistics, detailed: boolean): ExtractInfoStatistics {
  const info: ExtractInfoStatistics = {
    average_confidence: stats.totals.averageConfidence,
    total_rows: stats.totals.rows,
  };
  if (!detailed) return info;
  info.files = stats.files.map((f) => ({
    file_name: f.fileName,
    tables: f.tables,
    rows: f.rows,
    average_confidence: f.averageConfidence,
  }));
  info.tables = stats.tables.map((t) => ({
    file_name: t.fileName,
    page: t.page,
    table_index: t.index,
    rows: t.rows,
    columns: t.columns,
    empty_cells: t.emptyCells,
    empty_cell_ratio: t.emptyCellRatio,
    numeric_columns: t.numericColumns,
  }));
  return info;
}

/** The value seen most often; the first seen among equals. */
export function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}

function isTableList(value: readonly Table[] | ExportInput): value is readonly Table[] {
  return Array.isArray(value) && (value.length === 0 || "rows" in (value[0] as object));
}
