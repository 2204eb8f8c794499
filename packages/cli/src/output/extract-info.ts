import type { BBox, Table } from "@pdftab/engine";

/** One table of the extract-info answer (product spec section 3, with bbox and spans). */
export interface ExtractInfoTable {
  file_name: string;
  page: number;
  pages: number[];
  table_index: number;
  /** One label per column; [] when no header row was detected. Stacked header rows are joined with " / ". */
  headers: string[];
  /** The header rows as printed; `[...header_rows, ...data]` is always the full grid. */
  header_rows: string[][];
  data: string[][];
  confidence: number;
  method: string;
  bbox: BBox;
  spans: { row: number; col: number; row_span: number; col_span: number }[];
}

/** The extract-info answer. */
export interface ExtractInfo {
  table_count: number;
  method: string;
  statistics: { average_confidence: number; total_rows: number };
  tables: ExtractInfoTable[];
}

/**
 * The extract-info answer for the CLI, with the same fields as
 * @pdftab/export's `toExtractInfo` minus typed values and column types.
 * `[...header_rows, ...data]` is the full grid; with one header row that is
 * `headers` followed by `data`.
 */
export function buildExtractInfo(tables: readonly Table[], fileName: string): ExtractInfo {
  const infos = tables.map((t): ExtractInfoTable => {
    const grid = t.rows.map((row) => row.map((cell) => cell?.text ?? ""));
    const headerRows = grid.slice(0, t.headerRows);
    const headers = headerRows.length === 0 ? [] : headerRows[0]!.map((_, c) => headerRows.map((r) => r[c]!).filter((s) => s !== "").join(" / "));
    const spans: ExtractInfoTable["spans"] = [];
    t.rows.forEach((row, r) => row.forEach((cell, c) => {
      if (cell && (cell.rowSpan > 1 || cell.colSpan > 1)) spans.push({ row: r, col: c, row_span: cell.rowSpan, col_span: cell.colSpan });
    }));
    return {
      file_name: fileName,
      page: t.page,
      pages: t.pages,
      table_index: t.index,
      headers,
      header_rows: headerRows,
      data: grid.slice(t.headerRows),
      confidence: t.confidence,
      method: t.method,
      bbox: t.bbox,
      spans,
    };
  });
  const totalRows = infos.reduce((n, t) => n + t.data.length, 0);
  const avg = infos.length ? infos.reduce((s, t) => s + t.confidence, 0) / infos.length : 0;
  return {
    table_count: infos.length,
    method: mostCommon(infos.map((t) => t.method)) ?? "none",
    statistics: { average_confidence: Math.round(avg * 1000) / 1000, total_rows: totalRows },
    tables: infos,
  };
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}
