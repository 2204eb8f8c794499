import type { Detector, DetectInput, TableCandidate } from "../detect/contract.js";
import { DEFAULT_LATTICE_TOLERANCES, type LatticeTolerances } from "../options.js";
import { cellText } from "../text/cell-text.js";
import type { BBox, Cell, Glyph, Ruling } from "../types.js";
import { connectedComponents, type RulingComponent } from "./components.js";
import { buildGridCells, type GridCell } from "./grid-cells.js";
import { centreInside } from "../geometry/bbox.js";
import { buildGridLines, type GridLines } from "./grid-lines.js";
import { glyphsByCell } from "./fill-cells.js";
import { pruneThinEmpty } from "./prune-grid.js";
import { addStubColumn } from "./stub-labels.js";

/** Empty grid rows thinner than this (in ems of the table's text) are rule or shading gaps. */
const THIN_ROW_EM = 1.0;
/** Empty grid columns narrower than this (in ems) are double rules. */
const THIN_COLUMN_EM = 0.6;

/** A grid with cells mostly empty is a form or a decoration, not a table. */
const MAX_EMPTY_SHARE = 0.85;

/**
 * Builds the lattice (ruled grid) detector: rulings -> connected groups ->
 * grid lines with drawn/undrawn borders -> cells with spans -> cell text.
 * A group must give at least 2 rows and 2 columns of cells with text in at
 * least two of them; a box around a paragraph is not a table.
 */
export function createLatticeDetector(tol: LatticeTolerances = DEFAULT_LATTICE_TOLERANCES): Detector {
  return (input: DetectInput) => {
    const rulings = restrictToAreas(input.content.rulings.filter((r) => r.x1 - r.x0 + (r.y1 - r.y0) >= tol.minRulingLength), input.areas);
    const components = connectedComponents(rulings, tol.intersection);
    const tables: TableCandidate[] = [];
    const rejected: { bbox: BBox; reason: string }[] = [];
    for (const component of components) {
      // Text of a grid nested inside this one belongs to the inner grid only.
      const nested = components.filter((o) => o !== component && inside(o.bbox, component.bbox));
      const glyphs = nested.length === 0 ? input.content.glyphs : input.content.glyphs.filter((g) => !nested.some((o) => centreInside(g.bbox, o.bbox)));
      const result = tableFromComponent(component, input, glyphs, tol);
      if (typeof result === "string") rejected.push({ bbox: component.bbox, reason: result });
      else tables.push(result);
    }
    tables.sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
    return { tables, stages: { components: components.map((c) => c.bbox), rejected } };
  };
}

/** The lattice detector with default tolerances. */
export const detectLattice: Detector = createLatticeDetector();

function tableFromComponent(component: RulingComponent, input: DetectInput, pageGlyphs: readonly Glyph[], tol: LatticeTolerances): TableCandidate | string {
  const grid = buildGridLines(component, tol);
  const rowCount = grid.ys.length - 1;
  const colCount = grid.xs.length - 1;
  if (rowCount < 2 || colCount < 2) return `grid of ${rowCount}x${colCount} slots`;
  const { cells, owner } = buildGridCells(grid);
  const rowsWithSplit = new Set<number>();
  const colsWithSplit = new Set<number>();
  for (const c of cells) {
    if (c.colSpan < colCount) rowsWithSplit.add(c.row);
    if (c.rowSpan < rowCount) colsWithSplit.add(c.col);
  }
  if (rowsWithSplit.size === 0 || colsWithSplit.size === 0) return "cells never split into 2 rows and 2 columns";
  const glyphs = glyphsByCell(pageGlyphs, grid, owner, cells.length);
  const texts = glyphs.map((gs) => cellText(gs));
  const filled = texts.filter((t) => t !== "").length;
  if (filled < 2) return "fewer than two cells hold text";

  let rows: (Cell | null)[][] = Array.from({ length: rowCount }, () => new Array<Cell | null>(colCount).fill(null));
  cells.forEach((c, id) => {
    rows[c.row]![c.col] = {
      text: texts[id]!,
      bbox: { x0: grid.xs[c.col]!, y0: grid.ys[c.row]!, x1: grid.xs[c.col + c.colSpan]!, y1: grid.ys[c.row + c.rowSpan]! },
      rowSpan: c.rowSpan,
      colSpan: c.colSpan,
    };
  });
  const size = medianFontSize(glyphs.flat());
  rows = pruneThinEmpty(rows, THIN_ROW_EM * size, THIN_COLUMN_EM * size);
  const cellCount = rows.flat().filter((c) => c !== null).length;
  const empty = 1 - filled / cellCount;
  if (empty > MAX_EMPTY_SHARE) return `cells ${(empty * 100).toFixed(0)}% empty`;
  const stub = addStubColumn(rows, { x0: grid.xs[0]!, y0: grid.ys[0]!, x1: grid.xs[colCount]!, y1: grid.ys[rowCount]! }, input.words);
  rows = stub.rows;
  const bbox = stub.bbox;
  return {
    bbox,
    rows,
    method: "lattice",
    // Bold header rows hold text, so pruning (which removes empty rows only) keeps them on top.
    headerRows: boldHeaderRows(cells, glyphs, rowCount),
    evidence: { rulingCoverage: borderCoverage(grid, owner), alignmentResidual: 0, emptyCellRatio: empty, rowCount: rows.length, columnCount: rows[0]?.length ?? 0 },
  };
}

