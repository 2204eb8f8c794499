import type { Cell } from "../types.js";

/** Points a heading may run past the text edges of the columns it spans (their cells' padding). */
const EDGE_SLACK = 4;
/** A heading's centre lies within this share of a run's width from the run's centre. */
const CENTRE_TOLERANCE = 0.2;

/**
 * Headings of a header of two or more levels that are centred over several
 * columns (`Sales` over two years of two halves each, `Cargo handled, 2023`
 * over three measures) span those columns. Without rules the column finder
 * puts such a heading in the one column its text falls in (the middle one,
 * or the one right of the gap it is centred on), where the text alone does
 * not say it spans; the row under it does: a run of two or more of its cells
 * that the heading is centred on. A one-column cell of a header row above
 * another header row whose text is not inside its own column's extent is
 * moved to the first slot of the run of columns it is best centred on
 * (within `CENTRE_TOLERANCE` of the run's width), when that run starts and
 * ends where cells of the row under it do and its other slots are empty;
 * the cell then spans the run. Rows are in page coordinates of an upright
 * table; `headerRows` is the detector's own count (bold or ruled), fewer
 * than two leaves the grid as it is.
 */
export function spanCentredHeadings(rows: (Cell | null)[][], headerRows: number): (Cell | null)[][] {
  if (headerRows < 2 || headerRows >= rows.length) return rows;
  const cols = rows[0]!.length;
  const extents = columnExtents(rows, headerRows, cols);
  if (!extents) return rows;
  let out = rows;
  // From the lowest heading row up: the row under a heading has its own spans first.
  for (let h = headerRows - 2; h >= 0; h--) {
    const starts = cellStarts(out[h + 1]!, cols);
    for (let c = 0; c < cols; c++) {
      const cell = out[h]![c];
      if (!cell || !cell.text) continue;
      const { x0, x1 } = cell.bbox;
      if (!acrossColumns(x0, x1, extents)) continue;
      const run = bestRun(out[h]!, c, c + cell.colSpan - 1, x0, x1, extents, starts);
      if (!run || (run.a === c && run.b === c + cell.colSpan - 1)) continue;
      if (out === rows) out = rows.slice();
      const row = out[h]!.slice();
      for (let k = Math.min(c, run.a); k <= Math.max(run.b, c + cell.colSpan - 1); k++) row[k] = null;
      for (let k = run.b + 1; k < c + cell.colSpan; k++) row[k] = { ...cell, text: "", colSpan: 1 };
      row[run.a] = { ...cell, colSpan: run.b - run.a + 1 };
      out[h] = row;
    }
  }
  return out;
}

/** Each column's x-extent from its one-column cells with text (body first, header cells where the body has none); null when a column has none. */
function columnExtents(rows: readonly (Cell | null)[][], headerRows: number, cols: number) {
  const out: { x0: number; x1: number }[] = [];
  for (let c = 0; c < cols; c++) {
    let x0 = Infinity,
      x1 = -Infinity;
    for (let pass = 0; pass < 2 && !(x1 >= x0); pass++)
      for (let r = pass === 0 ? headerRows : 0; r < (pass === 0 ? rows.length : headerRows); r++) {
        const cell = rows[r]![c];
        if (!cell || !cell.text || cell.colSpan !== 1) continue;
        x0 = Math.min(x0, cell.bbox.x0);
        x1 = Math.max(x1, cell.bbox.x1);
      }
    if (!(x1 >= x0)) return null;
    out.push({ x0, x1 });
  }
  return out;
}

/**
 * Text that reaches over two or more columns: it overlaps the text extents of
 * two (a heading centred on the gap between two columns reaches into both).
 * A header cell merely wider than its own column's figures, its centre past
 * them, overlaps one; so does a corpus file's stacked header
 * (camelot_mexican_towns), and text in a gap overlapping none is left too.
 */
function acrossColumns(x0: number, x1: number, extents: readonly { x0: number; x1: number }[]): boolean {
  let overlapped = 0;
  for (const e of extents) if (Math.min(x1, e.x1) - Math.max(x0, e.x0) > 0) overlapped++;
  return overlapped >= 2;
}

/** The slots where a cell of the row starts (its text or an empty cell), and the end of the row. */
function cellStarts(row: readonly (Cell | null)[], cols: number): Set<number> {
  const out = new Set<number>([cols]);
  for (let c = 0; c < cols; c++) if (row[c]) out.add(c);
  return out;
}

/**
 * The run of two or more columns, holding the cell's slots `c`-`ce`, that the text `x0`-`x1`
 * lies within and is best centred on, starting and ending on the row
 * below's cell edges, its other slots in this row empty; null when none is
 * centred within tolerance.
 */
function bestRun(
  row: readonly (Cell | null)[],
  c: number,
  ce: number,
  x0: number,
  x1: number,
  extents: readonly { x0: number; x1: number }[],
  starts: ReadonlySet<number>,
): { a: number; b: number } | null {
  const centre = (x0 + x1) / 2;
  let best: { a: number; b: number } | null = null,
    distance = Infinity;
  for (let a = c; a >= 0; a--) {
    if (a !== c && !emptySlot(row[a])) break;
    if (!starts.has(a)) continue;
    for (let b = Math.max(ce, a + 1); b < row.length; b++) {
      if (b > ce && !emptySlot(row[b])) break;
      if (!starts.has(b + 1)) continue;
      const left = extents[a]!.x0,
        right = extents[b]!.x1;
      if (x0 < left - EDGE_SLACK || x1 > right + EDGE_SLACK) continue;
      const d = Math.abs(centre - (left + right) / 2);
      if (d <= CENTRE_TOLERANCE * (right - left) && d < distance) {
        distance = d;
        best = { a, b };
      }
    }
  }
  return best;
}

const emptySlot = (cell: Cell | null | undefined) => cell !== null && cell !== undefined && !cell.text;
