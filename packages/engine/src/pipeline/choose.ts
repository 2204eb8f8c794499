import type { TableCandidate } from "../detect/contract.js";
import { overlapArea, area } from "../geometry/bbox.js";

/** A stream table sharing this much of its area with a lattice table repeats it. */
const DUPLICATE_SHARE = 0.2;

/**
 * The `auto` choice on one page: ruled grids win where they exist (their
 * borders are the author's own statement of the structure); text-alignment
 * tables are kept where no grid was found.
 */
export function chooseTables(lattice: readonly TableCandidate[], stream: readonly TableCandidate[]): TableCandidate[] {
  const kept = [...lattice];
  for (const s of stream) {
    const a = area(s.bbox);
    const clashes = lattice.some((l) => overlapArea(l.bbox, s.bbox) > DUPLICATE_SHARE * Math.min(a, area(l.bbox)));
    if (!clashes) kept.push(s);
  }
  return kept.sort((p, q) => p.bbox.y0 - q.bbox.y0 || p.bbox.x0 - q.bbox.x0);
}