/** Share of cell borders (between different cells, and the outside) that are drawn rulings. */
function borderCoverage(grid: GridLines, owner: number[][]): number {
  const rows = grid.ys.length - 1;
  const cols = grid.xs.length - 1;
  let borders = 0, drawn = 0;
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i < cols; i++) {
      const above = j > 0 ? owner[j - 1]![i] : -1;
      const below = j < rows ? owner[j]![i] : -1;
      if (above === below) continue;
      borders++;
      if (grid.hCovered[j]![i]) drawn++;
    }
  }
  for (let i = 0; i <= cols; i++) {
    for (let j = 0; j < rows; j++) {
      const leftOf = i > 0 ? owner[j]![i - 1] : -1;
      const rightOf = i < cols ? owner[j]![i] : -1;
      if (leftOf === rightOf) continue;
      borders++;
      if (grid.vCovered[i]![j]) drawn++;
    }
  }
  return borders > 0 ? drawn / borders : 0;
}

/** True when `inner` lies within `outer` (with a point of slack) and is smaller. */
function inside(inner: BBox, outer: BBox): boolean {
  return inner.x0 >= outer.x0 - 1 && inner.y0 >= outer.y0 - 1 && inner.x1 <= outer.x1 + 1 && inner.y1 <= outer.y1 + 1 &&
    (inner.x1 - inner.x0) * (inner.y1 - inner.y0) < (outer.x1 - outer.x0) * (outer.y1 - outer.y0);
}

/**
 * Leading slot rows set in bold while the body below is not: the header the
 * author marked. Counts rows from the top while most of their letters are bold.
 */
function boldHeaderRows(cells: readonly GridCell[], glyphs: readonly Glyph[][], rowCount: number): number {
  const bold = new Array<number>(rowCount).fill(0);
  const all = new Array<number>(rowCount).fill(0);
  cells.forEach((c, id) => {
    for (const g of glyphs[id]!) {
      if (g.text.trim() === "") continue;
      all[c.row]! += 1;
      if (g.bold) bold[c.row]! += 1;
    }
  });
  const share = (r: number) => (all[r]! > 0 ? bold[r]! / all[r]! : 0);
  let header = 0;
  while (header < rowCount - 1 && header < 3 && share(header) > 0.6) header++;
  if (header === 0) return 0;
  let bodyBold = 0, bodyAll = 0;
  for (let r = header; r < rowCount; r++) {
    bodyBold += bold[r]!;
    bodyAll += all[r]!;
  }
  return bodyAll > 0 && bodyBold / bodyAll < 0.3 ? header : 0;
}

function medianFontSize(glyphs: readonly Glyph[]): number {
  const sizes = glyphs.filter((g) => g.text.trim() !== "").map((g) => g.fontSize).sort((a, b) => a - b);
  return sizes.length ? sizes[sizes.length >> 1]! : 8;
}

/** Rulings clipped to the user's areas (all of them when there are none). */
function restrictToAreas(rulings: Ruling[], areas: BBox[] | undefined): Ruling[] {
  if (!areas || areas.length === 0) return rulings;
  const out: Ruling[] = [];
  for (const area of areas) {
    for (const r of rulings) {
      const x0 = Math.max(r.x0, area.x0), x1 = Math.min(r.x1, area.x1);
      const y0 = Math.max(r.y0, area.y0), y1 = Math.min(r.y1, area.y1);
      if (x0 <= x1 && y0 <= y1) out.push({ ...r, x0, x1, y0, y1 });
    }
  }
  return out;
}
