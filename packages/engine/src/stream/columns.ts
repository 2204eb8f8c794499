import { clusterEdges, edgeOf, type EdgeCluster, type EdgeKind } from "./edges.js";
import { centre, mergeDisjointNeighbours, placeFloating, sharesLine, type WorkColumn } from "./column-work.js";
import { median, overlap1d } from "./geometry.js";
import type { Column, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";
import { splitCentredHeaders } from "./header-words.js";
import { splitStraddlers } from "./straddlers.js";
import { mapList, mapNumbers } from "../flatten.js";

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
  const anchorOf = mapNumbers(segments, (_, i) => bestAnchor(i, clusters, clusterOf, minSupport));
  const groups = new Map<number, number[]>();
  anchorOf.forEach((c, i) => {
    if (c < 0) return;
    const members = groups.get(c);
    if (members) members.push(i);
    else groups.set(c, [i]);
  });
  const work: WorkColumn[] = [];
  const orderedGroups = [...groups.entries()].sort((a, b) => clusters[b[0]]!.support - clusters[a[0]]!.support);
  for (const [cid, members] of orderedGroups) mergeGroup(work, clusters[cid]!, members, segments);
  const floating = mapNumbers(segments, (_, i) => i).filter((i) => anchorOf[i]! < 0);
  floating.sort((a, b) => segments[a]!.bbox.x0 - segments[b]!.bbox.x0);
  const spans = new Map<number, number[]>();
  for (const i of floating) spans.set(i, placeFloating(i, work, segments));
  const merged = mergeDisjointNeighbours(work, spans, segments);
  const layout = finishLayout(merged, spans, segments, clusters.filter((c) => c.support >= minSupport).length);
  return splitCentredHeaders(splitStraddlers(layout, settings.alignTolerance));
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
  const lines = new Set(mapNumbers(members, (i) => segments[i]!.line));
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
  const centres = mapNumbers(work, (c) => centre(c, segments));
  const order = mapNumbers(work, (_, i) => i).sort((a, b) => centres[a]! - centres[b]!);
  const rank = new Map(mapList(order, (w, r) => [w, r]));
  const columns = mapList(order, (w) => describeColumn(work[w]!, segments));
  const placements: Placement[] = [];
  order.forEach((w) => {
    for (const i of work[w]!.members) placements.push({ segment: segments[i]!, col: rank.get(w)!, span: 1 });
  });
  for (const [i, cols] of floatingSpans) {
    const ranks = mapNumbers(cols, (c) => rank.get(c)!);
    const first = Math.min(...ranks);
    placements.push({ segment: segments[i]!, col: first, span: Math.max(...ranks) - first + 1 });
  }
  return { columns, placements, alignedEdges };
}

function describeColumn(col: WorkColumn, segments: readonly Segment[]): Column {
  const main = [...col.clusters].sort((a, b) => b.support - a.support)[0];
  if (!main) return { x0: col.x0, x1: col.x1, align: "left", anchor: col.x0 };
  const edges = mapNumbers(col.members, (i) => edgeOf(segments[i]!, main.kind));
  return { x0: col.x0, x1: col.x1, align: main.kind, anchor: median(edges) };
}
