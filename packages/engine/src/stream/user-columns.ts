import type { ColumnLayout, Placement } from "./columns.js";
import type { Column, FrameLine } from "./model.js";
import { makeSegment } from "./segments.js";
import { mapNumbers } from "../flatten.js";

/**
 * Columns from user-given separator x positions: every word goes to the
 * column its centre falls in, so the user's guides win over alignment.
 */
export function columnsFromSeparators(lines: readonly FrameLine[], separators: readonly number[]): ColumnLayout {
  const cuts = [...new Set(separators)].sort((a, b) => a - b);
  const left = Math.min(...mapNumbers(lines, (l) => l.bbox.x0), cuts[0] ?? Infinity);
  const right = Math.max(...mapNumbers(lines, (l) => l.bbox.x1), cuts[cuts.length - 1] ?? -Infinity);
  const edges = [left, ...cuts.filter((c) => c > left && c < right), right];
  const columns: Column[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    columns.push({ x0: edges[i]!, x1: edges[i + 1]!, align: "left", anchor: edges[i]! });
  }
  const placements: Placement[] = [];
  lines.forEach((line, li) => {
    const byCol = new Map<number, FrameLine["words"]>();
    for (const w of line.words) {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      let c = 0;
      while (c < columns.length - 1 && cx > columns[c]!.x1) c++;
      byCol.set(c, [...(byCol.get(c) ?? []), w]);
    }
    for (const [col, words] of byCol) placements.push({ segment: makeSegment(words, li), col, span: 1 });
  });
  return { columns, placements, alignedEdges: columns.length + 1 };
}
