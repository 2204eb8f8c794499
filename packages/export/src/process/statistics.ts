import type { ExportTable, SheetTable } from "../model.js";
import { columnTypesOf, type ColumnType } from "../typing/column-types.js";
import { typeCell } from "../typing/typed-value.js";
import { headerLabels } from "./header-labels.js";

/** Count, sum, mean, min and max of one numeric column's body cells. */
export interface NumericColumnStatistics {
  /** 0-based column. */
  column: number;
  label: string;
  count: number;
  sum: number;
  mean: number;
  min: number;
  max: number;
}

/** Size and fill of one table. */
export interface TableStatistics {
  fileName: string;
  page: number;
  /** 0-based position among the tables of its page. */
  index: number;
  /** Body rows (header rows not counted). */
  rows: number;
  columns: number;
  /** Empty body slots; slots covered by a spanning cell are not counted at all. */
  emptyCells: number;
  /** emptyCells / countable body slots, 0..1 (0 for a table without body). */
  emptyCellRatio: number;
  method: string;
  confidence: number;
  numericColumns: NumericColumnStatistics[];
}

/** Totals for one input file. */
export interface FileStatistics {
  fileName: string;
  tables: number;
  rows: number;
  /** Mean table confidence, 0 when the file has no table. */
  averageConfidence: number;
}

/** Everything `include_stats` adds. */
export interface ExportStatistics {
  files: FileStatistics[];
  tables: TableStatistics[];
  totals: FileStatistics & { files: number };
}

/** Computes the statistics; `fileNames` lists every input file so files without tables still show. */
export function computeStatistics(tables: readonly ExportTable[], fileNames: readonly string[]): ExportStatistics {
  const perTable = tables.map(tableStatistics);
  const files = [...new Set([...fileNames, ...tables.map((t) => t.source.fileName)])].map((fileName) =>
    totalsOf(
      fileName,
      perTable.filter((t) => t.fileName === fileName),
    ),
  );
  return { files, tables: perTable, totals: { ...totalsOf("", perTable), files: files.length } };
}

/** Statistics of one table. */
export function tableStatistics(table: ExportTable): TableStatistics {
  const body = table.grid.length - table.headerRows;
  const columns = table.grid[0]?.length ?? 0;
  const covered = coveredBodySlots(table);
  let empty = 0;
  for (let r = table.headerRows; r < table.grid.length; r++) {
    table.grid[r]!.forEach((text, c) => {
      if (text.trim() === "" && !covered.has(r * columns + c)) empty++;
    });
  }
  const countable = body * columns - covered.size;
  return {
    fileName: table.source.fileName,
    page: table.source.page,
    index: table.source.index,
    rows: body,
    columns,
    emptyCells: empty,
    emptyCellRatio: countable > 0 ? round(empty / countable, 4) : 0,
    method: table.source.method,
    confidence: table.source.confidence,
    numericColumns: numericColumnStatistics(table, columnTypesOf(table)),
  };
}

/** Per numeric column figures, from the typed values of the body cells. */
export function numericColumnStatistics(table: SheetTable, types: readonly ColumnType[]): NumericColumnStatistics[] {
  const labels = headerLabels(table);
  const out: NumericColumnStatistics[] = [];
  types.forEach((type, c) => {
    if (type.kind !== "number") return;
    let count = 0,
      sum = 0,
      min = Infinity,
      max = -Infinity;
    for (let r = table.headerRows; r < table.grid.length; r++) {
      const value = typeCell(table.grid[r]![c]!, type);
      if (value.kind !== "number") continue;
      count++;
      sum += value.value;
      min = Math.min(min, value.value);
      max = Math.max(max, value.value);
    }
    if (count > 0)
      out.push({ column: c, label: labels[c]!, count, sum: clean(sum), mean: clean(sum / count), min, max });
  });
  return out;
}

/** Tables, body rows and mean confidence (4 places) of some tables' statistics, under a file's name. */
export function totalsOf(
  fileName: string,
  tables: readonly Pick<TableStatistics, "rows" | "confidence">[],
): FileStatistics {
  const confidence = tables.reduce((s, t) => s + t.confidence, 0);
  return {
    fileName,
    tables: tables.length,
    rows: tables.reduce((s, t) => s + t.rows, 0),
    averageConfidence: tables.length ? round(confidence / tables.length, 4) : 0,
  };
}

function coveredBodySlots(table: ExportTable): Set<number> {
  const width = table.grid[0]?.length ?? 0;
  const covered = new Set<number>();
  for (const m of table.merges) {
    for (let r = Math.max(m.row, table.headerRows); r < m.row + m.rowSpan; r++) {
      for (let c = m.col; c < m.col + m.colSpan; c++) if (r !== m.row || c !== m.col) covered.add(r * width + c);
    }
  }
  return covered;
}

/** Drops binary noise from sums (0.1 + 0.2 -> 0.3). */
function clean(n: number): number {
  return Number(n.toPrecision(15));
}

function round(n: number, places: number): number {
  return Math.round(n * 10 ** places) / 10 ** places;
}
