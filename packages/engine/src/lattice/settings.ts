import { POINTS, type SettingLimits } from "../setting-limits.js";

/** Lattice (ruled grid) tolerances, in points. */
export interface LatticeTolerances {
  /** A horizontal and a vertical ruling meet when they come this close. */
  intersection: number;
  /** Rulings shorter than this are ignored (tick marks, underline stubs). */
  minRulingLength: number;
  /** Grid lines closer than this are one line. */
  gridSnap: number;
}

/** The defaults: a ruling drawn a hair short of its crossing (up to 3 pt) still meets it. */
export const DEFAULT_LATTICE_TOLERANCES: LatticeTolerances = { intersection: 3, minRulingLength: 3, gridSnap: 2 };

/** What `tolerances.lattice` may set: distances on the page. */
export const LATTICE_LIMITS: SettingLimits<LatticeTolerances> = {
  intersection: POINTS,
  minRulingLength: POINTS,
  gridSnap: POINTS,
};
