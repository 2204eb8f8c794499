import { mapNumbers } from "../flatten.js";
import { median } from "./geometry.js";
import type { FrameLine, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";

/** A page heading above a table holds at most this many lines (id, a title of up to three lines, date). */
const MAX_TITLE_LINES = 3;
/** The heading is set off from the header under it by more than this many of the header's own line gaps... */
const TITLE_SET_OFF_GAPS = 2;
/** ...and by more than this share of a line's height (a tight header's gap may be next to none). */
const TITLE_SET_OFF_LINE_HEIGHTS = 0.5;
/** The lines under the heading whose column edges its segments are measured against (a header and a few rows). */
const LINES_MEASURED = 4;
/** At least this many lines stay under the heading: a table, not just a header. */
const MIN_LINES_LEFT = 3;
/**
 * A heading of pieces that each sit inside one column stands at least this share of the rows' usual gap
 * above the header: a stacked header's upper line sits closer to the line under it than rows do.
 */
const CELL_HEADING_MIN_SET_OFF = 0.8;
/** ...and "clearly set apart" is more than this many times the rows' usual gap. */
const CELL_HEADING_WIDE_SET_OFF = 1.5;
/** Type at least this much larger than the header's is a heading's (a bold 10 pt title over 8 pt labels). */
const CELL_HEADING_LARGER_TYPE = 1.15;
/** A one-line heading with no other sign holds at most this share of the header's cells (id, title, date over many columns). */
const CELL_HEADING_MAX_PIECE_SHARE = 0.6;

/**
 * How many lines at the top of a region are a page heading rather than header lines: a run of up to
 * three lines (a report id at the left, a centred title, a date at the right) set off from the line
 * under it by more than twice the header's own line gap (the closest lines under it) and half a line,
 * and by twice its own line gaps; most of its segments start, end and centre on no column edge of the
 * next lines (an edge two of them share) and are not centred over the cells they overlap on the line
 * right under them (as a heading of the table's own is), and one of them runs across a gap between two
 * cells of a line below (a title cut by column edges). Such lines are text about the table: joined into
 * the header they put the page title into its cells (stream/README.md, regions). Returns 0 when the
 * top lines line up with the table.
 */
export function titleBlockLines(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  settings: StreamSettings,
): number {
  for (let count = MAX_TITLE_LINES; count >= 1; count--) {
    const under = first + count;
    if (last - under + 1 < MIN_LINES_LEFT) continue;
    if (isTitleBlock(lines, segmentsByLine, first, under, last, settings)) return count;
    if (isCellHeading(lines, segmentsByLine, first, under, last, settings)) return count;
  }
  return 0;
}

function isTitleBlock(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  under: number,
  last: number,
  settings: StreamSettings,
): boolean {
  const gapAbove = (i: number) => lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1;
  const setOff = gapAbove(under);
  const belowGaps: number[] = [];
  for (let i = under + 1; i <= Math.min(last, under + LINES_MEASURED); i++) belowGaps.push(gapAbove(i));
  // The header's own line spacing: the closest lines under the heading (a header's lines sit closer than padded rows).
  const headerGap = Math.max(0, Math.min(...belowGaps));
  const lineHeight = lines[under]!.bbox.y1 - lines[under]!.bbox.y0;
  if (setOff <= TITLE_SET_OFF_GAPS * headerGap || setOff <= TITLE_SET_OFF_LINE_HEIGHTS * lineHeight) return false;
  // The heading's own lines sit closer together than it sits to the header.
  for (let i = first + 1; i < under; i++) if (gapAbove(i) * TITLE_SET_OFF_GAPS >= setOff) return false;
  const measured = segmentsByLine.slice(under, Math.min(last, under + LINES_MEASURED - 1) + 1);
  if (measured.filter(hasCells).length < 2) return false;
  const edges = columnEdges(measured, settings.alignTolerance);
  const tolerance = settings.alignTolerance;
  let spansAGap = false;
  let unaligned = 0;
  let count = 0;
  for (let i = first; i < under; i++) {
    for (const s of segmentsByLine[i]!) {
      count++;
      // A title cut by a column edge runs across the gap between two cells of a line below.
      spansAGap ||= runsAcrossCells(s, measured);
      if (!onAColumnEdge(s, edges, tolerance) && !centredOverCells(s, measured[0]!, tolerance)) unaligned++;
    }
  }
  // Most of the heading lines up with nothing: a heading level of the table's own would sit on its columns.
  return spansAGap && unaligned * 2 > count;
}

/**
 * A page heading made only of short pieces that each sit inside one column (a report id at the left, a
 * short title over a middle column, a date at the right): no piece runs across a gap between cells, so
 * `isTitleBlock`'s sign is missing and another must show it is about the page, not a header line. Asked
 * for: the line right under it is a header (no figures) over rows that hold figures; it stretches across
 * the table, from over its first column to over its last; it stands no closer
 * to that header than rows stand to each other (a stacked header's upper line does); most of its pieces
 * line up with no column edge and centre over no cells; and it is clearly set apart: by a gap well over the
 * rows' own, by larger or bolder type than the header's, or, one line, by holding only a few pieces over
 * a header of many cells.
 */
function isCellHeading(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  under: number,
  last: number,
  settings: StreamSettings,
): boolean {
  const gapAbove = (i: number) => lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1;
  const setOff = gapAbove(under);
  for (let i = first + 1; i < under; i++) if (gapAbove(i) * TITLE_SET_OFF_GAPS >= setOff) return false;
  const measured = segmentsByLine.slice(under, Math.min(last, under + LINES_MEASURED - 1) + 1);
  if (measured.filter(hasCells).length < 2) return false;
  const header = measured[0]!;
  if (holdsFigure(header) || !measured.slice(1).some(holdsFigure)) return false;
  const belowGaps: number[] = [];
  for (let i = under + 1; i <= Math.min(last, under + LINES_MEASURED); i++) belowGaps.push(gapAbove(i));
  const rowGap = Math.max(0, median(belowGaps));
  if (setOff < CELL_HEADING_MIN_SET_OFF * rowGap) return false;
  const pieces = segmentsByLine.slice(first, under).flat();
  for (const piece of pieces) if (runsAcrossCells(piece, measured)) return false;
  // A page heading stretches across the table (an id over the first column, a date over the last); a heading
  // level of the table's own over some of its columns ("2023" and "2024" over two figures each) does not.
  const from = Math.min(...mapNumbers(pieces, leftEdge));
  const to = Math.max(...mapNumbers(pieces, rightEdge));
  const cells = measured.reduce(longerLine);
  if (cells.length < 3 || from >= cells[1]!.bbox.x0 || to <= cells[cells.length - 2]!.bbox.x1) return false;
  const edges = columnEdges(measured, settings.alignTolerance);
  let unaligned = 0;
  for (const piece of pieces)
    if (
      !onAColumnEdge(piece, edges, settings.alignTolerance) &&
      !centredOverCells(piece, header, settings.alignTolerance)
    )
      unaligned++;
  if (unaligned * 2 <= pieces.length) return false;
  const headerGap = Math.max(0, Math.min(...belowGaps));
  const widelySetOff = setOff > TITLE_SET_OFF_GAPS * headerGap && setOff > CELL_HEADING_WIDE_SET_OFF * rowGap;
  const headerLine = lines[under]!;
  const headingSize = Math.min(...mapNumbers(lines.slice(first, under), fontSizeOfLine));
  const largerType = headingSize >= CELL_HEADING_LARGER_TYPE * headerLine.fontSize;
  const bolder = pieces.every(isBold) && !header.every(isBold);
  const fewPieces = under - first === 1 && pieces.length <= CELL_HEADING_MAX_PIECE_SHARE * header.length;
  return widelySetOff || largerType || bolder || fewPieces;
}

// Callbacks and loops at module level, not arrows in the functions above: an arrow is a new closure on
// each call, whose optimised code V8 drops with it (callbacks-per-call.test.ts, bench/README.md, issue #17).
const hasCells = (segs: readonly Segment[]) => segs.length >= 2;
const isBold = (s: Segment) => s.bold;
const fontSizeOfLine = (line: FrameLine) => line.fontSize;
const longerLine = (most: Segment[], line: Segment[]) => (line.length > most.length ? line : most);

/** Whether any segment of the lines holds a digit (a figure). */
function holdsFigure(segs: readonly Segment[]): boolean {
  for (const seg of segs) if (/\d/u.test(seg.text)) return true;
  return false;
}

/** Whether a segment runs across a gap between two cells of one of the lines. */
function runsAcrossCells(s: Segment, lines: readonly (readonly Segment[])[]): boolean {
  for (const line of lines) if (cellsUnder(s, line).length >= 2) return true;
  return false;
}

/** Whether a segment's left, right or centre sits on a column edge of its kind. */
function onAColumnEdge(s: Segment, edges: Map<EdgeKind, number[]>, tolerance: number): boolean {
  for (const kind of EDGE_KINDS) for (const x of edges.get(kind)!) if (Math.abs(kind(s) - x) <= tolerance) return true;
  return false;
}

/** The cells of a line that a segment overlaps. */
function cellsUnder(s: Segment, line: readonly Segment[]): Segment[] {
  const under: Segment[] = [];
  for (const c of line) if (c.bbox.x1 > s.bbox.x0 && c.bbox.x0 < s.bbox.x1) under.push(c);
  return under;
}

/**
 * Whether a segment is centred over the run of two or more cells it overlaps on the line right under it (a
 * heading spanning them). Only that line: the ragged cells of body rows centre anywhere, a page title too.
 */
function centredOverCells(s: Segment, lineUnder: readonly Segment[], tolerance: number): boolean {
  const under = cellsUnder(s, lineUnder);
  if (under.length < 2) return false;
  const x0 = Math.min(...mapNumbers(under, leftEdge));
  const x1 = Math.max(...mapNumbers(under, rightEdge));
  return Math.abs((x0 + x1) / 2 - centreEdge(s)) <= tolerance;
}

const leftEdge = (s: Segment) => s.bbox.x0;
const rightEdge = (s: Segment) => s.bbox.x1;
const centreEdge = (s: Segment) => (s.bbox.x0 + s.bbox.x1) / 2;
/** A column keeps its text on one of these: left, right or centre. */
const EDGE_KINDS = [leftEdge, rightEdge, centreEdge] as const;
type EdgeKind = (typeof EDGE_KINDS)[number];

/**
 * The column edges of the lines under the heading: an edge of one kind that two segments of different
 * lines share (one cell's ragged right end alone is no column's edge, and a title may end near it).
 */
function columnEdges(linesUnder: readonly Segment[][], tolerance: number): Map<EdgeKind, number[]> {
  const out = new Map<EdgeKind, number[]>();
  for (const kind of EDGE_KINDS) {
    const shared: number[] = [];
    // Loops, not callbacks: arrows written here were closures made on each call (see the note below).
    for (let i = 0; i < linesUnder.length; i++)
      for (const c of linesUnder[i]!) {
        const x = kind(c);
        if (onAnotherLine(linesUnder, i, kind, x, tolerance)) shared.push(x);
      }
    out.set(kind, shared);
  }
  return out;
}

/** Whether a line other than line `skip` has a segment whose edge of `kind` is within `tolerance` of `x`. */
function onAnotherLine(
  lines: readonly Segment[][],
  skip: number,
  kind: EdgeKind,
  x: number,
  tolerance: number,
): boolean {
  for (let j = 0; j < lines.length; j++) {
    if (j === skip) continue;
    for (const d of lines[j]!) if (Math.abs(kind(d) - x) <= tolerance) return true;
  }
  return false;
}
