import { median } from "./geometry.js";
import { isFigure } from "./header-words.js";
import type { FrameLine } from "./model.js";
import { joinRows, type RowDraft } from "./rows.js";
import { flatMapNumbers, mapList, mapNumbers } from "../flatten.js";

/** A header cell is stacked over at most this many lines; a taller run of close lines is not clearly one row. */
const MAX_STACKED_LINES = 3;
/**
 * Header lines sit closer together than this share of the body's row pitch (a
 * cell's own leading against leading plus padding, about 0.65 in padded
 * tables). Not nearer 1: OCR baselines move by a point or more (a padded
 * header's gaps read 0.64 and 0.75 of the pitch in a 300 dpi scan).
 */
const CLOSE_SHARE = 0.8;
/** The header stands off the body by more than this multiple of its own line gap (padding under the header). */
const STAND_OFF = 1.15;
/**
 * Lines whose baselines are closer than this share of their type size overlap:
 * a one-line cell centred half a leading between the two lines of its
 * neighbours. Such headers are left as rows (README.md, "Known limits").
 */
const INTERLEAVED_SHARE = 0.8;
/** Body rows compared for the row pitch: enough to have a median, few enough to stay near the header. */
const PITCH_ROWS = 6;

/**
 * Joins the lines of a header whose cells are stacked over two or three lines
 * ("Halt" over "stations", "Under 18" over "years") into one header row, when
 * the continuation analysis left them apart: cells set bottom-aligned or
 * centred put a short cell (the key column's "City") on the last or middle
 * line, so no line reads as a wrapped continuation of the one above.
 *
 * The evidence asked for is what a reader sees: the lines stand above the
 * first row of figures and hold words only (no cell reads as a number); they
 * sit closer together than body rows do and further from the body than from
 * each other, but not so close that they overlap (half a line apart); some
 * column has text on several of them while a one-line cell sits below the
 * first; no cell spans columns (a spanning heading makes a header of several
 * levels, whose lines are rows of their own) and the line above has no text
 * over their first line's cells; and there are at most three such lines.
 * Without all of it the rows are returned as they are, so body rows (a wrapped
 * label sits beside its figures, under the first row of figures or right above
 * it at the wrap's own leading) are never joined.
 */
export function joinStackedHeader(rows: readonly RowDraft[], lines: readonly FrameLine[]): RowDraft[] {
  const body = rows.findIndex((r) => r.cells.some((c) => c && c.segments.some((s) => isFigure(s.text))));
  if (body < 2) return [...rows];
  const pitch = bodyPitch(rows.slice(body, body + PITCH_ROWS), lines);
  if (!pitch) return [...rows];
  const start = stackStart(rows, body, lines, pitch);
  if (start < 0) return [...rows];
  const stack = rows.slice(start, body);
  if (start > 0 && sharesColumn(rows[start - 1]!, stack[0]!)) return [...rows];
  const inside = gapsWithin(stack, lines);
  if (baselineGap(stack[stack.length - 1]!, rows[body]!, lines) <= STAND_OFF * Math.max(...inside)) return [...rows];
  const size = median(flatMapNumbers(stack, (r) => mapNumbers(r.lines, (l) => lines[l]!.fontSize)));
  if (Math.min(...inside) < INTERLEAVED_SHARE * size) return [...rows];
  if (!isStackedHeader(stack)) return [...rows];
  return [...rows.slice(0, start), stack.reduce(joinRows), ...rows.slice(body)];
}

/** First row of the run of close lines right above the body, or -1 when the run is not 2-3 lines. */
function stackStart(rows: readonly RowDraft[], body: number, lines: readonly FrameLine[], pitch: number): number {
  let start = body - 1;
  let count = rows[start]!.lines.length;
  while (start > 0 && baselineGap(rows[start - 1]!, rows[start]!, lines) < CLOSE_SHARE * pitch) {
    start--;
    count += rows[start]!.lines.length;
  }
  // A longer run of close lines (a title, a spanning level, a legend) is no clear one-row header.
  return start < body - 1 && count <= MAX_STACKED_LINES ? start : -1;
}

/**
 * Words only, no spans, and cells of different heights: some column stacked
 * over several lines, and some one-line cell set lower than the first line
 * (centred or bottom aligned). When every one-line cell sits on the first
 * line, the lines below may as well be a second header level ("Clave" over
 * "Entidad" beside a lone "Nombre Entidad"), and a wrapped cell under a
 * top-aligned row is joined by the continuation analysis already.
 */
function isStackedHeader(stack: readonly RowDraft[]): boolean {
  const columns = stack[0]!.cells.length;
  const firstLine = stack[0]!.lines[0]!;
  let stacked = false;
  let lowered = false;
  for (let c = 0; c < columns; c++) {
    const cells = mapList(stack, (r) => r.cells[c]).filter((cell) => cell !== undefined);
    if (cells.some((cell) => cell.span > 1 || cell.segments.some((s) => isFigure(s.text)))) return false;
    const onLines = new Set(cells.flatMap((cell) => mapNumbers(cell.segments, (s) => s.line)));
    if (onLines.size >= 2) stacked = true;
    if (onLines.size === 1 && !onLines.has(firstLine)) lowered = true;
  }
  return stacked && lowered;
}

/**
 * Whether the line above the stack has text in a column the stack's first line
 * fills: a cell (or a heading over it) runs on above the close lines, so where
 * the header row begins is not clear. In a scan the gaps of a tight header set
 * at the body's pitch vary by a point or more, and two of its four lines can
 * look close while the cell over them has a third line above.
 */
function sharesColumn(above: RowDraft, first: RowDraft): boolean {
  return above.cells.some((c, i) => {
    if (!c) return false;
    for (let k = i; k < i + c.span; k++) if (first.cells[k]) return true;
    return false;
  });
}

/** Median baseline distance between consecutive body rows (0 when there are fewer than two gaps). */
function bodyPitch(body: readonly RowDraft[], lines: readonly FrameLine[]): number {
  const gaps = mapNumbers(body.slice(1), (r, i) => lines[r.lines[0]!]!.baseline - lines[body[i]!.lines[0]!]!.baseline);
  return gaps.length >= 2 ? median(gaps) : 0;
}

function gapsWithin(rows: readonly RowDraft[], lines: readonly FrameLine[]): number[] {
  const baselines = flatMapNumbers(rows, (r) => mapNumbers(r.lines, (l) => lines[l]!.baseline));
  return mapNumbers(baselines.slice(1), (b, i) => b - baselines[i]!);
}

function baselineGap(a: RowDraft, b: RowDraft, lines: readonly FrameLine[]): number {
  return lines[b.lines[0]!]!.baseline - lines[a.lines[a.lines.length - 1]!]!.baseline;
}
