import { boundsOf } from "../geometry/bbox.js";
import type { BBox } from "../types.js";
import { findColumns } from "./columns.js";
import { median, overlap1d } from "./geometry.js";
import type { Column, Segment } from "./model.js";
import { columnsNest } from "./nested-columns.js";
import { trimEnds } from "./regions.js";
import { renumberLines } from "./segments.js";
import type { StreamSettings } from "./settings.js";
import type { RegionLines } from "./side-by-side.js";
import { isTotalsBlock } from "./totals-block.js";
import { flatten, mapNumbers } from "../flatten.js";

/** A gap this many times the region's usual line gap (plus 1 pt) sets two runs of lines apart. */
const SET_OFF_GAP = 1.6;
/** Multi-segment lines each part needs (a header and two rows): fewer is a title block, not a table. */
const MIN_PART_LINES = 3;
/** Lines looked at on each side of a boundary to read that side's columns. */
const SIDE_LINES = 8;
/** A caption line: "Table 2.", "Figure 3:", "Exhibit A", ... at the start of a lone line. */
const CAPTION = /^(table|figure|fig\.|chart|exhibit|tabelle|tableau|tabla)\s*[0-9ivxA-Z]/iu;
/** Two stripes overlapping across this share of the wider are of one width (one table's zebra). */
const STRIPE_SAME_WIDTH = 0.9;
/** A caption's label and nothing more: "Table 21", "Table 4.", "Figure 3:", "Exhibit A-2". */
const CAPTION_LABEL = /^(table|figure|fig\.|chart|exhibit|tabelle|tableau|tabla)\s*[0-9ivxA-Z][\w.-]*[.:]?$/iu;
/** A cell that is a figure: digits with grouping, sign, brackets, per cent; or a lone dash for "none". */
const NUMERIC_CELL = /^(?:[-+−(]?[$€£]?\d[\d.,\s]*%?\)?|[-–—])$/u;

/**
 * Splits a region holding tables stacked close together (a small gap, or a
 * caption line between them) that the region finder kept as one run of lines.
 * A boundary is a caption line, or a gap clearly wider than the region's usual
 * line gap with rows of figures on both sides (so the gap under a multi-line
 * header is not one), with at least MIN_PART_LINES multi-segment lines on
 * each side and a different column count on the two sides (read from the
 * lines nearest the boundary), unless the part below is a totals block
 * under the last columns (`totals-block.ts`). Caption lines at a boundary or at the top of a part are
 * dropped: they are about the table, not rows of it.
 */
export function splitStacked(
  region: RegionLines,
  settings: StreamSettings,
  shades: readonly BBox[] = [],
): RegionLines[] {
  const { lines, segmentsByLine } = region;
  const n = lines.length;
  if (n < 2 * MIN_PART_LINES) return [withoutLeadingCaption(region)];
  const gaps = mapNumbers(lines.slice(1), (l, i) => l.bbox.y0 - lines[i]!.bbox.y1);
  const usual = median(gaps);
  const multi = (from: number, to: number) => segmentsByLine.slice(from, to).filter((s) => s.length >= 2).length;
  for (let i = MIN_PART_LINES; i <= n - MIN_PART_LINES; i++) {
    const caption = isCaption(segmentsByLine[i]!);
    const setOff = gaps[i - 1]! > SET_OFF_GAP * usual + 1;
    if (!caption && !setOff) continue;
    const belowStart = caption ? i + 1 : i;
    if (multi(0, i) < MIN_PART_LINES || multi(belowStart, n) < MIN_PART_LINES) continue;
    // A bold header under a title or a paragraph line that is set off from the rows above opens a
    // second table, figures or none: a table of words has no gap under its header to mistake.
    const titled = !caption && headerUnderTitle(region, i, gaps, SET_OFF_GAP * usual + 1);
    // Without a caption, a gap may be the one under a multi-line header: the part above must
    // end in body rows (lines holding figures), as must the part below.
    if (
      !caption &&
      !titled &&
      (figureLines(region, Math.max(0, i - SIDE_LINES), i) < 2 ||
        figureLines(region, belowStart, belowStart + SIDE_LINES) < 2)
    )
      continue;
    const aboveColumns = columnsOf(region, Math.max(0, i - SIDE_LINES), i, settings);
    const belowColumns = columnsOf(region, belowStart, Math.min(n, belowStart + SIDE_LINES), settings);
    const above = aboveColumns.length,
      below = belowColumns.length;
    if (above < 2 || below < 2) continue;
    const header = titled || opensWithHeader(region, i);
    // Fewer columns on one side, each standing where one of the other side's stands: a sparse column
    // left empty on the rows near the gap, not a second table.
    if (!caption && !header && columnsNest(aboveColumns, belowColumns, settings.alignTolerance)) continue;
    // Same column count: two tables only when the part below opens with a header line of its own.
    if (above === below && (caption || !header)) continue;
    // An invoice's totals under its last columns carry the table on; they are not a second table.
    if (!caption && below < above && isTotalsBlock(segmentsByLine, belowStart, settings)) continue;
    // Zebra stripes of one width on both sides: one table, whatever the columns read near the gap.
    if (!caption && !header && stripesRunAcross(region, i, belowStart, shades, settings)) continue;
    // Each part's new end is trimmed as a region's ends are: a heading over the lower table ("Your
    // transactions", in larger type) was in the middle of the run when its ends were trimmed.
    // A title or paragraph between the two (lines of one segment, set off from the rows above as
    // the header is from them) heads the lower table: neither table's row.
    const lastRow = header ? lastRowAbove(region, i) : i - 1;
    const topEnd = lastRow < i - 1 && gaps[lastRow]! > SET_OFF_GAP * usual + 1 ? lastRow + 1 : i;
    const top = withoutLeadingCaption(trimmedPart(region, 0, topEnd, settings));
    return [top, ...splitStacked(trimmedPart(region, belowStart, n, settings), settings, shades)];
  }
  return [withoutLeadingCaption(region)];
}

