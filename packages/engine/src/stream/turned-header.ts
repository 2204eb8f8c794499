import type { TableCandidate } from "../detect/contract.js";
import { mapList, mapNumbers } from "../flatten.js";
import type { BBox, Cell, Word } from "../types.js";

/** A turned word's end lies at most this many of its type sizes above the table's top, or above the word it continues. */
const REACH_EM = 1.5;
/** Points a word may run past the edge it is measured against. */
const SLACK = 1;
/** A turned word beside the first row may end this many of its type sizes below that row's bottom (an upright word's descent). */
const BESIDE_EM = 0.5;

/** A column of the table: the x-span of its own cells (spanning cells left out). */
interface Span {
  x0: number;
  x1: number;
}

/**
 * A row of header cells written up or down the page (a quarter turn) right
 * above a table read upright: narrow figure columns under tall headers. The
 * stream detector reads each text direction in its own frame, so those
 * words were in no row, and an upright header cell beside them ("Region"),
 * alone on its line and set apart from the rows by the tall header's height,
 * was trimmed with them. Words turned either way whose lower ends stand right
 * above the table's top, and the turned words stacked on them (a heading of
 * two words), each centred over one column, become a row of header cells
 * above the table, joined by the upright words beside them in that band;
 * two or more columns must get turned words, and every turned word near the
 * top must fall in a column, or the table is left as it is.
 */
export function withTurnedHeader(table: TableCandidate, words: readonly Word[]): TableCandidate {
  const spans = columnSpans(table.rows);
  if (spans.length < 2) return table;
  const top = table.bbox.y0;
  const firstRowBottom = rowBottom(table.rows[0]!);
  const turned: Word[] = [];
  for (const w of words) if ((w.direction === 90 || w.direction === 270) && acrossSpans(w, spans)) turned.push(w);
  const band = stacked(turned, top, firstRowBottom);
  if (!band.length) return table;
  const byColumn: Word[][] = [];
  for (let c = 0; c < spans.length; c++) byColumn.push([]);
  for (const w of band) {
    const c = columnOf(w.bbox, spans);
    if (c < 0) return table;
    byColumn[c]!.push(w);
  }
  if (byColumn.filter(hasWords).length < 2) return table;
  // Turned words ending beside the first row (an upright header line the table kept) fill its empty cells.
  if (Math.max(...mapNumbers(band, bottomOfWord)) > top + SLACK) return intoFirstRow(table, byColumn);
  const bandTop = Math.min(...mapNumbers(band, topOfWord));
  for (const w of words) {
    if (w.direction !== 0) continue;
    const middle = (w.bbox.y0 + w.bbox.y1) / 2;
    if (middle < bandTop || middle > top) continue;
    const c = columnOf(w.bbox, spans);
    if (c >= 0 && !byColumn[c]!.some(isTurned)) byColumn[c]!.push(w);
  }
  const row: (Cell | null)[] = [];
  for (let c = 0; c < spans.length; c++) row.push(cellOf(byColumn[c]!, { ...spans[c]!, y0: bandTop, y1: top }));
  const bbox: BBox = { ...table.bbox, y0: Math.min(top, bandTop) };
  for (const w of band) {
    bbox.x0 = Math.min(bbox.x0, w.bbox.x0);
    bbox.x1 = Math.max(bbox.x1, w.bbox.x1);
  }
  return {
    ...table,
    bbox,
    rows: [row, ...table.rows],
    headerRows: table.headerRows + 1,
    evidence: { ...table.evidence, rowCount: table.evidence.rowCount + 1 },
  };
}

const hasWords = (ws: readonly Word[]) => ws.length > 0;
const isTurned = (w: Word) => w.direction !== 0;
const topOfWord = (w: Word) => w.bbox.y0;
const bottomOfWord = (w: Word) => w.bbox.y1;

/** The lowest bottom of a row's cells. */
function rowBottom(row: readonly (Cell | null)[]): number {
  let y = -Infinity;
  for (const c of row) if (c && c.text) y = Math.max(y, c.bbox.y1);
  return y;
}

/** The turned words written into the first row's cells, which must be empty in their columns (else the table as it is). */
function intoFirstRow(table: TableCandidate, byColumn: readonly Word[][]): TableCandidate {
  const first = [...table.rows[0]!];
  for (let c = 0; c < byColumn.length; c++) {
    if (!byColumn[c]!.length) continue;
    const cell = first[c];
    if (!cell || cell.text) return table;
    first[c] = cellOf(byColumn[c]!, cell.bbox);
  }
  const bbox: BBox = { ...table.bbox };
  for (const ws of byColumn)
    for (const w of ws) {
      bbox.x0 = Math.min(bbox.x0, w.bbox.x0);
      bbox.y0 = Math.min(bbox.y0, w.bbox.y0);
      bbox.x1 = Math.max(bbox.x1, w.bbox.x1);
    }
  return { ...table, bbox, rows: [first, ...table.rows.slice(1)], headerRows: Math.max(1, table.headerRows) };
}

