/** Left edges this close to a level's first edge (pt) start at that level: rounding, side bearings. */
const LEVEL_SPREAD_PT = 1.5;
/** Each level is used by at least this many cells: one cell off on its own is misalignment, not a level. */
const MIN_LEVEL_CELLS = 2;
/**
 * The indent from one level to the next (pt): less is alignment slack (one
 * level's edges spread up to LEVEL_SPREAD_PT), more is another column's edge.
 */
const MIN_STEP_PT = 4;
const MAX_STEP_PT = 30;
/** How much the steps between levels may differ (pt): a hierarchy indents each level by the same amount. */
const STEP_SLACK_PT = 2;

/**
 * The levels of an indented stub column, or null when its cells' left edges
 * are not levels: `edges` are the left edges of a left-aligned column's cells,
 * and the answer gives, for each, the edge of the level it starts at (the
 * median of the level's edges). Edges are levels when they start at two or
 * more distinct places, each used by at least MIN_LEVEL_CELLS cells, stepped
 * by one consistent indent of MIN_STEP_PT..MAX_STEP_PT: section rows flush and
 * items set in under them, or regions, countries, provinces and cities. How
 * many levels there are does not matter: each one more is one more step that
 * must match the others, so a deep hierarchy is no likelier to be chance than
 * a shallow one. Scattered edges (steps that differ), a lone outlier or edges
 * a whole column apart are not levels, so they still count against the
 * table's alignment.
 */
export function indentLevels(edges: readonly number[]): number[] | null {
  if (edges.length < 2 * MIN_LEVEL_CELLS) return null;
  const order: number[] = [];
  for (let i = 0; i < edges.length; i++) order.push(i);
  order.sort((a, b) => edges[a]! - edges[b]!);
  // Runs of the sorted edges, each within LEVEL_SPREAD_PT of its first: `starts[k]` is where level k begins in `order`.
  const starts: number[] = [0];
  for (let j = 1; j < order.length; j++) {
    if (edges[order[j]!]! - edges[order[starts[starts.length - 1]!]!]! <= LEVEL_SPREAD_PT) continue;
    starts.push(j);
  }
  if (starts.length < 2) return null;
  starts.push(order.length);
  const at: number[] = [];
  for (let k = 0; k + 1 < starts.length; k++) {
    const from = starts[k]!,
      to = starts[k + 1]!;
    if (to - from < MIN_LEVEL_CELLS) return null;
    // The level's median: `order` lists its edges in ascending order.
    const mid = (from + to - 1) / 2;
    at.push((edges[order[Math.floor(mid)]!]! + edges[order[Math.ceil(mid)]!]!) / 2);
  }
  let shortest = Infinity,
    longest = -Infinity;
  for (let k = 1; k < at.length; k++) {
    const step = at[k]! - at[k - 1]!;
    if (step < MIN_STEP_PT || step > MAX_STEP_PT) return null;
    shortest = Math.min(shortest, step);
    longest = Math.max(longest, step);
  }
  if (longest - shortest > STEP_SLACK_PT) return null;
  const out = new Array<number>(edges.length);
  for (let k = 0; k < at.length; k++) for (let j = starts[k]!; j < starts[k + 1]!; j++) out[order[j]!] = at[k]!;
  return out;
}