/**
 * True when the shaded stripes of a zebra table run on across the gap above
 * line `i`: a stripe among the lines just above it and one among the lines
 * from `belowStart`, each covering most of the region's width, of one width
 * (overlapping across STRIPE_SAME_WIDTH of the wider). A gap between a
 * zebra table's rows (a row of one line centred in a row made tall by a
 * wrapped neighbour elsewhere) reads as set off; so do the rows of an OCR
 * reading, whose lines are only as tall as their ink, and its columns, read
 * from the few lines either side, may count one more or one less there.
 */
function stripesRunAcross(
  region: RegionLines,
  i: number,
  belowStart: number,
  shades: readonly BBox[],
  settings: StreamSettings,
): boolean {
  if (!shades.length) return false;
  const { lines } = region;
  const box = boundsOf(lines);
  const wide = shades.filter(
    (s) => overlap1d(s.x0, s.x1, box.x0, box.x1) >= settings.stripeCoverRatio * (box.x1 - box.x0),
  );
  const among = (from: number, to: number) => {
    const y0 = lines[Math.max(0, from)]!.bbox.y0,
      y1 = lines[Math.min(lines.length, to) - 1]!.bbox.y1;
    return wide.filter((s) => overlap1d(s.y0, s.y1, y0, y1) > 0);
  };
  const above = among(i - SIDE_LINES, i),
    below = among(belowStart, belowStart + SIDE_LINES);
  return above.some((a) =>
    below.some((b) => overlap1d(a.x0, a.x1, b.x0, b.x1) >= STRIPE_SAME_WIDTH * Math.max(a.x1 - a.x0, b.x1 - b.x0)),
  );
}

/**
 * True when line `i` (just below a set-off gap) is a second table's header: a
 * line of two or more labels and no figures, under a line holding figures
 * (the last row of the table above: one-segment lines between, a paragraph or
 * a title over the second table, are passed over), and set as a header is
 * (bold where that row is not, or shaped like the region's own first line, a
 * header of as many labels).
 */
function opensWithHeader(region: RegionLines, i: number): boolean {
  const line = region.segmentsByLine[i]!;
  const before = region.segmentsByLine[lastRowAbove(region, i)]!;
  const first = region.segmentsByLine[0]!;
  if (!isLabelLine(line) || !before.some((s) => NUMERIC_CELL.test(s.text.trim()))) return false;
  const boldContrast = line.every((s) => s.bold) && !before.every((s) => s.bold);
  return boldContrast || (isLabelLine(first) && first.length === line.length);
}

