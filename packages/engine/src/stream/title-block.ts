import { mapNumbers } from "../flatten.js";
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
  if (measured.filter((s) => s.length >= 2).length < 2) return false;
  const edges = columnEdges(measured, settings.alignTolerance);
  const tolerance = settings.alignTolerance;
  let spansAGap = false;
  let unaligned = 0;
  let count = 0;
  for (let i = first; i < under; i++) {
    for (const s of segmentsByLine[i]!) {
      count++;
      // A title cut by a column edge runs across the gap between two cells of a line below.
      spansAGap ||= measured.some((line) => cellsUnder(s, line).length >= 2);
      const onAnEdge = EDGE_KINDS.some((kind) => edges.get(kind)!.some((x) => Math.abs(kind(s) - x) <= tolerance));
      if (!onAnEdge && !centredOverCells(s, measured[0]!, tolerance)) unaligned++;
    }
  }
  // Most of the heading lines up with nothing: a heading level of the table's own would sit on its columns.
  return spansAGap && unaligned * 2 > count;
}

/** The cells of a line that a segment overlaps. */
function cellsUnder(s: Segment, line: readonly Segment[]): Segment[] {
  return line.filter((c) => c.bbox.x1 > s.bbox.x0 && c.bbox.x0 < s.bbox.x1);
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
    linesUnder.forEach((line, i) => {
      for (const c of line) {
        const x = kind(c);
        if (linesUnder.some((other, j) => j !== i && other.some((d) => Math.abs(kind(d) - x) <= tolerance)))
          shared.push(x);
      }
    });
    out.set(kind, shared);
  }
  return out;
}
