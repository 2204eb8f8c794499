import type { Segment } from "./model.js";
import { flatMapNumbers, mapNumbers } from "../flatten.js";
import { ascending, leftOf } from "../geometry/box-fields.js";

/** Segment starts within this many points share an edge. */
const EDGE_TOLERANCE = 1.5;
/** An edge needs this many segments starting on it (other than line starts). */
const MIN_EDGE_SEGMENTS = 3;

/**
 * Column edges: x positions where three or more segments that are not the
 * first of their line start (within EDGE_TOLERANCE).
 */
export function sharedEdges(segmentsByLine: readonly Segment[][]): number[] {
  const starts = flatMapNumbers(segmentsByLine, startsAfterFirst).sort(ascending);
  const edges: number[] = [];
  for (let i = 0; i < starts.length;) {
    let j = i;
    while (j + 1 < starts.length && starts[j + 1]! - starts[i]! <= EDGE_TOLERANCE) j++;
    if (j - i + 1 >= MIN_EDGE_SEGMENTS) edges.push((starts[i]! + starts[j]!) / 2);
    i = j + 1;
  }
  return edges;
}

/*
 * Callbacks as module-level functions, not arrows made on each call: V8 keeps a callback's
 * optimised code only while a closure holding it lives (bench/README.md, issue #17).
 */

/** Where a line's segments after its first start. */
const startsAfterFirst = (segs: readonly Segment[]) => mapNumbers(segs.slice(1), leftOf);

/** True when a segment starts on one of the edges. */
export function startsOnEdge(segment: Segment, edges: readonly number[]): boolean {
  return edges.some((e) => Math.abs(segment.bbox.x0 - e) <= EDGE_TOLERANCE);
}