/**
 * True when line `i` is a header set bold throughout (two or more labels, no figures) with one or
 * more lines of one segment right above it (a title, a short paragraph) and above those a row not
 * set bold, the title parted from that row by a set-off gap (`gaps[k]`, the gap under line `k`,
 * wider than `setOff`).
 */
function headerUnderTitle(region: RegionLines, i: number, gaps: readonly number[], setOff: number): boolean {
  const line = region.segmentsByLine[i]!;
  if (!isLabelLine(line) || !line.every((s) => s.bold)) return false;
  const row = lastRowAbove(region, i);
  const above = region.segmentsByLine[row]!;
  return row < i - 1 && above.length >= 2 && !above.every((s) => s.bold) && gaps[row]! > setOff;
}

/** The last line above line `i` of two or more segments (a row, not a title or paragraph line); 0 when none. */
function lastRowAbove(region: RegionLines, i: number): number {
  let above = i - 1;
  while (above > 0 && region.segmentsByLine[above]!.length < 2) above--;
  return above;
}

/** Two or more segments, none of them a figure. */
function isLabelLine(segments: readonly Segment[]): boolean {
  return segments.length >= 2 && segments.every((s) => !NUMERIC_CELL.test(s.text.trim()));
}

/** Lines in [from, to) with a segment holding a digit (rows of figures, not header or prose lines). */
function figureLines(region: RegionLines, from: number, to: number): number {
  return region.segmentsByLine
    .slice(from, to)
    .filter((segs) => segs.length >= 2 && segs.some((s) => /\d/u.test(s.text))).length;
}

function isCaption(segments: readonly Segment[]): boolean {
  return segments.length === 1 && CAPTION.test(segments[0]!.text.trim());
}

/**
 * A caption whose label stands a wide space apart from its title ("Table 21",
 * then "Current use of ..." an em or more further on, as reports set them, and
 * as an OCR reading measures them: word boxes hug the ink, so the gap reads
 * wider than the born-digital glyph boxes leave it): two segments, the first
 * the label alone, the second words starting with a letter. Only looked at on
 * a region's first line (`withoutLeadingCaption`): inside a region such lines
 * may be the rows of a list of tables.
 */
function isLabelledCaption(segments: readonly Segment[]): boolean {
  return (
    segments.length === 2 && CAPTION_LABEL.test(segments[0]!.text.trim()) && /^\p{L}/u.test(segments[1]!.text.trim())
  );
}

/**
 * Drops a caption line at the top of a region, when the line under it is a
 * table's (two or more segments) and not a caption of the same shape too (a
 * list of tables, "Table 1  Population", keeps its first row).
 */
function withoutLeadingCaption(region: RegionLines): RegionLines {
  if (region.lines.length <= 2 || (region.segmentsByLine[1]?.length ?? 0) < 2) return region;
  const first = region.segmentsByLine[0]!,
    second = region.segmentsByLine[1]!;
  const labelled = isLabelledCaption(first) && !CAPTION_LABEL.test(second[0]!.text.trim());
  return isCaption(first) || labelled ? part(region, 1, region.lines.length) : region;
}

/** The columns the lines [from, to) read as on their own (none under two lines). */
function columnsOf(region: RegionLines, from: number, to: number, settings: StreamSettings): Column[] {
  const segments = flatten(region.segmentsByLine.slice(from, to));
  const lines = new Set(mapNumbers(segments, lineOf)).size;
  return lines < 2 ? [] : findColumns(segments, lines, settings).columns;
}

const lineOf = (s: Segment) => s.line;

/** Lines [from, to) of a region with their ends trimmed (`trimEnds`: titles, captions, notes, lone lines set apart). */
function trimmedPart(region: RegionLines, from: number, to: number, settings: StreamSettings): RegionLines {
  const p = part(region, from, to);
  const d = trimEnds({ first: 0, last: p.lines.length - 1 }, p.lines, p.segmentsByLine, settings);
  return d.first === 0 && d.last === p.lines.length - 1 ? p : part(p, d.first, d.last + 1);
}

/** Lines [from, to) of a region, segments renumbered to the part. */
function part(region: RegionLines, from: number, to: number): RegionLines {
  return {
    lines: region.lines.slice(from, to),
    segmentsByLine: renumberLines(region.segmentsByLine.slice(from, to)),
  };
}
