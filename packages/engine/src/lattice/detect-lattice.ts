import type { Detector, DetectInput, TableCandidate } from "../detect/contract.js";
import { DEFAULT_LATTICE_TOLERANCES, type LatticeTolerances } from "./settings.js";
import { cellText } from "../text/cell-text.js";
import type { BBox, Cell, Glyph, Ruling } from "../types.js";
import { connectedComponents, type RulingComponent } from "./components.js";
import { buildGridCells } from "./grid-cells.js";
import { centreInside } from "../geometry/bbox.js";
import { buildGridLines } from "./grid-lines.js";
import { glyphsByCell } from "./fill-cells.js";
import { pruneThinEmpty } from "./prune-grid.js";
import { addStubColumn } from "./stub-labels.js";
import { tableDirection, toReadingOrder } from "./reading-order.js";
import { borderCoverage } from "./border-coverage.js";
import { boldHeaderRows, medianFontSize } from "./text-style.js";
import { inside, restrictToAreas } from "./areas.js";
import { flatten, mapList } from "../flatten.js";
import { filledArray } from "../filled-array.js";
import { DEFAULT_LEADER_SETTINGS, type LeaderSettings } from "../text/leaders.js";

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
 * least two of them; a box around a paragraph is not a table. Dot leaders
 * are left out of cell text as the stream detector leaves them out of words,
 * by the same `leaders` settings (`tolerances.stream`; text/cell-leaders.ts).
 */
export function createLatticeDetector(
  tol: LatticeTolerances = DEFAULT_LATTICE_TOLERANCES,
  leaders: LeaderSettings = DEFAULT_LEADER_SETTINGS,
): Detector {
  return (input: DetectInput) => {
    const rulings = restrictToAreas(longEnough(input.content.rulings, tol.minRulingLength), input.areas);
    const components = connectedComponents(rulings, tol.intersection);
    const tables: TableCandidate[] = [];
    const rejected: { bbox: BBox; reason: string }[] = [];
    for (const component of components) {
      // Text of a grid nested inside this one belongs to the inner grid only.
      const nested = components.filter((o) => o !== component && inside(o.bbox, component.bbox));
      const glyphs =
        nested.length === 0
          ? input.content.glyphs
          : input.content.glyphs.filter((g) => !nested.some((o) => centreInside(g.bbox, o.bbox)));
      const result = tableFromComponent(component, input, glyphs, tol, leaders);
      if (typeof result === "string") rejected.push({ bbox: component.bbox, reason: result });
      else tables.push(result);
    }
    tables.sort(topThenLeft);
    return { tables, stages: { components: mapList(components, bboxOf), rejected } };
  };
}

/** Tables in reading order of their top left corner. */
function topThenLeft(a: TableCandidate, b: TableCandidate): number {
  return a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0;
}

function bboxOf(component: RulingComponent): BBox {
  return component.bbox;
}

/** The rulings at least `minLength` long (width plus height). */
function longEnough(rulings: readonly Ruling[], minLength: number): Ruling[] {
  const out: Ruling[] = [];
  for (const r of rulings) if (r.x1 - r.x0 + (r.y1 - r.y0) >= minLength) out.push(r);
  return out;
}

/** The lattice detector with default tolerances. */
export const detectLattice: Detector = createLatticeDetector();

function tableFromComponent(
  component: RulingComponent,
  input: DetectInput,
  pageGlyphs: readonly Glyph[],
  tol: LatticeTolerances,
  leaders: LeaderSettings,
): TableCandidate | string {
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
  const texts: string[] = [];
  for (const g of glyphs) texts.push(cellText(g, undefined, leaders));
  const filled = texts.filter((t) => t !== "").length;
  if (filled < 2) return "fewer than two cells hold text";

  let rows: (Cell | null)[][] = [];
  for (let r = 0; r < rowCount; r++) rows.push(filledArray<Cell | null>(colCount, null));
  cells.forEach((c, id) => {
    rows[c.row]![c.col] = {
      text: texts[id]!,
      bbox: {
        x0: grid.xs[c.col]!,
        y0: grid.ys[c.row]!,
        x1: grid.xs[c.col + c.colSpan]!,
        y1: grid.ys[c.row + c.rowSpan]!,
      },
      rowSpan: c.rowSpan,
      colSpan: c.colSpan,
    };
  });
  // One concatenation for both uses: Array.prototype.flat is slow on many small arrays.
  const tableGlyphs = flatten(glyphs);
  const size = medianFontSize(tableGlyphs);
  rows = pruneThinEmpty(rows, THIN_ROW_EM * size, THIN_COLUMN_EM * size);
  let cellCount = 0;
  for (const row of rows) for (const c of row) if (c !== null) cellCount++;
  const empty = 1 - filled / cellCount;
  if (empty > MAX_EMPTY_SHARE) return `cells ${(empty * 100).toFixed(0)}% empty`;
  const stub = addStubColumn(
    rows,
    { x0: grid.xs[0]!, y0: grid.ys[0]!, x1: grid.xs[colCount]!, y1: grid.ys[rowCount]! },
    input.words,
    leaders,
  );
  rows = stub.rows;
  const bbox = stub.bbox;
  // A table printed rotated among upright text: give its grid in reading order.
  const direction = tableDirection(tableGlyphs);
  rows = toReadingOrder(rows, direction);
  return {
    bbox,
    rows,
    method: "lattice",
    // Bold header rows hold text, so pruning (which removes empty rows only) keeps them on top.
    headerRows: direction === 0 ? boldHeaderRows(cells, glyphs, rowCount) : 0,
    evidence: {
      rulingCoverage: borderCoverage(grid, owner),
      alignmentResidual: 0,
      emptyCellRatio: empty,
      rowCount: rows.length,
      columnCount: rows[0]?.length ?? 0,
    },
  };
}
