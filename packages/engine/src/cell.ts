import type { BBox, Cell } from "./types.js";

/**
 * A detector's cell, written out as the one literal `{ text, bbox, rowSpan,
 * colSpan }` every detector makes its cells with. A copy made by spreading a
 * cell (`{ ...cell, rowSpan }`) gets a hidden class private to that spread in
 * Node 20's V8, so lattice grids that were pruned, transposed or turned held
 * cells of several shapes, and every stage reading cells after them (cell
 * confidences, the page's table finishing) went polymorphic or was compiled
 * again (with-fields.ts; bench/README.md, issue #17). The keys keep the
 * literal's order.
 */
export function cellOf(text: string, bbox: BBox, rowSpan: number, colSpan: number): Cell {
  return { text, bbox, rowSpan, colSpan };
}
