import type { Cell, Table } from "@pdftab/engine";
import { errors } from "../../errors/index.js";

/** One edited table as the client sends it: the header row and the body rows. */
export interface EditedTable {
  headers: string[];
  data: string[][];
}

/** Limits on saved edits, so one request cannot store an unbounded document. */
export const EDIT_LIMITS = { rows: 20_000, columns: 500, cells: 500_000, cellChars: 32_767 } as const;

/**
 * The stored tables with the user's edits applied, table by table in the
 * same order. Each keeps its source (page, bbox, method, confidence); its
 * grid becomes the header row (when any) and the body, padded to the widest
 * row. Spans are gone: an edited grid is what the user sees, cell by cell.
 */
export function applyEdits(original: Table[], edited: EditedTable[]): Table[] {
  if (edited.length !== original.length) {
    throw errors.validation(`tables must hold all ${original.length} table(s) of this extraction, in order (got ${edited.length})`);
  }
  let cells = 0;
  return original.map((table, t) => {
    const { headers, data } = edited[t]!;
    const rows = headers.length > 0 ? [headers, ...data] : data;
    const width = Math.max(0, ...rows.map((r) => r.length));
    if (rows.length > EDIT_LIMITS.rows) throw errors.validation(`table ${t} has ${rows.length} rows; at most ${EDIT_LIMITS.rows} are accepted`);
    if (width > EDIT_LIMITS.columns) throw errors.validation(`table ${t} has ${width} columns; at most ${EDIT_LIMITS.columns} are accepted`);
    cells += rows.length * width;
    if (cells > EDIT_LIMITS.cells) throw errors.validation(`the tables hold more than ${EDIT_LIMITS.cells} cells`);
    const grid = rows.map((row) =>
      Array.from({ length: width }, (_, c): Cell => {
        const text = row[c] ?? "";
        if (text.length > EDIT_LIMITS.cellChars) throw errors.validation(`a cell of table ${t} is longer than ${EDIT_LIMITS.cellChars} characters`);
        return { text, bbox: table.bbox, rowSpan: 1, colSpan: 1 };
      }),
    );
    return { ...table, rows: grid, headerRows: headers.length > 0 && width > 0 ? 1 : 0 };
  });
}
