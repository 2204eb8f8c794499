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

/** A word of dots alone ("." "...", "·"; NFKC has made "…" three dots). */
const DOTS = /^[.\u00B7]+$/u;

/**
 * A truth's cell without the dot leaders after its label's last word. Leaders
 * run from a label to its figures and are not part of the label
 * (packages/engine/src/stream/README.md, "leaders"): some corpus truths keep
 * them as the tool they came from read them ("Robbery . . . . ."), spaced
 * differently from the page, while the generated truths never have them. So
 * the scorer drops them from the truth only: an extraction that leaves them
 * in a label does not match it. A cell of dots alone (".." for "not
 * available") is a value and stays.
 */
export function withoutTrailingLeaders(cell: string): string {
  const text = normalizeText(cell);
  const words = text.split(" ");
  let end = words.length;
  while (end > 1 && DOTS.test(words[end - 1]!)) end--;
  if (end === words.length || DOTS.test(words[end - 1]!)) return cell;
  return words.slice(0, end).join(" ");
}

/** The truth's grid with `withoutTrailingLeaders` applied to every cell. */
export function truthWithoutLeaders(grid: Grid): Grid {
  return grid.map((row) => row.map(withoutTrailingLeaders));
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
