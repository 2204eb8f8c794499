import type { Column } from "./model.js";

/**
 * True when every column of the side with fewer columns lines up with a column of the other side: its
 * left edge or its right edge within `tolerance` points of that column's. Rows a few lines apart that
 * leave a sparse column empty (a bank statement's credits, filled on one row in five) read one column
 * fewer than the rows around them, yet their cells stand where the table's do: one table, not two
 * stacked. Edges, not alignments, are compared: on a few lines, figures of one width read as left-aligned
 * as well as right-aligned.
 */
export function columnsNest(a: readonly Column[], b: readonly Column[], tolerance: number): boolean {
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  if (fewer.length < 2 || fewer.length === more.length) return false;
  return fewer.every((c) => more.some((m) => Math.abs(m.x0 - c.x0) <= tolerance || Math.abs(m.x1 - c.x1) <= tolerance));
}
