import type { Cell, Table } from "@pdftab/engine";
import { ExportError } from "../errors.js";
import type { ExportFile, ExportInput, ExportTable, Merge } from "../model.js";

/** Accepts one file or a list of files and always returns a list. */
export function inputFiles(input: ExportInput): ExportFile[] {
  const files = Array.isArray(input) ? [...(input as readonly ExportFile[])] : [input as ExportFile];
  files.forEach((file, i) => {
    if (!file || typeof file.fileName !== "string" || !Array.isArray(file.tables)) {
      throw new ExportError("invalid_input", `input file #${i + 1} needs a fileName string and a tables array`);
    }
  });
  return files;
}

/**
 * Turns the engine's tables into text grids (span-covered slots become "" and the spans are
 * kept as merges), validating the grid shape so writers can trust it.
 */
export function toExportTables(input: ExportInput): ExportTable[] {
  return inputFiles(input).flatMap((file) => file.tables.map((table) => toExportTable(file.fileName, table)));
}

function toExportTable(fileName: string, table: Table): ExportTable {
  const where = `${fileName} page ${table?.page} table ${(table?.index ?? 0) + 1}`;
  if (!table || !Array.isArray(table.rows)) throw new ExportError("invalid_table", `${where}: rows is not an array`);
  const width = table.rows[0]?.length ?? 0;
  const merges: Merge[] = [];
  const grid = table.rows.map((row, r) => {
    if (!Array.isArray(row) || row.length !== width) {
      throw new ExportError("invalid_table", `${where}: row ${r + 1} has ${row?.length} cells, expected ${width}`);
    }
    return row.map((cell, c) => {
      if (cell === null) return "";
      checkCell(cell, where, r, c, table.rows.length, width);
      if (cell.rowSpan > 1 || cell.colSpan > 1)
        merges.push({ row: r, col: c, rowSpan: cell.rowSpan, colSpan: cell.colSpan });
      return cell.text;
    });
  });
  const headerRows = Math.max(0, Math.min(Math.trunc(table.headerRows) || 0, grid.length));
  return {
    grid,
    headerRows,
    merges,
    engineRows: table.rows,
    source: {
      fileName,
      page: table.page,
      pages: table.pages?.length ? [...table.pages] : [table.page],
      index: table.index,
      bbox: table.bbox,
      method: table.method,
      confidence: table.confidence,
    },
  };
}

function checkCell(cell: Cell, where: string, r: number, c: number, height: number, width: number): void {
  if (typeof cell.text !== "string")
    throw new ExportError("invalid_table", `${where}: cell (${r + 1}, ${c + 1}) has no text`);
  const spansOk =
    Number.isInteger(cell.rowSpan) && Number.isInteger(cell.colSpan) && cell.rowSpan >= 1 && cell.colSpan >= 1;
  if (!spansOk || r + cell.rowSpan > height || c + cell.colSpan > width) {
    throw new ExportError("invalid_table", `${where}: cell (${r + 1}, ${c + 1}) spans outside the grid`);
  }
}
