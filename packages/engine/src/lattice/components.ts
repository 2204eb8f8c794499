import type { BBox, Ruling } from "../types.js";
import { mapNumbers } from "../flatten.js";

/** Rulings that touch each other (directly or through others): one candidate grid. */
export interface RulingComponent {
  horizontal: Ruling[];
  vertical: Ruling[];
  bbox: BBox;
}

/** True when a horizontal and a vertical ruling cross or meet within `tol`. */
export function meets(h: Ruling, v: Ruling, tol: number): boolean {
  return v.x0 >= h.x0 - tol && v.x0 <= h.x1 + tol && h.y0 >= v.y0 - tol && h.y0 <= v.y1 + tol;
}

/**
 * Splits rulings into connected groups by their crossings, so separate tables
 * on a page become separate grids. Groups without both a horizontal and a
 * vertical ruling cannot be grids and are dropped.
 */
export function connectedComponents(rulings: readonly Ruling[], tol: number): RulingComponent[] {
  const hs = rulings.filter((r) => r.orientation === "horizontal");
  const vs = rulings.filter((r) => r.orientation === "vertical");
  const parent = mapNumbers(rulings, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const index = new Map<Ruling, number>();
  rulings.forEach((r, i) => index.set(r, i));
  // Sort verticals by x so each horizontal only scans the verticals within its span.
  const vSorted = [...vs].sort((a, b) => a.x0 - b.x0);
  for (const h of hs) {
    const lo = lowerBound(vSorted, h.x0 - tol);
    for (let k = lo; k < vSorted.length && vSorted[k]!.x0 <= h.x1 + tol; k++) {
      const v = vSorted[k]!;
      if (meets(h, v, tol)) {
        const a = find(index.get(h)!);
        const b = find(index.get(v)!);
        if (a !== b) parent[a] = b;
      }
    }
  }
  const groups = new Map<number, RulingComponent>();
  rulings.forEach((r, i) => {
    const root = find(i);
    let g = groups.get(root);
    if (!g) groups.set(root, (g = { horizontal: [], vertical: [], bbox: { x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1 } }));
    (r.orientation === "horizontal" ? g.horizontal : g.vertical).push(r);
    g.bbox = {
      x0: Math.min(g.bbox.x0, r.x0),
      y0: Math.min(g.bbox.y0, r.y0),
      x1: Math.max(g.bbox.x1, r.x1),
      y1: Math.max(g.bbox.y1, r.y1),
    };
  });
  return [...groups.values()].filter((g) => g.horizontal.length > 0 && g.vertical.length > 0);
}

function lowerBound(sorted: readonly Ruling[], x: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.x0 < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
