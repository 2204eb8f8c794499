import type { DetectInput, Detector, TableCandidate } from "../detect/contract.js";
import type { BBox } from "../types.js";
import { withFields } from "../with-fields.js";
import { mapList, mapNumbers } from "../flatten.js";

/** Settings of the header-grid stage, with their defaults. */
export interface HeaderGridSettings {
  /** A ruled grid of at most this many rows may be only the header of a table. */
  maxHeaderRows: number;
  /** The unruled body starts at most this far (points) below the grid's bottom border. */
  maxGap: number;
  /** The body's x extent lies within the grid's, give or take this many points. */
  edgeSlack: number;
  /** The body has at least this many rows (a header over one row is not worth the re-read). */
  minBodyRows: number;
}

/** Defaults: a header is one to three ruled rows; the body begins within about a line below it. */
export const HEADER_GRID_DEFAULTS: HeaderGridSettings = { maxHeaderRows: 3, maxGap: 14, edgeSlack: 6, minBodyRows: 2 };

/**
 * Joins a ruled grid that is only a table's header (header cells boxed, or
 * shaded cells parted by white lines, with no frame or rules round the body)
 * to the unruled body the text reading found right under it. The two are
 * read again as one area by text alignment, which takes the header's rules as
 * header and spanning evidence; the joined reading replaces both when it
 * keeps the body's rows and columns and adds the header rows. Without this the
 * header comes out as a table of its own and the body as another one.
 */
export function joinHeaderGrids(
  lattice: readonly TableCandidate[],
  stream: readonly TableCandidate[],
  input: DetectInput,
  detect: Detector,
  settings: HeaderGridSettings = HEADER_GRID_DEFAULTS,
): { lattice: TableCandidate[]; stream: TableCandidate[]; joined: number } {
  const usedStream = new Set<TableCandidate>();
  const outLattice: TableCandidate[] = [];
  const added: TableCandidate[] = [];
  for (const grid of lattice) {
    const body =
      grid.rows.length <= settings.maxHeaderRows
        ? stream.find((s) => !usedStream.has(s) && sitsUnder(grid.bbox, s, settings))
        : undefined;
    const joined = body && readJoined(grid, body, input, detect);
    if (!body || !joined) {
      outLattice.push(grid);
      continue;
    }
    usedStream.add(body);
    added.push(joined);
  }
  return {
    lattice: outLattice,
    stream: [...stream.filter((s) => !usedStream.has(s)), ...added],
    joined: added.length,
  };
}

/**
 * The body starts just under the grid and spans no wider than it, but for its first column, which
 * may lie left of the grid (stubBesideGrid).
 */
function sitsUnder(header: BBox, body: TableCandidate, settings: HeaderGridSettings): boolean {
  if (body.rows.length < settings.minBodyRows) return false;
  const gap = body.bbox.y0 - header.y1;
  if (gap < -settings.edgeSlack || gap > settings.maxGap) return false;
  if (body.bbox.x1 > header.x1 + settings.edgeSlack) return false;
  return body.bbox.x0 >= header.x0 - settings.edgeSlack || stubBesideGrid(header, body, settings);
}

/**
 * Whether the grid's left edge falls between the body's first column and its second: the grid
 * boxes the heads of every column but the stub's. On a scan of a table whose header is shaded
 * cells parted by white lines, the stub's head (one cell down the header's rows) is bounded on its
 * left by the fill's edge, no line, so the grid the white lines make starts at the stub's right.
 */
function stubBesideGrid(header: BBox, body: TableCandidate, settings: HeaderGridSettings): boolean {
  const textIn = (c: number) => mapList(body.rows, (row) => row[c]).filter((cell) => cell && cell.text.trim() !== "");
  const stub = textIn(0),
    next = textIn(1);
  if (stub.length === 0 || next.length === 0) return false;
  const stubRight = Math.max(...mapNumbers(stub, (cell) => cell!.bbox.x1)),
    nextLeft = Math.min(...mapNumbers(next, (cell) => cell!.bbox.x0));
  return stubRight <= header.x0 + settings.edgeSlack && nextLeft >= header.x0 - settings.edgeSlack;
}

/** The text reading of header and body together, when it is the body with the header rows on top. */
function readJoined(
  grid: TableCandidate,
  body: TableCandidate,
  input: DetectInput,
  detect: Detector,
): TableCandidate | null {
  const area: BBox = {
    x0: Math.min(grid.bbox.x0, body.bbox.x0),
    y0: grid.bbox.y0,
    x1: Math.max(grid.bbox.x1, body.bbox.x1),
    y1: body.bbox.y1,
  };
  const reading = detect(withFields(input, { areas: [area], exclude: [] })).tables;
  if (reading.length !== 1) return null;
  const joined = reading[0]!;
  const columns = joined.rows[0]?.length ?? 0;
  if (columns < (body.rows[0]?.length ?? 0) || columns < (grid.rows[0]?.length ?? 0)) return null;
  if (joined.rows.length <= body.rows.length) return null;
  return joined;
}
