import type { Ruling } from "../types.js";
import type { LatticeTolerances } from "./settings.js";
import type { RulingComponent } from "./components.js";
import { mapList, mapNumbers } from "../flatten.js";

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
  const xGroups = cluster(component.vertical, (r) => r.x0, Math.max(tol.gridSnap, MIN_CELL_GAP));
  const yGroups = cluster(component.horizontal, (r) => r.y0, Math.max(tol.gridSnap, MIN_CELL_GAP));
  let xs = mapNumbers(xGroups, (g) => g.at);
  let ys = mapNumbers(yGroups, (g) => g.at);
  const reach = Math.max(tol.intersection * 2, MIN_VIRTUAL_REACH);
  const hMin = Math.min(...mapNumbers(component.horizontal, (r) => r.x0));
  const hMax = Math.max(...mapNumbers(component.horizontal, (r) => r.x1));
  const vMin = Math.min(...mapNumbers(component.vertical, (r) => r.y0));
  const vMax = Math.max(...mapNumbers(component.vertical, (r) => r.y1));
  const xVirtual = { before: hMin < xs[0]! - reach, after: hMax > xs[xs.length - 1]! + reach };
  const yVirtual = { before: vMin < ys[0]! - reach, after: vMax > ys[ys.length - 1]! + reach };
  if (xVirtual.before) {
    xs = [hMin, ...xs];
    xGroups.unshift({ at: hMin, members: [] });
  }
  if (xVirtual.after) {
    xs = [...xs, hMax];
    xGroups.push({ at: hMax, members: [] });
  }
  if (yVirtual.before) {
    ys = [vMin, ...ys];
    yGroups.unshift({ at: vMin, members: [] });
  }
  if (yVirtual.after) {
    ys = [...ys, vMax];
    yGroups.push({ at: vMax, members: [] });
  }

  let hCovered = coverage(yGroups, xs, "horizontal", tol.intersection);
  let vCovered = coverage(xGroups, ys, "vertical", tol.intersection);
  // A line that borders no slot at all (a short stub, an underline) only adds an empty slot row or column.
  const keepY = mapList(hCovered, (c, j) => j === 0 || j === hCovered.length - 1 || c.some(Boolean));
  const keepX = mapList(vCovered, (c, i) => i === 0 || i === vCovered.length - 1 || c.some(Boolean));
  if (keepY.includes(false) || keepX.includes(false)) {
    yGroups.splice(0, yGroups.length, ...yGroups.filter((_, j) => keepY[j]));
    xGroups.splice(0, xGroups.length, ...xGroups.filter((_, i) => keepX[i]));
    ys = ys.filter((_, j) => keepY[j]);
    xs = xs.filter((_, i) => keepX[i]);
    hCovered = coverage(yGroups, xs, "horizontal", tol.intersection);
    vCovered = coverage(xGroups, ys, "vertical", tol.intersection);
  }
  // Implicit outer borders close the grid: treat them as drawn for cell building.
  if (xVirtual.before) vCovered[0] = mapList(vCovered[0]!, () => true);
  if (xVirtual.after) vCovered[vCovered.length - 1] = mapList(vCovered[vCovered.length - 1]!, () => true);
  if (yVirtual.before) hCovered[0] = mapList(hCovered[0]!, () => true);
  if (yVirtual.after) hCovered[hCovered.length - 1] = mapList(hCovered[hCovered.length - 1]!, () => true);
  return { xs, ys, hCovered, vCovered };
}

function coverage(
  groups: readonly LineGroup[],
  across: readonly number[],
  orientation: Ruling["orientation"],
  tol: number,
): boolean[][] {
  const horizontal = orientation === "horizontal";
  // One scratch buffer for every border piece: this runs for every slot border of every grid.
  const most = groups.reduce((n, g) => Math.max(n, g.members.length), 0);
  const scratch = { starts: new Float64Array(most), ends: new Float64Array(most) };
  return mapList(groups, (g) => {
    const row: boolean[] = [];
    for (let i = 0; i + 1 < across.length; i++)
      row.push(covered(g.members, across[i]!, across[i + 1]!, horizontal, tol, scratch));
    return row;
  });
}

interface LineGroup {
  at: number;
  members: Ruling[];
}

function cluster(rulings: readonly Ruling[], pos: (r: Ruling) => number, gap: number): LineGroup[] {
  const sorted = [...rulings].sort((a, b) => pos(a) - pos(b));
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
