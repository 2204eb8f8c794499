import type { ColumnLayout, Placement } from "./columns.js";
import { median } from "./geometry.js";
import type { Column, FrameLine, Segment } from "./model.js";
import { makeSegment } from "./segments.js";
import { mapNumbers } from "../flatten.js";

const ALIGNMENTS: readonly Column["align"][] = ["left", "right", "center"];

/**
 * Columns from user-given separator x positions: every word goes to the
 * column its centre falls in, so the user's guides win over alignment. Each
 * column is then described by the edge its own text keeps best (left, right or
 * centre): a guide is where the user parts two columns, not where their text
 * lines up, so the table's evidence (stream/evidence.ts) measures the text
 * against its own alignment.
 */
export function columnsFromSeparators(lines: readonly FrameLine[], separators: readonly number[]): ColumnLayout {
  const cuts = [...new Set(separators)].sort((a, b) => a - b);
  const left = Math.min(...mapNumbers(lines, (l) => l.bbox.x0), cuts[0] ?? Infinity);
  const right = Math.max(...mapNumbers(lines, (l) => l.bbox.x1), cuts[cuts.length - 1] ?? -Infinity);
  const edges = [left, ...cuts.filter((c) => c > left && c < right), right];
  const bounds: { x0: number; x1: number }[] = [];
  for (let i = 0; i + 1 < edges.length; i++) bounds.push({ x0: edges[i]!, x1: edges[i + 1]! });
  const placements: Placement[] = [];
  lines.forEach((line, li) => {
    const byCol = new Map<number, FrameLine["words"]>();
    for (const w of line.words) {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      let c = 0;
      while (c < bounds.length - 1 && cx > bounds[c]!.x1) c++;
      byCol.set(c, [...(byCol.get(c) ?? []), w]);
    }
    for (const [col, words] of byCol) placements.push({ segment: makeSegment(words, li), col, span: 1 });
  });
  const columns: Column[] = [];
  for (let c = 0; c < bounds.length; c++) {
    const own: Segment[] = [];
    for (const p of placements) if (p.col === c) own.push(p.segment);
    const kept = keptAlignment(own, bounds[c]!.x0);
    columns.push({ x0: bounds[c]!.x0, x1: bounds[c]!.x1, align: kept.align, anchor: kept.anchor });
  }
  return { columns, placements, alignedEdges: columns.length + 1 };
}

/** The edge the segments line up on best (least mean distance from its median; left on a tie), and where. */
function keptAlignment(segments: readonly Segment[], fallback: number): Pick<Column, "align" | "anchor"> {
  let best: Pick<Column, "align" | "anchor"> = { align: "left", anchor: fallback };
  let bestSpread = Infinity;
  for (const align of ALIGNMENTS) {
    const at: number[] = [];
    for (const s of segments) at.push(edgeOf(s, align));
    if (!at.length) break;
    const anchor = median(at);
    let spread = 0;
    for (const x of at) spread += Math.abs(x - anchor);
    if (spread < bestSpread) {
      best = { align, anchor };
      bestSpread = spread;
    }
  }
  return best;
}

function edgeOf(s: Segment, align: Column["align"]): number {
  return align === "left" ? s.bbox.x0 : align === "right" ? s.bbox.x1 : (s.bbox.x0 + s.bbox.x1) / 2;
}
