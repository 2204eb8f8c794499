import { median } from "./geometry.js";
import type { FrameLine, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";

/** A run of consecutive lines that may hold a table, by line index. */
export interface RegionDraft {
  first: number;
  last: number;
}

/**
 * Whether a line reads as prose: one segment filling most of the text
 * measure. Prose lines end table regions; short single-segment lines
 * (row labels, wrapped cells, spanning headers) do not.
 */
export function isProseLine(segments: readonly Segment[], measure: number, settings: StreamSettings): boolean {
  if (segments.length !== 1) return false;
  const s = segments[0]!;
  return s.bbox.x1 - s.bbox.x0 >= settings.proseWidthRatio * measure && s.words.length >= 4;
}

/** Width most full lines of the page reach: the 90th percentile of line widths. */
export function textMeasure(lines: readonly FrameLine[]): number {
  if (!lines.length) return 0;
  const widths = lines.map((l) => l.bbox.x1 - l.bbox.x0).sort((a, b) => a - b);
  return widths[Math.min(widths.length - 1, Math.floor(widths.length * 0.9))]!;
}

/**
 * Cuts the page's lines into runs separated by prose lines and by vertical
 * gaps wider than `regionGapLines` line heights, keeping runs with enough
 * multi-segment lines and short enough segments to be tabular.
 */
export function findRegionDrafts(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  settings: StreamSettings,
): RegionDraft[] {
  const lineHeight = median(lines.map((l) => l.bbox.y1 - l.bbox.y0)) || 10;
  const measure = textMeasure(lines);
  const drafts: RegionDraft[] = [];
  let first = -1;
  const close = (last: number) => {
    if (first >= 0 && last >= first) drafts.push({ first, last });
    first = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    if (isProseLine(segmentsByLine[i]!, measure, settings)) {
      close(i - 1);
      continue;
    }
    if (first >= 0 && lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1 > settings.regionGapLines * lineHeight) close(i - 1);
    if (first < 0) first = i;
  }
  close(lines.length - 1);
  return drafts
    .map((d) => trimEnds(d, lines, segmentsByLine, settings))
    .filter((d) => d.last >= d.first && looksTabular(segmentsByLine.slice(d.first, d.last + 1), settings));
}

/**
 * Drops leading and trailing lines made of one wide segment (captions,
 * footnotes, notes): wider than `edgeLineWidthRatio` of the region's
 * multi-segment lines, they are text about the table, not rows of it.
 */
export function trimEnds(d: RegionDraft, lines: readonly FrameLine[], segmentsByLine: readonly Segment[][], settings: StreamSettings): RegionDraft {
  let { first, last } = d;
  let x0 = Infinity, x1 = -Infinity;
  for (let i = first; i <= last; i++) {
    if (segmentsByLine[i]!.length < 2) continue;
    x0 = Math.min(x0, lines[i]!.bbox.x0);
    x1 = Math.max(x1, lines[i]!.bbox.x1);
  }
  if (!(x1 > x0)) return d;
  const gaps: number[] = [];
  for (let i = first + 1; i <= last; i++) gaps.push(lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1);
  const usualGap = median(gaps);
  const bodySize = median(lines.slice(first, last + 1).map((l) => l.fontSize));
  // A caption or note: one wide segment, or one segment in a larger font than the table.
  const wide = (i: number) => {
    const segs = segmentsByLine[i]!;
    if (segs.length !== 1) return false;
    return segs[0]!.bbox.x1 - segs[0]!.bbox.x0 >= settings.edgeLineWidthRatio * (x1 - x0) || lines[i]!.fontSize >= 1.2 * bodySize;
  };
  // A title line: clearly larger type than the table's, however many segments it has.
  const title = (i: number) => lines[i]!.fontSize >= settings.titleSizeRatio * bodySize;
  // Only set-off lines are trimmed: a wrapped last cell sits as close as the rows do.
  const setOff = (a: number, b: number) => lines[b]!.bbox.y0 - lines[a]!.bbox.y1 > 1.2 * usualGap + 1;
  while (first < last && (title(first) || (wide(first) && setOff(first, first + 1)))) first++;
  while (last > first && (title(last) || (wide(last) && setOff(last - 1, last)))) last--;
  return { first, last };
}

/** Enough multi-segment lines, and cells of a few words rather than sentences. */
export function looksTabular(segmentsByLine: readonly Segment[][], settings: StreamSettings): boolean {
  const tabular = segmentsByLine.filter((s) => s.length >= 2).length;
  if (tabular < settings.minTabularLines) return false;
  const wordCounts = segmentsByLine.flat().map((s) => s.words.length);
  return median(wordCounts) <= settings.maxMedianWordsPerSegment;
}
