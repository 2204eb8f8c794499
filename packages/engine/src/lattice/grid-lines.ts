import type { Ruling } from "../types.js";
import type { LatticeTolerances } from "./settings.js";
import type { RulingComponent } from "./components.js";
import { mapNumbers } from "../flatten.js";
import { filledArray } from "../filled-array.js";

/** Rulings reaching past the outer grid lines by this much (pt) at least imply a border there (open-sided tables). */
const MIN_VIRTUAL_REACH = 5;

/**
 * The grid lines of a component: distinct x positions of its vertical rulings
 * and y positions of its horizontal ones, and for every unit border between
 * neighbouring grid lines whether a drawn ruling covers it.
 */
export interface GridLines {
  xs: number[];
  ys: number[];
  /** hCovered[j][i]: the border along ys[j] between xs[i] and xs[i+1] is drawn. */
  hCovered: boolean[][];
  /** vCovered[i][j]: the border along xs[i] between ys[j] and ys[j+1] is drawn. */
  vCovered: boolean[][];
}

/** A border piece counts as drawn when rulings cover this share of it. */
const COVERED_SHARE = 0.75;
/** Lines closer than this (points) are one line: double borders, hairline offsets. */
const MIN_CELL_GAP = 4;

/**
 * Builds grid lines; a side of the grid whose rulings stop short (a table
 * ruled only inside, or rows ruled past the last column line) gets an
 * implicit border line at the extent of the rulings that do reach out.
 */
export function buildGridLines(component: RulingComponent, tol: LatticeTolerances): GridLines {
  const xGroups = cluster(component.vertical, BY_X0, Math.max(tol.gridSnap, MIN_CELL_GAP));
  const yGroups = cluster(component.horizontal, BY_Y0, Math.max(tol.gridSnap, MIN_CELL_GAP));
  let xs = mapNumbers(xGroups, groupAt);
  let ys = mapNumbers(yGroups, groupAt);
  const reach = Math.max(tol.intersection * 2, MIN_VIRTUAL_REACH);
  const hMin = Math.min(...mapNumbers(component.horizontal, BY_X0.pos));
  const hMax = Math.max(...mapNumbers(component.horizontal, rightX));
  const vMin = Math.min(...mapNumbers(component.vertical, BY_Y0.pos));
  const vMax = Math.max(...mapNumbers(component.vertical, bottomY));
  const xVirtual = { before: hMin < xs[0]! - reach, after: hMax > xs[xs.length - 1]! + reach };
  const yVirtual = { before: vMin < ys[0]! - reach, after: vMax > ys[ys.length - 1]! + reach };
  if (xVirtual.before) xGroups.unshift({ at: hMin, members: [] });
  if (xVirtual.after) xGroups.push({ at: hMax, members: [] });
  if (yVirtual.before) yGroups.unshift({ at: vMin, members: [] });
  if (yVirtual.after) yGroups.push({ at: vMax, members: [] });
  // The lines are always the groups' positions, made by `mapNumbers` (a list of doubles): a spread
  // copy or `kept`'s list, which also holds groups, was a list of any values, and `slotOf` and
  // `glyphsByCell`, optimised on one kind, were compiled again on meeting the other (bench/README.md,
  // issue #17).
  xs = mapNumbers(xGroups, groupAt);
  ys = mapNumbers(yGroups, groupAt);

  let hCovered = coverage(yGroups, xs, "horizontal", tol.intersection);
  let vCovered = coverage(xGroups, ys, "vertical", tol.intersection);
  // A line that borders no slot at all (a short stub, an underline) only adds an empty slot row or column.
  const keepY = bordersASlot(hCovered);
  const keepX = bordersASlot(vCovered);
  if (keepY.includes(false) || keepX.includes(false)) {
    yGroups.splice(0, yGroups.length, ...kept(yGroups, keepY));
    xGroups.splice(0, xGroups.length, ...kept(xGroups, keepX));
    ys = mapNumbers(yGroups, groupAt);
    xs = mapNumbers(xGroups, groupAt);
    hCovered = coverage(yGroups, xs, "horizontal", tol.intersection);
    vCovered = coverage(xGroups, ys, "vertical", tol.intersection);
  }
  // Implicit outer borders close the grid: treat them as drawn for cell building.
  if (xVirtual.before) vCovered[0] = filledArray(vCovered[0]!.length, true);
  if (xVirtual.after) vCovered[vCovered.length - 1] = filledArray(vCovered[vCovered.length - 1]!.length, true);
  if (yVirtual.before) hCovered[0] = filledArray(hCovered[0]!.length, true);
  if (yVirtual.after) hCovered[hCovered.length - 1] = filledArray(hCovered[hCovered.length - 1]!.length, true);
  return { xs, ys, hCovered, vCovered };
}

