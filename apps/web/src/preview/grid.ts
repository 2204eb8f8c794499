import type { CellValue, ExtractedTable, TableEdit } from "../api/extractionTypes";

/** A table as rows of text cells; the first `headerRows` rows are header rows. */
export interface Grid {
  rows: string[][];
  headerRows: number;
}

const text = (cell: CellValue | undefined) => (cell === null || cell === undefined ? "" : String(cell));

/** The full grid of a server table: headers followed by data, every row padded to one width. */
export function gridOf(table: ExtractedTable): Grid {
  const headers = table.headers ?? [];
  const rows = [...(headers.length > 0 ? [headers] : []), ...table.data].map((row) => row.map(text));
  const width = Math.max(0, ...rows.map((row) => row.length));
  return {
    rows: rows.map((row) => [...row, ...Array<string>(width - row.length).fill("")]),
    headerRows: headers.length > 0 ? 1 : 0,
  };
}

/** The grid back in the `{headers, data}` shape `PUT /extractions/:id/tables` takes. */
export function editOf(grid: Grid): TableEdit {
  return grid.headerRows > 0
    ? { headers: grid.rows[0] ?? [], data: grid.rows.slice(1) }
    : { headers: [], data: grid.rows };
}

/** Whether two grids hold the same cells and header rows (an edit typed and then taken back is no change). */
export function sameGrid(a: Grid, b: Grid): boolean {
  if (a === b) return true;
  if (a.headerRows !== b.headerRows || a.rows.length !== b.rows.length) return false;
  return a.rows.every((row, r) => {
    const other = b.rows[r]!;
    return row.length === other.length && row.every((cell, c) => cell === other[c]);
  });
}

/** Number of columns of a grid. */
export const widthOf = (grid: Grid) => grid.rows[0]?.length ?? 0;

/** A copy with one cell changed. */
export function setCell(grid: Grid, row: number, column: number, value: string): Grid {
  return {
    ...grid,
    rows: grid.rows.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? value : cell)) : cells)),
  };
}

/** A copy with an empty row appended (one column when the grid is empty). */
export function addRow(grid: Grid): Grid {
  return { ...grid, rows: [...grid.rows, Array<string>(Math.max(1, widthOf(grid))).fill("")] };
}

/** A copy with an empty column appended to every row. */
export function addColumn(grid: Grid): Grid {
  if (grid.rows.length === 0) return { ...grid, rows: [[""]] };
  return { ...grid, rows: grid.rows.map((cells) => [...cells, ""]) };
}

/** A copy without row `row`; deleting a header row lowers the header count. */
export function deleteRow(grid: Grid, row: number): Grid {
  return {
    rows: grid.rows.filter((_, r) => r !== row),
    headerRows: row < grid.headerRows ? grid.headerRows - 1 : grid.headerRows,
  };
}

/** A copy without column `column`; a grid left with no columns has no rows either. */
export function deleteColumn(grid: Grid, column: number): Grid {
  const rows = grid.rows.map((cells) => cells.filter((_, c) => c !== column));
  return rows.every((cells) => cells.length === 0) ? { rows: [], headerRows: 0 } : { ...grid, rows };
}

/** Total data rows of a set of grids (header rows not counted). */
export const dataRowCount = (grids: Grid[]) =>
  grids.reduce((sum, grid) => sum + Math.max(0, grid.rows.length - grid.headerRows), 0);
