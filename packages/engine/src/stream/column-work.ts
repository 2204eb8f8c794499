import type { EdgeCluster } from "./edges.js";
import { median, overlap1d, FALLBACK_LINE_HEIGHT } from "./geometry.js";
import type { Segment } from "./model.js";
import { mapNumbers } from "../flatten.js";
import { fontSizeOf, heightOf } from "../geometry/box-fields.js";
import { sortIndicesByKey } from "../geometry/sort-indices.js";

/** Floating text occupies every column it overlaps by this share of the narrower of the two (a header spanning them). */
const FLOAT_COVER_SHARE = 0.3;
/** Floating text overlapping no column joins the nearest one within this many ems (a word just past its edge). */
const FLOAT_REACH_EM = 1.0;
/** Columns closer than this many ems (line heights) touch, and may be one column seen twice. */
const TOUCHING_GAP_EM = 0.5;

/** A column while columns are being found: anchored segments, the lines taken, its span. */
export interface WorkColumn {
  members: number[];
  /** Lines with a cell anchored in this column. */
  lines: Set<number>;
  /** Lines where floating text was also placed here. */
  taken: Set<number>;
  x0: number;
  x1: number;
  clusters: EdgeCluster[];
}

/** Columns (indices into `work`) a floating segment occupies; may add a new column. */
export function placeFloating(i: number, work: WorkColumn[], segments: readonly Segment[]): number[] {
  const s = segments[i]!;
  const width = s.bbox.x1 - s.bbox.x0;
  const covered: number[] = [];
  let best = -1,
    bestOverlap = 0;
  for (let c = 0; c < work.length; c++) {
    const col = work[c]!;
    const ov = overlap1d(s.bbox.x0, s.bbox.x1, col.x0, col.x1);
    if (ov > bestOverlap) {
      best = c;
      bestOverlap = ov;
    }
    const colWidth = col.x1 - col.x0;
    if (ov > FLOAT_COVER_SHARE * Math.min(width, colWidth) && !col.taken.has(s.line)) covered.push(c);
  }
  if (covered.length >= 2) {
    for (const c of covered) work[c]!.taken.add(s.line);
    return covered;
  }
  if (best < 0) {
    let nearest = -1,
      dist = Infinity;
    for (let c = 0; c < work.length; c++) {
      const col = work[c]!;
      const d = Math.max(col.x0 - s.bbox.x1, s.bbox.x0 - col.x1);
      if (d < dist) {
        dist = d;
        nearest = c;
      }
    }
    const em = Math.max(1, ...mapNumbers(s.words, fontSizeOf));
    if (nearest >= 0 && dist <= FLOAT_REACH_EM * em && !work[nearest]!.taken.has(s.line)) best = nearest;
  }
  if (best < 0) {
    work.push({ members: [], lines: new Set(), taken: new Set(), x0: s.bbox.x0, x1: s.bbox.x1, clusters: [] });
    best = work.length - 1;
  }
  // Floating text marks the line as taken but does not widen the column: spans come from aligned cells.
  work[best]!.taken.add(s.line);
  return [best];
}

/**
 * Neighbouring columns that never share a line and touch or overlap are one
 * column seen twice, e.g. a centred multi-line header over right-aligned
 * numbers. Floating spans are renumbered in place.
 */
export function mergeDisjointNeighbours(
  work: WorkColumn[],
  spans: Map<number, number[]>,
  segments: readonly Segment[],
): WorkColumn[] {
  const em = median(mapNumbers(segments, heightOf)) || FALLBACK_LINE_HEIGHT;
  const order = orderByCentre(work, segments);
  const target: number[] = [];
  for (let i = 0; i < work.length; i++) target.push(i);
  const kept: number[] = [];
  for (const w of order) {
    const prev = kept[kept.length - 1];
    const a = prev === undefined ? undefined : work[prev]!,
      b = work[w]!;
    const touching = a !== undefined && b.x0 - a.x1 < TOUCHING_GAP_EM * em;
    if (a && touching && !sharesLine(b.lines, a.lines)) {
      a.members.push(...b.members);
      for (const l of b.lines) a.lines.add(l);
      for (const l of b.taken) a.taken.add(l);
      a.x0 = Math.min(a.x0, b.x0);
      a.x1 = Math.max(a.x1, b.x1);
      a.clusters.push(...b.clusters);
      target[w] = prev!;
    } else {
      kept.push(w);
    }
  }
  const index = new Map<number, number>();
  for (let i = 0; i < kept.length; i++) index.set(kept[i]!, i);
  for (const [i, cols] of spans) {
    const renumbered = new Set<number>();
    for (const c of cols) renumbered.add(index.get(target[c]!)!);
    spans.set(i, [...renumbered]);
  }
  const out: WorkColumn[] = [];
  for (const w of kept) out.push(work[w]!);
  return out;
}

/**
 * Indices of `work` ordered by the columns' centres, equal ones in index order (what sorting
 * the indices with a comparison of centres gives, without a callback made per call: V8 keeps a
 * callback's optimised code only while a closure holding it lives, bench/README.md, issue #17).
 */
export function orderByCentre(work: readonly WorkColumn[], segments: readonly Segment[]): number[] {
  const centres: number[] = [];
  const order: number[] = [];
  for (let i = 0; i < work.length; i++) {
    centres.push(centre(work[i]!, segments));
    order.push(i);
  }
  return sortIndicesByKey(order, centres);
}

/** Median centre of the column's anchored segments: wide stragglers do not move it. */
export function centre(c: WorkColumn, segments: readonly Segment[]): number {
  if (!c.members.length) return (c.x0 + c.x1) / 2;
  const mids: number[] = [];
  for (const i of c.members) mids.push((segments[i]!.bbox.x0 + segments[i]!.bbox.x1) / 2);
  return median(mids);
}

/** Whether two line sets have a line in common. */
export function sharesLine(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  for (const l of a) if (b.has(l)) return true;
  return false;
}
