import { clusterEdges, edgeOf, type EdgeCluster, type EdgeKind } from "./edges.js";
import { mergeDisjointNeighbours, orderByCentre, placeFloating, sharesLine, type WorkColumn } from "./column-work.js";
import { sortIndicesByKey } from "../geometry/sort-indices.js";
import { leftOf } from "../geometry/box-fields.js";
import { median, overlap1d } from "./geometry.js";
import type { Column, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";
import { splitCentredHeaders } from "./header-words.js";
import { splitStraddlers } from "./straddlers.js";
import { mapNumbers } from "../flatten.js";

/** An edge group joins a column only when it overlaps this share of the narrower of the two spans. */
const GROUP_JOIN_SHARE = 0.5;

/** Where a segment went: its first column and how many columns it spans. */
export interface Placement {
  segment: Segment;
  col: number;
  span: number;
}

/** Columns of a region and the placement of every segment in them. */
export interface ColumnLayout {
  columns: Column[];
  placements: Placement[];
  /** Aligned edge clusters the columns were anchored on (for debugging and evidence). */
  alignedEdges: number;
}

const KIND_PREFERENCE: readonly EdgeKind[] = ["left", "right", "center"];

/**
 * Finds columns by text-edge alignment. Every segment is anchored on its
 * best-supported aligned edge (left, right or centre); segments sharing an
 * anchor form a group, and groups become one column only when they overlap
 * horizontally and never appear on the same line. So a right-aligned number
 * column that nearly touches a left-aligned text column stays separate: they
 * always share lines. Unanchored segments (titles, spanning headers) are
 * placed afterwards and span every empty column they clearly cover.
 */
export function findColumns(segments: readonly Segment[], lineCount: number, settings: StreamSettings): ColumnLayout {
  const { clusters, clusterOf } = clusterEdges(segments, settings.alignTolerance);
  const minSupport = Math.max(
    settings.minEdgeSupport,
    Math.min(settings.maxEdgeSupport, Math.ceil(settings.edgeSupportRatio * lineCount)),
  );
  const anchorOf: number[] = [];
  for (let i = 0; i < segments.length; i++) anchorOf.push(bestAnchor(i, clusters, clusterOf, minSupport));
  const groups = new Map<number, number[]>();
  for (let i = 0; i < anchorOf.length; i++) {
    const c = anchorOf[i]!;
    if (c < 0) continue;
    const members = groups.get(c);
    if (members) members.push(i);
    else groups.set(c, [i]);
  }
  const work: WorkColumn[] = [];
  for (const [cid, members] of bySupport(groups, clusters)) mergeGroup(work, clusters[cid]!, members, segments);
  const floating: number[] = [];
  for (let i = 0; i < segments.length; i++) if (anchorOf[i]! < 0) floating.push(i);
  sortIndicesByKey(floating, mapNumbers(segments, leftOf));
  const spans = new Map<number, number[]>();
  for (const i of floating) spans.set(i, placeFloating(i, work, segments));
  const merged = mergeDisjointNeighbours(work, spans, segments);
  let alignedEdges = 0;
  for (const c of clusters) if (c.support >= minSupport) alignedEdges++;
  const layout = finishLayout(merged, spans, segments, alignedEdges);
  return splitCentredHeaders(splitStraddlers(layout, settings.alignTolerance));
}

/**
 * The groups (cluster id, members), the best supported cluster's first, equal ones in the
 * map's order (what sorting the entries by a comparison of support gives, without a callback
 * made per call: bench/README.md, issue #17).
 */
function bySupport(groups: Map<number, number[]>, clusters: readonly EdgeCluster[]): [number, number[]][] {
  const entries = [...groups.entries()];
  const order: number[] = [];
  const key: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    order.push(i);
    key.push(-clusters[entries[i]![0]]!.support);
  }
  const out: [number, number[]][] = [];
  for (const i of sortIndicesByKey(order, key)) out.push(entries[i]!);
  return out;
}

function bestAnchor(
  i: number,
  clusters: readonly EdgeCluster[],
  clusterOf: Record<EdgeKind, number[]>,
  minSupport: number,
): number {
  let best = -1,
    bestSupport = minSupport - 1;
  for (const kind of KIND_PREFERENCE) {
    const c = clusterOf[kind][i]!;
    const support = clusters[c]!.support;
    if (support > bestSupport) {
      best = c;
      bestSupport = support;
    }
  }
  return best;
}

function mergeGroup(work: WorkColumn[], cluster: EdgeCluster, members: number[], segments: readonly Segment[]): void {
  const lines = new Set<number>();
  for (const i of members) lines.add(segments[i]!.line);
  let x0 = Infinity,
    x1 = -Infinity;
  for (const i of members) {
    x0 = Math.min(x0, segments[i]!.bbox.x0);
    x1 = Math.max(x1, segments[i]!.bbox.x1);
  }
  let target: WorkColumn | undefined,
    bestShare = 0;
  for (const col of work) {
    const ov = overlap1d(x0, x1, col.x0, col.x1);
    // Groups join a column only when they share most of the narrower one's span;
    // among several, the column they fill most of wins (not merely the widest).
    if (ov < GROUP_JOIN_SHARE * Math.min(x1 - x0, col.x1 - col.x0)) continue;
    const share = ov / Math.max(1e-6, col.x1 - col.x0);
    if (share <= bestShare || sharesLine(lines, col.lines)) continue;
    target = col;
    bestShare = share;
  }
  if (!target) {
    work.push({ members: [...members], lines, taken: new Set(lines), x0, x1, clusters: [cluster] });
    return;
  }
  target.members.push(...members);
  for (const l of lines) {
    target.lines.add(l);
    target.taken.add(l);
  }
  target.x0 = Math.min(target.x0, x0);
  target.x1 = Math.max(target.x1, x1);
  target.clusters.push(cluster);
}

function finishLayout(
  work: WorkColumn[],
  floatingSpans: Map<number, number[]>,
  segments: readonly Segment[],
  alignedEdges: number,
): ColumnLayout {
  const order = orderByCentre(work, segments);
  const rank = new Map<number, number>();
  for (let r = 0; r < order.length; r++) rank.set(order[r]!, r);
  const columns: Column[] = [];
  for (const w of order) columns.push(describeColumn(work[w]!, segments));
  const placements: Placement[] = [];
  for (const w of order) {
    for (const i of work[w]!.members) placements.push({ segment: segments[i]!, col: rank.get(w)!, span: 1 });
  }
  for (const [i, cols] of floatingSpans) {
    const ranks: number[] = [];
    for (const c of cols) ranks.push(rank.get(c)!);
    const first = Math.min(...ranks);
    placements.push({ segment: segments[i]!, col: first, span: Math.max(...ranks) - first + 1 });
  }
  return { columns, placements, alignedEdges };
}

const bySupportDescending = (a: EdgeCluster, b: EdgeCluster) => b.support - a.support;

function describeColumn(col: WorkColumn, segments: readonly Segment[]): Column {
  const main = [...col.clusters].sort(bySupportDescending)[0];
  if (!main) return { x0: col.x0, x1: col.x1, align: "left", anchor: col.x0 };
  const edges: number[] = [];
  for (const i of col.members) edges.push(edgeOf(segments[i]!, main.kind));
  return { x0: col.x0, x1: col.x1, align: main.kind, anchor: median(edges) };
}
