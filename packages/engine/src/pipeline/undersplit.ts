import type { DetectInput, Detector, TableCandidate } from "../detect/contract.js";
import { withFields } from "../with-fields.js";
import { mapList } from "../flatten.js";

/** A cell holding this many text lines may be several rows drawn without rules between them. */
const TALL_CELL_LINES = 3;
/** Rows with two such cells must make up this share of the grid's height. */
const TALL_HEIGHT_SHARE = 0.4;
/** The text reading must find at least this many times the grid's rows to replace it. */
const MIN_ROW_GAIN = 2;

/**
 * True when a ruled grid is under-split: rules mark only column groups or
 * header blocks, and whole runs of table rows sit inside single cells (two or
 * more cells of a row each holding several lines).
 */
export function isUnderSplit(table: TableCandidate): boolean {
  return underSplitKind(table) !== null;
}

/**
 * How a ruled grid is under-split: "rows" when runs of table rows sit in
 * single cells (see isUnderSplit), "columns" when most rows are one cell
 * across the whole grid (column rules drawn only in the header).
 */
export function underSplitKind(table: TableCandidate): "rows" | "columns" | null {
  const columns = table.rows[0]?.length ?? 0;
  let fullWidth = 0;
  for (const row of table.rows) if (spansAcross(row, columns)) fullWidth++;
  if (columns >= 2 && fullWidth * 2 > table.rows.length) return "columns";
  return tallRows(table) ? "rows" : null;
}

/** Whether a row's first cell holds text and spans all `columns`. */
function spansAcross(row: TableCandidate["rows"][number], columns: number): boolean {
  return row[0] !== null && row[0]!.colSpan === columns && row[0]!.text !== "";
}

function tallRows(table: TableCandidate): boolean {
  const height = table.bbox.y1 - table.bbox.y0;
  if (height <= 0) return false;
  let tallHeight = 0;
  for (const row of table.rows) {
    let tall = 0;
    let rowHeight = 0;
    for (const cell of row) {
      if (!cell) continue;
      // A cell spanning columns stands for each column it covers: a ruled header over an
      // unruled body reads as one wide cell holding every body row.
      if (cell.text.split("\n").length >= TALL_CELL_LINES) tall += cell.colSpan;
      if (cell.rowSpan === 1) rowHeight = Math.max(rowHeight, cell.bbox.y1 - cell.bbox.y0);
    }
    if (tall >= 2) tallHeight += rowHeight;
  }
  return tallHeight >= TALL_HEIGHT_SHARE * height;
}

/**
 * Replaces under-split ruled grids with a text-alignment reading of the same
 * area (which still uses the rules as row and header evidence) when that
 * reading does better: clearly more rows for a grid with tall cells, real
 * columns for a grid whose rows are single cells. Others are left unchanged.
 */
export function resplitUnderSplit(
  tables: readonly TableCandidate[],
  input: DetectInput,
  stream: Detector,
): { tables: TableCandidate[]; replaced: number } {
  let replaced = 0;
  const out = mapList(tables, (table) => {
    const kind = underSplitKind(table);
    if (kind === null) return table;
    const reading = stream(withFields(input, { areas: [table.bbox], exclude: [] })).tables;
    const best = reading.sort((a, b) => b.rows.length - a.rows.length)[0];
    if (!best) return table;
    const better =
      kind === "rows"
        ? best.rows.length >= MIN_ROW_GAIN * table.rows.length
        : (best.rows[0]?.length ?? 0) >= 2 && best.rows.length >= table.rows.length - 1;
    if (!better) return table;
    replaced++;
    return best;
  });
  return { tables: out, replaced };
}
