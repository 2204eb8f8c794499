import type { BBox, Ruling } from "../types.js";

/** True when `inner` lies within `outer` (with a point of slack) and is smaller. */
export function inside(inner: BBox, outer: BBox): boolean {
  return (
    inner.x0 >= outer.x0 - 1 &&
    inner.y0 >= outer.y0 - 1 &&
    inner.x1 <= outer.x1 + 1 &&
    inner.y1 <= outer.y1 + 1 &&
    (inner.x1 - inner.x0) * (inner.y1 - inner.y0) < (outer.x1 - outer.x0) * (outer.y1 - outer.y0)
  );
}

/** Rulings clipped to the user's areas (all of them when there are none). */
export function restrictToAreas(rulings: Ruling[], areas: BBox[] | undefined): Ruling[] {
  if (!areas || areas.length === 0) return rulings;
  const out: Ruling[] = [];
  for (const area of areas) {
    for (const r of rulings) {
      const x0 = Math.max(r.x0, area.x0),
        x1 = Math.min(r.x1, area.x1);
      const y0 = Math.max(r.y0, area.y0),
        y1 = Math.min(r.y1, area.y1);
      if (x0 <= x1 && y0 <= y1) out.push({ ...r, x0, x1, y0, y1 });
    }
  }
  return out;
}
