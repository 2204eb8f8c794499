import type { Cell, Table } from "@pdftab/engine";
import { toExtractInfo } from "@pdftab/export/extract-info";
import { errors } from "../../errors/index.js";

/** One edited table as the client sends it: the header row and the body rows. */
export interface EditedTable {
  headers: string[];
  data: string[][];
}

/** Limits on saved edits, so one request cannot store an unbounded document. */
export const EDIT_LIMITS = { rows: 20_000, columns: 500, cells: 500_000, cellChars: 32_767 } as const;

const sameRow = (a: readonly string[], b: readonly string[]) => {
  const width = Math.max(a.length, b.length);
  for (let c = 0; c < width; c++) if ((a[c] ?? "") !== (b[c] ?? "")) return false;
  return true;
};
const sameRows = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]) =>
  a.length === b.length && a.every((row, r) => sameRow(row, b[r]!));

/**
 * The stored tables with the user's edits applied, table by table in the
 * same order. Each keeps its source (page, bbox, method, confidence).
 *
 * Clients send each table as one header row and the body, the way results
 * show it (stacked header rows as one row of joined labels). So that saving
 * one table does not flatten every other one: a table sent back exactly as
 * shown is kept as stored (header rows, spans and all), and a table whose
 * header row is unchanged keeps its stored header rows above the new body.
 * Otherwise the grid becomes the header row (when any) and the body, padded
 * to the widest row, without spans: what the user sees, cell by cell.
 */
export function applyEdits(original: Table[], edited: EditedTable[]): Table[] {
  if (edited.length !== original.length) {
    throw errors.validation(
      `tables must hold all ${original.length} table(s) of this extraction, in order (got ${edited.length})`,
    );
  }
  const shown = toExtractInfo(original).tables;
  let cells = 0;
  return original.map((table, t) => {
    const { headers, data } = edited[t]!;
    const asShown = shown[t]!;
    const headersSame = sameRow(headers, asShown.headers.map(String));
    if (headersSame && sameRows(data, asShown.data)) return table;
    const headersKept = table.headerRows > 0 && headersSame;
    const rows = headers.length > 0 ? [headers, ...data] : data;
    const width = Math.max(0, ...rows.map((r) => r.length));
    if (rows.length > EDIT_LIMITS.rows)
      throw errors.validation(`table ${t} has ${rows.length} rows; at most ${EDIT_LIMITS.rows} are accepted`);
    if (width > EDIT_LIMITS.columns)
      throw errors.validation(`table ${t} has ${width} columns; at most ${EDIT_LIMITS.columns} are accepted`);
    cells += rows.length * width;
    if (cells > EDIT_LIMITS.cells) throw errors.validation(`the tables hold more than ${EDIT_LIMITS.cells} cells`);
    // an edited cell keeps the box of the stored cell in its slot (the workspace draws the grid from them), else the table's
    const cellsOf = (row: readonly string[], size: number, stored: readonly (Cell | null)[] | undefined) =>
      Array.from({ length: size }, (_, c): Cell => {
        const text = row[c] ?? "";
        if (text.length > EDIT_LIMITS.cellChars)
          throw errors.validation(`a cell of table ${t} is longer than ${EDIT_LIMITS.cellChars} characters`);
        return { text, bbox: stored?.[c]?.bbox ?? table.bbox, rowSpan: 1, colSpan: 1 };
      });
    const storedWidth = table.rows[0]?.length ?? 0;
    const bodyWidth = Math.max(0, ...data.map((r) => r.length));
    if (headersKept && bodyWidth <= storedWidth) {
      // the header row was not touched: the stored header rows (with their spans) stay on top
      return {
        ...table,
        rows: [
          ...table.rows.slice(0, table.headerRows),
          ...data.map((row, r) => cellsOf(row, storedWidth, table.rows[table.headerRows + r])),
        ],
      };
    }
    // as shown, the header row stands for the stored header rows: body rows line up with the stored body
    const storedRowOf = (r: number) =>
      headers.length > 0
        ? r === 0
          ? table.rows[0]
          : table.rows[Math.max(table.headerRows, 1) + r - 1]
        : table.rows[table.headerRows + r];
    const grid = rows.map((row, r) => cellsOf(row, width, storedRowOf(r)));
    return { ...table, rows: grid, headerRows: headers.length > 0 && width > 0 ? 1 : 0 };
  });
}
