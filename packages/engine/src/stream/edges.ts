import type { Segment } from "./model.js";
import { sortIndicesByKey } from "../geometry/sort-indices.js";

/** A chain of aligned edges spreading wider than this many tolerances is ragged text drifting, not one edge. */
const MAX_SPREAD_TOLERANCES = 2;
/**
 * A chain too wide to be one edge still holds one when at least this share of
 * its members sit within the allowed spread: a column's figures whose edges
 * the header words above them (and, on a blurred scan, a wider box or two)
 * chain on to. That core is the edge; the rest of the chain stays ragged.
 */
const CORE_SHARE = 0.6;

/** Which text edge of a segment. */
export type EdgeKind = "left" | "right" | "center";

/** Segments whose edge of one kind lines up within the tolerance. */
export interface EdgeCluster {
  kind: EdgeKind;
  /** Median position of the members' edges. */
  position: number;
  /** Indices into the segment list. */
  members: number[];
  /** How many distinct lines the members come from. */
  support: number;
}

const EDGE_KINDS: readonly EdgeKind[] = ["left", "right", "center"];

/** The x of a segment's edge of the given kind. */
export function edgeOf(s: Segment, kind: EdgeKind): number {
  return kind === "left" ? s.bbox.x0 : kind === "right" ? s.bbox.x1 : (s.bbox.x0 + s.bbox.x1) / 2;
}

/**
 * Nurminen-style text-edge analysis: clusters left, right and centre edges
 * of all segments (sort, then split where neighbours are further apart than
 * the tolerance). Returns the clusters and, per segment and kind, its cluster.
 */
export function clusterEdges(
  segments: readonly Segment[],
  tolerance: number,
): { clusters: EdgeCluster[]; clusterOf: Record<EdgeKind, number[]> } {
  const clusters: EdgeCluster[] = [];
  const clusterOf = { left: [], right: [], center: [] } as Record<EdgeKind, number[]>;
  // Last cluster each line was counted in, so distinct lines are counted without a Set per cluster.
  const seen = new LastClusterOfLine();
  for (const kind of EDGE_KINDS) {
    // Plain arrays filled by index: Float64Array.from and Array.from(keys()) walk the iterator protocol, and the
    // three typed arrays per call were garbage at once (bench/README.md, speed).
    const x: number[] = [];
    const order: number[] = [];
    // Every segment ends in exactly one cluster; filled first so the writes by cluster below land in a packed
    // list instead of growing an empty one out of order (a holey list, grown a slot at a time).
    const ofKind = clusterOf[kind];
    for (let i = 0; i < segments.length; i++) {
      x.push(edgeOf(segments[i]!, kind));
      order.push(i);
      ofKind.push(-1);
    }
    sortIndicesByKey(order, x);
    const run: ClusterRun = { segments, kind, x, clusters, clusterOf, seen };
    let group: number[] = [];
    let last = -Infinity;
    for (const i of order) {
      if (x[i]! - last > tolerance) {
        flushGroup(run, group, tolerance);
        group = [];
      }
      group.push(i);
      last = x[i]!;
    }
    flushGroup(run, group, tolerance);
  }
  return { clusters, clusterOf };
}

/**
 * What clustering one kind of edge works on and fills. flushGroup and pushCluster take it as an
 * argument rather than being closures made per call: V8 keeps a callback's optimised code only
 * while a closure holding it lives, so once warm they were compiled again after each garbage
 * collection (bench/README.md, issue #17).
 */
interface ClusterRun {
  segments: readonly Segment[];
  kind: EdgeKind;
  /** Each segment's edge of this kind. */
  x: readonly number[];
  clusters: EdgeCluster[];
  clusterOf: Record<EdgeKind, number[]>;
  /** Last cluster each line was counted in. */
  seen: LastClusterOfLine;
}

/**
 * The last cluster each line was counted in. Lines are indices within a region, so a plain list
 * by line does what a `Map` did (its lookups were most of `pushCluster`'s samples; bench/README.md,
 * issue #17); a line number that is no small whole number goes to the `Map`.
 */
class LastClusterOfLine {
  private readonly byLine: number[] = [];
  private other: Map<number, number> | null = null;

  /** Records `id` for `line`; true when it was not already the line's last cluster. */
  mark(line: number, id: number): boolean {
    if (line >= 0 && line < MAX_LISTED_LINE && Number.isInteger(line)) {
      const byLine = this.byLine;
      while (byLine.length <= line) byLine.push(-1);
      if (byLine[line] === id) return false;
      byLine[line] = id;
      return true;
    }
    this.other ??= new Map();
    if (this.other.get(line) === id) return false;
    this.other.set(line, id);
    return true;
  }
}

/** Lines numbered below this are filed in the plain list; a region has far fewer. */
const MAX_LISTED_LINE = 1 << 16;

/** Files a group of near neighbours (segment indices by x) as clusters. */
function flushGroup(run: ClusterRun, group: number[], tolerance: number): void {
  if (!group.length) return;
  const { x } = run;
  const limit = MAX_SPREAD_TOLERANCES * tolerance;
  const spread = x[group[group.length - 1]!]! - x[group[0]!]!;
  if (spread <= limit) pushCluster(run, group, true);
  else {
    // A chain of near neighbours spreading wider than twice the tolerance is ragged text, not alignment,
    // unless most of it sits within that spread.
    const [start, end] = densestRun(group, x, limit);
    const aligned = end - start >= CORE_SHARE * group.length;
    if (!aligned) pushCluster(run, group, false);
    else {
      pushCluster(run, group.slice(0, start), false);
      pushCluster(run, group.slice(start, end), true);
      pushCluster(run, group.slice(end), false);
    }
  }
}

/** Adds one cluster of `members` (its support the lines it spans when aligned, else 0). */
function pushCluster(run: ClusterRun, members: number[], aligned: boolean): void {
  if (!members.length) return;
  const { segments, kind, x, clusters, clusterOf, seen } = run;
  const id = clusters.length;
  let lines = 0;
  for (const i of members) if (seen.mark(segments[i]!.line, id)) lines++;
  const pos = x[members[members.length >> 1]!]!;
  clusters.push({ kind, position: pos, members, support: aligned ? lines : 0 });
  for (const i of members) clusterOf[kind][i] = id;
}

/** The longest run [start, end) of `sorted` (indices ordered by `x`) whose edges lie within `width`. */
function densestRun(sorted: readonly number[], x: readonly number[], width: number): [number, number] {
  let best: [number, number] = [0, 0];
  let start = 0;
  for (let end = 1; end <= sorted.length; end++) {
    while (x[sorted[end - 1]!]! - x[sorted[start]!]! > width) start++;
    if (end - start > best[1] - best[0]) best = [start, end];
  }
  return best;
}
