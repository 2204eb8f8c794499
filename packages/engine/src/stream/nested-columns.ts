import type { Column } from "./model.js";

/**
 * True when every column of the side with fewer columns lines up with a column of the other side (its
 * left edge or its right edge within `tolerance` points of that column's) and the other side's extra
 * columns stand inside the span of the fewer: rows a few lines apart that leave a sparse column empty (a
 * bank statement's credits, filled on one row in five, between debits and balance) read one column fewer
 * than the rows around them, yet their cells stand where the table's do: one table, not two stacked. A
 * column added beyond that span (notes right of the figures from some row on) widens the table into
 * another. Edges, not alignments, are compared: on a few lines, figures of one width read as left-aligned
 * as well as right-aligned.
 */
export function columnsNest(a: readonly Column[], b: readonly Column[], tolerance: number): boolean {
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  if (fewer.length < 2 || fewer.length === more.length) return false;
  let x0 = Infinity,
    x1 = -Infinity;
  for (const c of fewer) {
    x0 = Math.min(x0, c.x0);
    x1 = Math.max(x1, c.x1);
  }
  // Loops, not arrows: a closure made on each call loses V8's optimised code (callbacks-per-call.test.ts).
  for (const m of more) if (m.x0 < x0 - tolerance || m.x1 > x1 + tolerance) return false;
  for (const c of fewer) if (!sharesAnEdge(c, more, tolerance)) return false;
  return true;
}

/** Whether a column starts or ends (within `tolerance`) where one of `columns` does. */
function sharesAnEdge(c: Column, columns: readonly Column[], tolerance: number): boolean {
  for (const m of columns) if (Math.abs(m.x0 - c.x0) <= tolerance || Math.abs(m.x1 - c.x1) <= tolerance) return true;
  return false;
}
