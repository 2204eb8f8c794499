import type { Segment } from "./model.js";

/** A paragraph's next line starts within this many points of where the line above starts. */
const PARAGRAPH_INDENT_TOLERANCE = 2;

/**
 * Whether a line's segments carry on the paragraphs of the line above: no
 * more segments than it has, each starting (within
 * `PARAGRAPH_INDENT_TOLERANCE`) where one of its segments starts. The short
 * last lines of page columns ("northern depots." beside "as the table
 * shows.") start on their columns' edges; a table's row under them has cells
 * starting elsewhere, or more of them.
 */
export function continuesParagraphs(segments: readonly Segment[], above: readonly Segment[]): boolean {
  if (!segments.length || segments.length > above.length) return false;
  for (const s of segments) {
    let onEdge = false;
    for (const a of above) if (Math.abs(s.bbox.x0 - a.bbox.x0) <= PARAGRAPH_INDENT_TOLERANCE) onEdge = true;
    if (!onEdge) return false;
  }
  return true;
}
