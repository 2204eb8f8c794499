import type { Placement } from "./columns.js";
import { median } from "./geometry.js";
import type { FrameLine, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";
import { filledArray } from "../filled-array.js";
import { mapList, mapNumbers } from "../flatten.js";

/** A lower-case continuation joins the row above when its baseline gap is within this multiple of the row pitch. */
const CONTINUATION_PITCH_SLACK = 1.05;

/** The text of one grid slot while rows are being formed. */
export interface CellDraft {
  segments: Segment[];
  span: number;
}

/** One table row: one or more lines and the cells they fill. */
export interface RowDraft {
  lines: number[];
  cells: (CellDraft | undefined)[];
  y0: number;
  y1: number;
}

/** One row per line, each segment in the column it was placed in. */
export function rowsPerLine(
  lines: readonly FrameLine[],
  placements: readonly Placement[],
  columnCount: number,
): RowDraft[] {
  const rows: RowDraft[] = mapList(lines, (l, i) => ({
    lines: [i],
    cells: filledArray<CellDraft | undefined>(columnCount, undefined),
    y0: l.bbox.y0,
    y1: l.bbox.y1,
  }));
  for (const p of placements) {
    const row = rows[p.segment.line]!;
    const cell = row.cells[p.col];
    if (cell) {
      cell.segments.push(p.segment);
      cell.span = Math.max(cell.span, p.span);
    } else {
      row.cells[p.col] = { segments: [p.segment], span: p.span };
    }
  }
  // Most cells hold one segment, which a sort leaves as it is.
  for (const row of rows) for (const c of row.cells) if (c && c.segments.length > 1) c.segments.sort(bySegmentLeft);
  return rows;
}

/* Module-level, not an arrow written in the loop above: that was a closure made per cell (bench/README.md, issue #17). */
function bySegmentLeft(a: Segment, b: Segment): number {
  return a.bbox.x0 - b.bbox.x0;
}

/** A column that starts rows is filled on at least this share of the lines. */
const ROW_START_MIN_SHARE = 0.25;
/** ... and its partner column differs from it on at most this share of the lines. */
const ROW_START_MISMATCH = 0.1;

/**
 * The row's key (label) column: the first column filled on at least half the
 * lines; or an earlier column that starts rows (see `startsRows`), since in a
 * table whose cells wrap over several lines the row labels sit on fewer than
 * half of the lines while a wrapped text column fills most of them.
 */
export function keyColumn(rows: readonly RowDraft[], columnCount: number): number {
  let half = 0;
  for (let c = 0; c < columnCount; c++) {
    if (rows.filter((r) => r.cells[c]).length >= rows.length / 2) {
      half = c;
      break;
    }
  }
  for (let c = 0; c < half; c++) if (startsRows(rows, c, columnCount)) return c;
  return half;
}

/**
 * A column starts rows when it has text on a good share of the lines and
 * another column has text on the same lines and (almost) no others (a code
 * and its amount, a label and its score): the lines between are wrapped text
 * of the row above. Row groups under a sparse label do not pass: their other
 * columns are filled on every line.
 */
function startsRows(rows: readonly RowDraft[], col: number, columnCount: number): boolean {
  const on = mapList(rows, (r) => Boolean(r.cells[col]));
  const count = on.filter(Boolean).length;
  if (count < 2 || count < ROW_START_MIN_SHARE * rows.length || count === rows.length) return false;
  for (let d = 0; d < columnCount; d++) {
    if (d === col) continue;
    const mismatches = rows.filter((r, i) => Boolean(r.cells[d]) !== on[i]).length;
    if (mismatches <= ROW_START_MISMATCH * rows.length) return true;
  }
  return false;
}

/** Appends row `b` to row `a` (cells concatenated column by column). */
export function joinRows(a: RowDraft, b: RowDraft): RowDraft {
  const cells = mapList(a.cells, (ca, i) => {
    const cb = b.cells[i];
    if (!ca) return cb && { segments: [...cb.segments], span: cb.span };
    if (!cb) return ca;
    return { segments: [...ca.segments, ...cb.segments], span: Math.max(ca.span, cb.span) };
  });
  return { lines: [...a.lines, ...b.lines], cells, y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1) };
}

/**
 * Line rows cut into bands by separators (rules or stripe edges between
 * lines). A band is one row when its later lines only add to it (fewer
 * filled cells than its fullest line, as wrapped cells do); a band of full
 * lines is a group of rows under one rule and is returned line by line.
 */
