import type { Segment } from "./model.js";
import type { RowDraft } from "./rows.js";

/** A segment of a row and the column it was placed in. */
interface Placed {
  segment: Segment;
  column: number;
}

function placedIn(rows: readonly RowDraft[]): Placed[] {
  const out: Placed[] = [];
  // Loops, not callbacks: arrows written here were closures made on each call (callbacks-per-call.test.ts).
  for (const row of rows)
    for (let column = 0; column < row.cells.length; column++) {
      const cell = row.cells[column];
      if (cell) for (const segment of cell.segments) out.push({ segment, column });
    }
  return out;
}

/**
 * The segments of `upper` that stand over the text of two or more columns on lower lines of `lower`:
 * headings centred over a group of columns ("Cargo handled (kt)" over "Bulk", "Container" and "Liquid"),
 * each read into one column of its group before the spans are known. A header holding one has levels,
 * each a row.
 */
export function spanningHeadings(upper: readonly RowDraft[], lower: readonly RowDraft[]): Segment[] {
  const below = placedIn(lower);
  const out: Segment[] = [];
  for (const { segment } of placedIn(upper)) {
    const under = new Set<number>();
    for (const other of below)
      if (overlaps(other.segment, segment) && other.segment.line > segment.line) under.add(other.column);
    if (under.size >= 2) out.push(segment);
  }
  return out;
}

/** Whether a row holds text right under one of `headings` (their horizontal extents overlap). */
export function standsUnder(row: RowDraft, headings: readonly Segment[]): boolean {
  for (const cell of row.cells)
    if (cell)
      for (const segment of cell.segments)
        for (const h of headings) if (overlaps(h, segment) && segment.line > h.line) return true;
  return false;
}

function overlaps(a: Segment, b: Segment): boolean {
  return a.bbox.x0 < b.bbox.x1 && a.bbox.x1 > b.bbox.x0;
}
