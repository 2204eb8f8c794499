import type { GridLines } from "./grid-lines.js";

/** A cell in grid slot units: top-left slot and its spans. */
export interface GridCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

/**
 * Merges grid slots not separated by a drawn border into cells. A merged area
 * that is a rectangle becomes one spanning cell; an irregular one (a border
 * missing on one side only) is cut into row pieces so every cell stays a
 * rectangle. Returns the cells and, per slot, the index of its cell.
 */
export function buildGridCells(grid: GridLines): { cells: GridCell[]; owner: number[][] } {
  const cols = grid.xs.length - 1;
  const rows = grid.ys.length - 1;
  const parent: number[] = [];
  for (let i = 0; i < rows * cols; i++) parent.push(i);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols && !grid.vCovered[c + 1]![r]) join(parent, r * cols + c, r * cols + c + 1);
      if (r + 1 < rows && !grid.hCovered[r + 1]![c]) join(parent, r * cols + c, (r + 1) * cols + c);
    }
  }
  const regions = new Map<number, { r0: number; r1: number; c0: number; c1: number; count: number }>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const root = find(parent, r * cols + c);
      const g = regions.get(root);
      if (!g) regions.set(root, { r0: r, r1: r, c0: c, c1: c, count: 1 });
      else {
        g.r0 = Math.min(g.r0, r);
        g.r1 = Math.max(g.r1, r);
        g.c0 = Math.min(g.c0, c);
        g.c1 = Math.max(g.c1, c);
        g.count++;
      }
    }
  }
  const owner: number[][] = [];
  for (let r = 0; r < rows; r++) owner.push(new Array<number>(cols).fill(-1));
  const cells: GridCell[] = [];
  for (const [root, g] of regions) {
    const rowSpan = g.r1 - g.r0 + 1;
    const colSpan = g.c1 - g.c0 + 1;
    if (rowSpan * colSpan === g.count) {
      claim(cells, owner, { row: g.r0, col: g.c0, rowSpan, colSpan });
      continue;
    }
    for (let r = g.r0; r <= g.r1; r++) {
      let c = g.c0;
      while (c <= g.c1) {
        if (find(parent, r * cols + c) !== root) {
          c++;
          continue;
        }
        let end = c;
        while (end + 1 <= g.c1 && find(parent, r * cols + end + 1) === root) end++;
        claim(cells, owner, { row: r, col: c, rowSpan: 1, colSpan: end - c + 1 });
        c = end + 1;
      }
    }
  }
  return { cells, owner };
}

/** The root of slot `i`'s set in the union-find `parent` (halving the path on the way). */
function find(parent: number[], i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

/** Puts slots `a` and `b` in one set. */
function join(parent: number[], a: number, b: number): void {
  const ra = find(parent, a),
    rb = find(parent, b);
  if (ra !== rb) parent[ra] = rb;
}

/** Adds `cell` to `cells` and marks its slots as owned by it. */
function claim(cells: GridCell[], owner: number[][], cell: GridCell): void {
  const id = cells.length;
  cells.push(cell);
  for (let r = cell.row; r < cell.row + cell.rowSpan; r++)
    for (let c = cell.col; c < cell.col + cell.colSpan; c++) owner[r]![c] = id;
}
