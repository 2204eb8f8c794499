/**
 * Text and grid normalisation shared by every comparison the scorer makes, so
 * that layout noise (line breaks inside a cell, non-breaking spaces, full-width
 * digits, ligature code points) never counts as an extraction error.
 */

/** A table as plain strings, rows x columns; covered span slots are "". */
export type Grid = string[][];

/** NFKC, every whitespace run collapsed to one space, trimmed. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").replace(/\s+/gu, " ").trim();
}

/**
 * Normalises every cell, pads ragged rows to the widest one and drops rows and
 * columns that are empty throughout: they carry no content, and the adjacency
 * relations skip them anyway, so exact matching should too.
 */
export function normalizeGrid(grid: Grid): Grid {
  const width = Math.max(0, ...grid.map((row) => row.length));
  const padded = grid.map((row) => Array.from({ length: width }, (_, c) => normalizeText(row[c] ?? "")));
  const rows = padded.filter((row) => row.some((cell) => cell !== ""));
  const keptColumns = [...Array(width).keys()].filter((c) => rows.some((row) => row[c] !== ""));
  return rows.map((row) => keptColumns.map((c) => row[c] ?? ""));
}

/** True when both grids are identical after `normalizeGrid`. */
export function gridsEqual(a: Grid, b: Grid): boolean {
  const na = normalizeGrid(a);
  const nb = normalizeGrid(b);
  if (na.length !== nb.length) return false;
  return na.every((row, r) => {
    const other = nb[r] ?? [];
    return row.length === other.length && row.every((cell, c) => cell === other[c]);
  });
}
