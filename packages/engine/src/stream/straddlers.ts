import type { ColumnLayout, Placement } from "./columns.js";
import type { Column } from "./model.js";
import { makeSegment } from "./segments.js";
import { mapList } from "../flatten.js";

/** A split-off piece must lie more than this share within its new column's span. */
const MIN_PIECE_FIT = 0.5;
/** Cell keys are line * this + column: more columns than any table has. */
const KEY_STRIDE = 4096;

/**
 * Splits segments that run from one column into a neighbour that is empty
 * on that line, when the piece beyond a word gap lines up with the
 * neighbour's anchor (e.g. a long label followed closely by a wide
 * right-aligned number). Column structure comes from the other lines, so a
 * gap too narrow to split on its own still separates the cells.
 */
export function splitStraddlers(layout: ColumnLayout, tolerance: number): ColumnLayout {
  const occupied = new Set<number>();
  for (const p of layout.placements) for (let c = p.col; c < p.col + p.span; c++) occupied.add(key(p.segment.line, c));
  const placements: Placement[] = [];
  for (const p of layout.placements) {
    const split = p.span === 1 && p.segment.words.length > 1 ? findSplit(p, layout.columns, occupied, tolerance) : null;
    if (!split) {
      placements.push(p);
      continue;
    }
    placements.push(...split);
    for (const q of split) occupied.add(key(q.segment.line, q.col));
  }
  return { ...layout, columns: refitColumns(layout.columns, placements), placements };
}

/** Column spans again from the single-column placements, now that straddling text left them. */
function refitColumns(columns: readonly Column[], placements: readonly Placement[]): Column[] {
  // One pass over the placements for all columns (same extremes as each column's own min and max).
  const x0 = new Float64Array(columns.length).fill(Infinity);
  const x1 = new Float64Array(columns.length).fill(-Infinity);
  const own = new Uint8Array(columns.length);
  for (const p of placements) {
    if (p.span !== 1 || p.col < 0 || p.col >= columns.length) continue;
    own[p.col] = 1;
    x0[p.col] = Math.min(x0[p.col]!, p.segment.bbox.x0);
    x1[p.col] = Math.max(x1[p.col]!, p.segment.bbox.x1);
  }
  return mapList(columns, (col, c) =>
    own[c] ? { x0: x0[c]!, x1: x1[c]!, align: col.align, anchor: col.anchor } : col,
  );
}

function findSplit(p: Placement, columns: readonly Column[], occupied: Set<number>, tol: number): Placement[] | null {
  const words = p.segment.words;
  const n = words.length;
  // Prefix and suffix extents, so each split point costs O(1).
  const prefixX1 = new Array<number>(n),
    suffixX1 = new Array<number>(n + 1).fill(-Infinity);
  for (let i = 0; i < n; i++) prefixX1[i] = Math.max(i ? prefixX1[i - 1]! : -Infinity, words[i]!.bbox.x1);
  for (let i = n - 1; i >= 0; i--) suffixX1[i] = Math.max(suffixX1[i + 1]!, words[i]!.bbox.x1);
  let best: { q: number; k: number } | null = null,
    bestFit = MIN_PIECE_FIT;
  for (let q = 0; q < columns.length; q++) {
    if (q === p.col || occupied.has(key(p.segment.line, q))) continue;
    const col = columns[q]!;
    for (let k = 1; k < n; k++) {
      const x0 = q > p.col ? words[k]!.bbox.x0 : words[0]!.bbox.x0;
      const x1 = q > p.col ? suffixX1[k]! : prefixX1[k - 1]!;
      const edge = col.align === "left" ? x0 : col.align === "right" ? x1 : (x0 + x1) / 2;
      if (Math.abs(edge - col.anchor) > tol) continue;
      // The piece must sit within the column's span, not merely touch its anchor; the best fit wins.
      const fit = (Math.min(x1, col.x1) - Math.max(x0, col.x0)) / Math.max(1e-6, x1 - x0);
      if (fit > bestFit) {
        best = { q, k };
        bestFit = fit;
      }
    }
  }
  if (!best) return null;
  const left = makeSegment(words.slice(0, best.k), p.segment.line);
  const right = makeSegment(words.slice(best.k), p.segment.line);
  const [rest, piece] = best.q > p.col ? [left, right] : [right, left];
  return [
    { segment: rest, col: p.col, span: 1 },
    { segment: piece, col: best.q, span: 1 },
  ];
}

function key(line: number, col: number): number {
  return line * KEY_STRIDE + col;
}