/** Each column's x-span from its single-column cells; none when a column has no such cell. */
function columnSpans(rows: readonly (Cell | null)[][]): Span[] {
  const cols = rows[0]?.length ?? 0;
  const spans: Span[] = [];
  for (let c = 0; c < cols; c++) {
    let x0 = Infinity,
      x1 = -Infinity;
    for (const r of rows) {
      const cell = r[c];
      if (!cell || cell.colSpan !== 1 || !cell.text) continue;
      x0 = Math.min(x0, cell.bbox.x0);
      x1 = Math.max(x1, cell.bbox.x1);
    }
    if (!(x1 >= x0)) return [];
    spans.push({ x0, x1 });
  }
  return spans;
}

/** The word's middle lies between the first column's left edge and the last's right edge. */
function acrossSpans(w: Word, spans: readonly Span[]): boolean {
  const middle = (w.bbox.x0 + w.bbox.x1) / 2;
  return middle >= spans[0]!.x0 - SLACK && middle <= spans[spans.length - 1]!.x1 + SLACK;
}

/**
 * The turned words whose lower end stands within reach above `top` (or
 * beside the first row, down to its bottom `firstBottom`), and those stacked
 * on them in turn (overlapping them across, ending within reach above them).
 */
function stacked(turned: readonly Word[], top: number, firstBottom: number): Word[] {
  const out: Word[] = [];
  const taken = new Set<Word>();
  for (const w of turned)
    if (
      w.bbox.y1 <= Math.max(top + SLACK, firstBottom + BESIDE_EM * w.fontSize) &&
      top - w.bbox.y1 <= REACH_EM * w.fontSize
    ) {
      out.push(w);
      taken.add(w);
    }
  for (let i = 0; i < out.length; i++) {
    const below = out[i]!;
    for (const w of turned) {
      if (taken.has(w)) continue;
      const across = Math.min(w.bbox.x1, below.bbox.x1) - Math.max(w.bbox.x0, below.bbox.x0);
      const gap = below.bbox.y0 - w.bbox.y1;
      if (across > 0 && gap >= -SLACK && gap <= REACH_EM * w.fontSize) {
        out.push(w);
        taken.add(w);
      }
    }
  }
  return out;
}

/** The column whose span holds the box's middle, or -1. */
function columnOf(b: BBox, spans: readonly Span[]): number {
  const middle = (b.x0 + b.x1) / 2;
  let best = -1,
    distance = Infinity;
  for (let c = 0; c < spans.length; c++) {
    const s = spans[c]!;
    // A header centred over a narrow column may reach past its figures: the nearest column
    // whose span, widened by a gap's width either side, holds the middle.
    const d = middle < s.x0 ? s.x0 - middle : middle > s.x1 ? middle - s.x1 : 0;
    if (d < distance) {
      distance = d;
      best = c;
    }
  }
  if (best < 0) return -1;
  const s = spans[best]!;
  const before = best > 0 ? s.x0 - spans[best - 1]!.x1 : Infinity;
  const after = best < spans.length - 1 ? spans[best + 1]!.x0 - s.x1 : Infinity;
  return distance <= Math.min(before, after) / 2 ? best : -1;
}

/** One header cell of the words: turned words in reading order (by line across, then along it), else upright ones; an empty cell in `slot` without words. */
function cellOf(words: Word[], slot: BBox): Cell {
  if (!words.length) return { text: "", bbox: slot, rowSpan: 1, colSpan: 1 };
  const sorted = [...words].sort(readingOrder);
  const bbox: BBox = { ...sorted[0]!.bbox };
  for (const w of sorted) {
    bbox.x0 = Math.min(bbox.x0, w.bbox.x0);
    bbox.y0 = Math.min(bbox.y0, w.bbox.y0);
    bbox.x1 = Math.max(bbox.x1, w.bbox.x1);
    bbox.y1 = Math.max(bbox.y1, w.bbox.y1);
  }
  return { text: mapList(sorted, textOf).join(" "), bbox, rowSpan: 1, colSpan: 1 };
}

const textOf = (w: Word) => w.text;

/**
 * Text read up the page (90) runs bottom to top, its lines left to right;
 * read down (270) top to bottom, lines right to left; upright, by line then
 * left to right.
 */
function readingOrder(a: Word, b: Word): number {
  const line = (w: Word) => (w.bbox.x0 + w.bbox.x1) / 2;
  if (a.direction === 90 && b.direction === 90)
    return Math.abs(line(a) - line(b)) > a.fontSize / 2 ? line(a) - line(b) : b.bbox.y1 - a.bbox.y1;
  if (a.direction === 270 && b.direction === 270)
    return Math.abs(line(a) - line(b)) > a.fontSize / 2 ? line(b) - line(a) : a.bbox.y0 - b.bbox.y0;
  return a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0;
}
