import type { Cell, Glyph, TextDirection } from "../types.js";
import { countDirections } from "../geometry/rotation.js";
import { filledArray } from "../filled-array.js";
import { cellOf } from "../cell.js";

type Grid = (Cell | null)[][];

/** Most of a table's letters must run in one rotated direction before its grid is turned. */
const ROTATED_SHARE = 0.6;

/** The rotated direction most of the letters read in, or 0. */
export function tableDirection(glyphs: readonly Glyph[]): TextDirection {
  const { counts, total } = countDirections(glyphs, true);
  for (let i = 1; i < 4; i++) if (counts[i]! > ROTATED_SHARE * total) return (i * 90) as TextDirection;
  return 0;
}

/**
 * Turns a grid read off the page (rows top to bottom, columns left to right)
 * into reading order for a table printed rotated: for text reading upwards
 * (90) rows run left to right and columns bottom to top; for text reading
 * downwards (270) rows run right to left and columns top to bottom. Spans
 * swap with the axes; cell boxes stay in page coordinates.
 */
export function toReadingOrder(grid: Grid, direction: TextDirection): Grid {
  if (direction === 0 || grid.length === 0) return grid;
  const R = grid.length;
  const C = grid[0]!.length;
  const rotated = direction === 180;
  const out: Grid = rotated
    ? Array.from({ length: R }, () => filledArray<Cell | null>(C, null))
    : Array.from({ length: C }, () => filledArray<Cell | null>(R, null));
  grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const { rowSpan: rs, colSpan: cs } = cell;
      if (direction === 90) out[c]![R - r - rs] = cellOf(cell.text, cell.bbox, cs, rs);
      else if (direction === 270) out[C - c - cs]![r] = cellOf(cell.text, cell.bbox, cs, rs);
      else out[R - r - rs]![C - c - cs] = cell;
    }),
  );
  return out;
}
