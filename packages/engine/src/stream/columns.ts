import { clusterEdges, edgeOf, type EdgeCluster, type EdgeKind } from "./edges.js";
import { median, overlap1d } from "./geometry.js";
import type { Column, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";
import { splitStraddlers } from "./straddlers.js";

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

interface WorkColumn {
  members: number[];
  lines: Set<number>;
  x0: number;
  x1: number;
  clusters: EdgeCluster[];
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
  const anchorOf = segments.map((_, i) => bestAnchor(i, clusters, clusterOf, minSupport));
  const groups = new Map<number, number[]>();
  anchorOf.forEach((c, i) => {
    if (c >= 0) groups.set(c, [...(groups.get(c) ?? []), i]);
  });
  const work: WorkColumn[] = [];
  const orderedGroups = [...groups.entries()].sort((a, b) => clusters[b[0]]!.support - clusters[a[0]]!.support);
  for (const [cid, members] of orderedGroups) mergeGroup(work, clusters[cid]!, members, segments);
  const floating = segments.map((_, i) => i).filter((i) => anchorOf[i]! < 0);
  floating.sort((a, b) => segments[a]!.bbox.x0 - segments[b]!.bbox.x0);
  const spans = new Map<number, number[]>();
  for (const i of floating) spans.set(i, placeFloating(i, work, segments));
  const layout = finishLayout(work, spans, segments, clusters.filter((c) => c.support >= minSupport).length);
  return splitStraddlers(layout, settings.alignTolerance);
}

function bestAnchor(
  i: number,
  clusters: readonly EdgeCluster[],
  clusterOf: Record<EdgeKind, number[]>,
  minSupport: number,
): number {
  let best = -1, bestSupport = minSupport - 1;
  for (const kind of KIND_PREFERENCE) {
    const c = clusterOf[kind][i]!;
    const support = clusters[c]!.support;
    if (support > bestSupport) { best = c; bestSupport = support; }
  }
  return best;
}

function mergeGroup(work: WorkColumn[], cluster: EdgeCluster, members: number[], segments: readonly Segment[]): void {
  const lines = new Set(members.map((i) => segments[i]!.line));
  const x0 = Math.min(...members.map((i) => segments[i]!.bbox.x0));
  const x1 = Math.max(...members.map((i) => segments[i]!.bbox.x1));
  let target: WorkColumn | undefined, bestOverlap = 0;
  for (const col of work) {
    const ov = overlap1d(x0, x1, col.x0, col.x1);
    if (ov <= bestOverlap || [...lines].some((l) => col.lines.has(l))) continue;
    target = col; bestOverlap = ov;
  }
  if (!target) {
    work.push({ members: [...members], lines, x0, x1, clusters: [cluster] });
    return;
  }
  target.members.push(...members);
  for (const l of lines) target.lines.add(l);
  target.x0 = Math.min(target.x0, x0);
  target.x1 = Math.max(target.x1, x1);
  target.clusters.push(cluster);
}

/** Columns (indices into `work`) a floating segment occupies; may add a new column. */
function placeFloating(i: number, work: WorkColumn[], segments: readonly Segment[]): number[] {
  const s = segments[i]!;
  const width = s.bbox.x1 - s.bbox.x0;
  const covered: number[] = [];
  let best = -1, bestOverlap = 0;
  work.forEach((col, c) => {
    const ov = overlap1d(s.bbox.x0, s.bbox.x1, col.x0, col.x1);
    if (ov > bestOverlap) { best = c; bestOverlap = ov; }
    const colWidth = col.x1 - col.x0;
    if (ov > 0.3 * Math.min(width, colWidth) && !col.lines.has(s.line)) covered.push(c);
  });
  if (covered.length >= 2) {
    for (const c of covered) work[c]!.lines.add(s.line);
    return covered;
  }
  if (best < 0) {
    let nearest = -1, dist = Infinity;
    work.forEach((col, c) => {
      const d = Math.max(col.x0 - s.bbox.x1, s.bbox.x0 - col.x1);
      if (d < dist) { dist = d; nearest = c; }
    });
    const em = Math.max(1, ...s.words.map((w) => w.fontSize));
    if (nearest >= 0 && dist <= 1.0 * em && !work[nearest]!.lines.has(s.line)) best = nearest;
  }
  if (best < 0) {
    work.push({ members: [], lines: new Set(), x0: s.bbox.x0, x1: s.bbox.x1, clusters: [] });
    best = work.length - 1;
  }
  const col = work[best]!;
  col.lines.add(s.line);
  col.x0 = Math.min(col.x0, s.bbox.x0);
  col.x1 = Math.max(col.x1, s.bbox.x1);
  return [best];
}

function finishLayout(
  work: WorkColumn[],
  floatingSpans: Map<number, number[]>,
  segments: readonly Segment[],
  alignedEdges: number,
): ColumnLayout {
  const order = work.map((_, i) => i).sort((a, b) => centre(work[a]!) - centre(work[b]!));
  const rank = new Map(order.map((w, r) => [w, r]));
  const columns = order.map((w) => describeColumn(work[w]!, segments));
  const placements: Placement[] = [];
  order.forEach((w) => {
    for (const i of work[w]!.members) placements.push({ segment: segments[i]!, col: rank.get(w)!, span: 1 });
  });
  for (const [i, cols] of floatingSpans) {
    const ranks = cols.map((c) => rank.get(c)!);
    const first = Math.min(...ranks);
    placements.push({ segment: segments[i]!, col: first, span: Math.max(...ranks) - first + 1 });
  }
  return { columns, placements, alignedEdges };
}

function describeColumn(col: WorkColumn, segments: readonly Segment[]): Column {
  const main = [...col.clusters].sort((a, b) => b.support - a.support)[0];
  if (!main) return { x0: col.x0, x1: col.x1, align: "left", anchor: col.x0 };
  const edges = col.members.map((i) => edgeOf(segments[i]!, main.kind));
  return { x0: col.x0, x1: col.x1, align: main.kind, anchor: median(edges) };
}

function centre(c: WorkColumn): number {
  return (c.x0 + c.x1) / 2;
}
