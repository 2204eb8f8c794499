import type { Table } from "@pdftab/engine";
import type { Grid } from "./normalize.js";

/**
 * The engine's table as a string grid. A spanning cell's text stays in its
 * top-left slot and the slots it covers become "" - the same convention the
 * corpus uses (Camelot's and Tabula's test expectations write a spanned value
 * once), so a correctly detected span scores as a perfect match.
 */
export function tableToGrid(table: Pick<Table, "rows">): Grid {
  return table.rows.map((row) => row.map((cell) => (cell === null ? "" : cell.text)));
}
