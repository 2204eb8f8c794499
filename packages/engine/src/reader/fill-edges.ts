import type { RawRect, RawSegment } from "./raw-page.js";

/** A cell fill is lighter than the fill it is painted on by at least this much (grey levels, 0 black to 1 white). */
const MIN_CONTRAST = 0.15;
/** Pages with more fills than this are charts or patterns, not a table's cells: none are looked at. */
const MAX_FILLS = 2000;
/** A cell is at least this big either way (points): smaller fills are marks, not cells. */
const MIN_CELL_SIDE = 4;
/** The fill under a cell reaches this close to the cell's sides (points) or beyond: the cell lies on it. */
const CONTAIN_SLACK = 0.5;
/** The width given to an edge's line: a hairline, as the gap between two cells shows it. */
const EDGE_WIDTH = 0.5;

/**
 * The edges of cells painted in a light colour over a darker fill, as line pieces: the
 * old way of drawing a table's borders in HTML (the table's background black or grey,
 * `cellspacing="1"`, each cell painted white over it), where the lines are the darker
 * fill showing between the cells and nothing is stroked. Each such cell gives its four
 * sides, in the darker fill's grey; two neighbours' sides a gap apart are snapped onto
 * one ruling as drawn pieces are (`rulings.ts`). Fills lie in paint order, so the
 * darker one must come first: a light fill painted under a dark one is hidden by it.
 * Shading on the paper itself (zebra stripes, shaded cells parted by white gaps) has no
 * darker fill under it and gives nothing.
 */
export function edgesOfCellsOnDarkerFills(rects: readonly RawRect[]): RawSegment[] {
  const out: RawSegment[] = [];
  if (rects.length > MAX_FILLS) return out;
  for (let i = 1; i < rects.length; i++) {
    const cell = rects[i]!;
    const b = cell.bbox;
    if (b.x1 - b.x0 < MIN_CELL_SIDE || b.y1 - b.y0 < MIN_CELL_SIDE) continue;
    const under = darkerFillUnder(rects, i);
    if (under < 0) continue;
    const grey = rects[under]!.grey;
    const side = (orientation: RawSegment["orientation"], x0: number, y0: number, x1: number, y1: number) =>
      out.push({ orientation, x0, y0, x1, y1, width: EDGE_WIDTH, grey });
    side("horizontal", b.x0, b.y0, b.x1, b.y0);
    side("horizontal", b.x0, b.y1, b.x1, b.y1);
    side("vertical", b.x0, b.y0, b.x0, b.y1);
    side("vertical", b.x1, b.y0, b.x1, b.y1);
  }
  return out;
}

/** The latest fill before `i` that holds fill `i` and is darker than it by MIN_CONTRAST, or -1. */
function darkerFillUnder(rects: readonly RawRect[], i: number): number {
  const cell = rects[i]!;
  const b = cell.bbox;
  for (let j = i - 1; j >= 0; j--) {
    const r = rects[j]!;
    const u = r.bbox;
    if (u.x0 > b.x0 + CONTAIN_SLACK || u.y0 > b.y0 + CONTAIN_SLACK) continue;
    if (u.x1 < b.x1 - CONTAIN_SLACK || u.y1 < b.y1 - CONTAIN_SLACK) continue;
    // The topmost fill under the cell decides what shows round it: lighter or alike, no line.
    return r.grey <= cell.grey - MIN_CONTRAST ? j : -1;
  }
  return -1;
}