export function bandsBySeparators(rows: readonly RowDraft[], separators: readonly number[]): RowDraft[][] {
  const cuts = [...separators].sort((a, b) => a - b);
  const bands: RowDraft[][] = [];
  let lastBand = -1;
  for (const row of rows) {
    const mid = (row.y0 + row.y1) / 2;
    let band = 0;
    while (band < cuts.length && cuts[band]! < mid) band++;
    if (band === lastBand) bands[bands.length - 1]!.push(row);
    else bands.push([row]);
    lastBand = band;
  }
  return bands;
}

/** Whether a band's later lines are wrapped continuations of its first full line. */
export function bandIsOneRow(band: readonly RowDraft[]): boolean {
  const filled = mapNumbers(band, (r) => r.cells.filter(Boolean).length);
  const most = Math.max(...filled);
  const firstFull = filled.indexOf(most);
  return filled.every((n, i) => i === firstFull || n < most || n < 2);
}

/**
 * Keeps multi-line cells in one row. A line joins the row above when its key
 * column is empty (or it holds nothing but the key column under a fuller
 * row: a wrapped label), it only fills columns the row above already fills,
 * and it sits closer to it than rows usually sit to each other (a wrapped
 * cell or a wrapped header). A line holding only a key-column label joins the row
 * below when that row's label continues in lower case (a wrapped row label).
 */
export function mergeContinuations(
  rows: readonly RowDraft[],
  lines: readonly FrameLine[],
  columnCount: number,
  settings: StreamSettings,
): RowDraft[] {
  if (rows.length < 2) return [...rows];
  const key = keyColumn(rows, columnCount);
  const pitch = rowPitch(rows, lines, key);
  const out: RowDraft[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const prev = out[out.length - 1];
    if (prev && continuesAbove(prev, row, key, lines, pitch, settings)) {
      out[out.length - 1] = joinRows(prev, row);
      continue;
    }
    const next = rows[i + 1];
    if (next && labelContinuesBelow(row, next, key, lines, pitch)) {
      rows = [...rows.slice(0, i + 1), joinRows(row, next), ...rows.slice(i + 2)];
      continue;
    }
    out.push(row);
  }
  return out;
}

function continuesAbove(
  prev: RowDraft,
  row: RowDraft,
  key: number,
  lines: readonly FrameLine[],
  pitch: number,
  settings: StreamSettings,
): boolean {
  const filled = mapNumbers(row.cells, (c, i) => (c ? i : -1)).filter((i) => i >= 0);
  // A line holding text in the key column only continues a wrapped label; otherwise the key must be empty.
  const wrappedLabel = filled.length === 1 && filled[0] === key && prev.cells.filter(Boolean).length > 1;
  if (row.cells[key] && !wrappedLabel) return false;
  if (!filled.length || !filled.every((i) => prev.cells[i] && prev.cells[i]!.span === row.cells[i]!.span)) return false;
  const gap = baselineGap(prev, row, lines);
  return gap < settings.continuationPitchRatio * pitch;
}

function labelContinuesBelow(
  row: RowDraft,
  next: RowDraft,
  key: number,
  lines: readonly FrameLine[],
  pitch: number,
): boolean {
  const filled = row.cells.filter(Boolean).length;
  if (filled !== 1 || !row.cells[key] || !next.cells[key]) return false;
  const first = next.cells[key]!.segments[0]!.text.trim();
  if (!/^\p{Ll}/u.test(first)) return false;
  return baselineGap(row, next, lines) <= pitch * CONTINUATION_PITCH_SLACK;
}

function baselineGap(a: RowDraft, b: RowDraft, lines: readonly FrameLine[]): number {
  return lines[b.lines[0]!]!.baseline - lines[a.lines[a.lines.length - 1]!]!.baseline;
}

/** Median baseline distance between consecutive lines that both start a row (key filled). */
function rowPitch(rows: readonly RowDraft[], lines: readonly FrameLine[], key: number): number {
  const keyed = rows.filter((r) => r.cells[key]);
  const gaps: number[] = [];
  for (let i = 1; i < keyed.length; i++) gaps.push(baselineGap(keyed[i - 1]!, keyed[i]!, lines));
  if (gaps.length >= 2) return median(gaps);
  const all: number[] = [];
  for (let i = 1; i < rows.length; i++) all.push(baselineGap(rows[i - 1]!, rows[i]!, lines));
  return median(all);
}
