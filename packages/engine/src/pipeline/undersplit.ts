import type { DetectInput, Detector, TableCandidate } from "../detect/contract.js";

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
  const height = table.bbox.y1 - table.bbox.y0;
  if (height <= 0) return false;
  let tallHeight = 0;
  for (const row of table.rows) {
    let tall = 0;
    let rowHeight = 0;
    for (const cell of row) {
      if (!cell) continue;
      if (cell.text.split("\n").length >= TALL_CELL_LINES) tall++;
      if (cell.rowSpan === 1) rowHeight = Math.max(rowHeight, cell.bbox.y1 - cell.bbox.y0);
    }
    if (tall >= 2) tallHeight += rowHeight;
  }
  return tallHeight >= TALL_HEIGHT_SHARE * height;
}

/**
 * Replaces under-split ruled grids with a text-alignment reading of the same
 * area (which still uses the rules as row and header evidence) when that
 * reading finds clearly more rows. Other grids are returned unchanged.
 */
export function resplitUnderSplit(tables: readonly TableCandidate[], input: DetectInput, stream: Detector): { tables: TableCandidate[]; replaced: number } {
  let replaced = 0;
  const out = tables.map((table) => {
    if (!isUnderSplit(table)) return table;
    const reading = stream({ ...input, areas: [table.bbox], exclude: [] }).tables;
    const best = reading.sort((a, b) => b.rows.length - a.rows.length)[0];
    if (!best || best.rows.length < MIN_ROW_GAIN * table.rows.length) return table;
    replaced++;
    return best;
  });
  return { tables: out, replaced };
}