/**
 * Where a ruling sits across one axis and the order along it; kept at module level (as the
 * other callbacks here), since V8 keeps a callback's optimised code only while a closure
 * holding it lives, and one made anew on each call is compiled again after each
 * garbage collection (bench/README.md, issue #17).
 */
interface Axis {
  pos: (r: Ruling) => number;
  order: (a: Ruling, b: Ruling) => number;
}
const BY_X0: Axis = { pos: (r) => r.x0, order: (a, b) => a.x0 - b.x0 };
const BY_Y0: Axis = { pos: (r) => r.y0, order: (a, b) => a.y0 - b.y0 };
const rightX = (r: Ruling) => r.x1;
const bottomY = (r: Ruling) => r.y1;
const groupAt = (g: LineGroup) => g.at;

/** For each grid line (its border pieces' coverage), whether it borders a slot: drawn somewhere, or outermost. */
function bordersASlot(lines: readonly (readonly boolean[])[]): boolean[] {
  const out: boolean[] = [];
  for (let j = 0; j < lines.length; j++) out.push(j === 0 || j === lines.length - 1 || lines[j]!.some(Boolean));
  return out;
}

/** The items whose `keep` flag is set. */
function kept<T>(items: readonly T[], keep: readonly boolean[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) if (keep[i]) out.push(items[i]!);
  return out;
}

function coverage(
  groups: readonly LineGroup[],
  across: readonly number[],
  orientation: Ruling["orientation"],
  tol: number,
): boolean[][] {
  const horizontal = orientation === "horizontal";
  // One scratch buffer for every border piece: this runs for every slot border of every grid.
  let most = 0;
  for (const g of groups) most = Math.max(most, g.members.length);
  const scratch = { starts: new Float64Array(most), ends: new Float64Array(most) };
  const rows: boolean[][] = [];
  for (const g of groups) {
    const row: boolean[] = [];
    for (let i = 0; i + 1 < across.length; i++)
      row.push(covered(g.members, across[i]!, across[i + 1]!, horizontal, tol, scratch));
    rows.push(row);
  }
  return rows;
}

interface LineGroup {
  at: number;
  members: Ruling[];
}

function cluster(rulings: readonly Ruling[], { pos, order }: Axis, gap: number): LineGroup[] {
  const sorted = [...rulings].sort(order);
  const groups: LineGroup[] = [];
  let last = -Infinity;
  for (const r of sorted) {
    const p = pos(r);
    const g = groups[groups.length - 1];
    if (g && p - last <= gap) g.members.push(r);
    else groups.push({ at: p, members: [r] });
    last = p;
  }
  for (const g of groups) {
    // The longest member decides where the line is; short stubs should not pull it.
    let best = g.members[0]!;
    for (const m of g.members) if (length(m) > length(best)) best = m;
    g.at = pos(best);
  }
  return groups;
}

function length(r: Ruling): number {
  return r.x1 - r.x0 + (r.y1 - r.y0);
}

/**
 * Whether rulings cover enough of [a, b] (extents widened by `tol` for hairline gaps at joints).
 * The clipped pieces go into `scratch`, ordered by start with ties kept in member order
 * (what a stable sort gives), so the covered length adds up in the same order as always.
 */
function covered(
  members: readonly Ruling[],
  a: number,
  b: number,
  horizontal: boolean,
  tol: number,
  scratch: { starts: Float64Array; ends: Float64Array },
): boolean {
  const { starts, ends } = scratch;
  let n = 0;
  for (const r of members) {
    const s = Math.max(a, (horizontal ? r.x0 : r.y0) - tol);
    const e = Math.min(b, (horizontal ? r.x1 : r.y1) + tol);
    if (!(e > s)) continue;
    // Insertion sort: a border has a handful of pieces.
    let k = n++;
    while (k > 0 && starts[k - 1]! > s) {
      starts[k] = starts[k - 1]!;
      ends[k] = ends[k - 1]!;
      k--;
    }
    starts[k] = s;
    ends[k] = e;
  }
  let total = 0;
  let end = a;
  for (let i = 0; i < n; i++) {
    const s = starts[i]!,
      e = ends[i]!;
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total >= (b - a) * COVERED_SHARE;
}
