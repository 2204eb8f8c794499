import type { Segment } from "./model.js";
import type { RowDraft } from "./rows.js";

/** A segment of a row and the column it was placed in. */
interface Placed {
  segment: Segment;
  column: number;
}

function placedIn(rows: readonly RowDraft[]): Placed[] {
  const out: Placed[] = [];
  for (const row of rows)
    row.cells.forEach((cell, column) => {
      if (cell) for (const segment of cell.segments) out.push({ segment, column });
    });
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
  return placedIn([row]).some(({ segment }) => headings.some((h) => overlaps(h, segment) && segment.line > h.line));
}

function overlaps(a: Segment, b: Segment): boolean {
  return a.bbox.x0 < b.bbox.x1 && a.bbox.x1 > b.bbox.x0;
}
