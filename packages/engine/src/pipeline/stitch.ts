import type { Cell, Table } from "../types.js";
import { filledArray } from "../filled-array.js";

/** Borderless parts continue when they overlap across this share of the narrower one's width. */
const MIN_WIDTH_OVERLAP = 0.8;
/** Ruled parts' column borders match within this many points... */
const BORDER_TOLERANCE = 12;
/** ...or this share of the table's width, when larger (a page printed at another scale). */
const BORDER_TOLERANCE_SHARE = 0.04;

/**
 * Joins tables that continue over pages: the last table of one page and the
 * first table of the next page are one table when they have the same number
 * of columns at compatible x positions. A header repeated at the top of the
 * continuation is dropped. Every part's pages are kept in `pages`.
 */
export function stitchTables(tables: readonly Table[], pageHeights: ReadonlyMap<number, number> = new Map()): Table[] {
  const lastIndex = new Map<number, number>();
  for (const t of tables) lastIndex.set(t.page, Math.max(lastIndex.get(t.page) ?? 0, t.index));
  const out: Table[] = [];
  // The part most recently joined into each output table, for the next comparison.
  let tail: Table | null = null;
  for (const table of tables) {
    const previous = out[out.length - 1];
    if (previous && tail && continues(tail, table, lastIndex, pageHeights)) {
      out[out.length - 1] = join(previous, table);
    } else {
      out.push({ ...table, pages: [...table.pages] });
    }
    tail = table;
  }
  return out;
}

function continues(
  a: Table,
  b: Table,
  lastIndex: Map<number, number>,
  pageHeights: ReadonlyMap<number, number>,
): boolean {
  if (b.page !== a.page + 1 || b.index !== 0 || a.index !== lastIndex.get(a.page)) return false;
  const cols = a.rows[0]?.length ?? 0;
  if (cols === 0 || cols !== (b.rows[0]?.length ?? 0)) return false;
  if (a.method === "lattice" && b.method === "lattice") return bordersMatch(a, b);
  return columnsMatch(columnSpans(a), columnSpans(b)) || runsOn(a, b, pageHeights);
}

/** Share of a page's height from its top (or to its bottom) where a continuing table ends (or starts). */
const PAGE_EDGE_SHARE = 0.25;

/**
 * A borderless table laid out again on the next page (columns re-fitted to
 * that page's values) still continues when the first part runs to the
 * bottom of its page, the second starts at the top of its page, and they
 * cover the same stretch of the page width.
 */
function runsOn(a: Table, b: Table, pageHeights: ReadonlyMap<number, number>): boolean {
  const ha = pageHeights.get(a.page);
  const hb = pageHeights.get(b.page);
  if (ha === undefined || hb === undefined) return false;
  const nearBottom = a.bbox.y1 >= ha * (1 - PAGE_EDGE_SHARE);
  const nearTop = b.bbox.y0 <= hb * PAGE_EDGE_SHARE;
  const overlap = Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0);
  const narrower = Math.min(a.bbox.x1 - a.bbox.x0, b.bbox.x1 - b.bbox.x0);
  return nearBottom && nearTop && narrower > 0 && overlap >= MIN_WIDTH_OVERLAP * narrower;
}

/** Ruled grids continue when their column borders sit within a few points of each other. */
function bordersMatch(a: Table, b: Table): boolean {
  const xa = columnLefts(a);
  const xb = columnLefts(b);
  const tolerance = Math.max(BORDER_TOLERANCE, BORDER_TOLERANCE_SHARE * (a.bbox.x1 - a.bbox.x0));
  return xa.every((x, i) => Number.isNaN(x) || Number.isNaN(xb[i]!) || Math.abs(x - xb[i]!) <= tolerance);
}

/** Left edge of every column, from cells that span one column only (NaN when none does). */
function columnLefts(t: Table): number[] {
  const cols = t.rows[0]?.length ?? 0;
  const lefts: number[] = new Array<number>(cols).fill(NaN);
  for (const row of t.rows) {
    row.forEach((cell, c) => {
      if (cell && cell.colSpan === 1 && !(cell.bbox.x0 >= lefts[c]!)) lefts[c] = cell.bbox.x0;
    });
  }
  return lefts;
}

/**
 * x extent of every column's body text (header rows left out: a header is
 * often wider than the values and may not repeat), from cells spanning one column.
 */
function columnSpans(t: Table): ({ x0: number; x1: number } | null)[] {
  const cols = t.rows[0]?.length ?? 0;
  const spans: ({ x0: number; x1: number } | null)[] = filledArray(cols, null);
  for (const row of t.rows.slice(t.headerRows)) {
    row.forEach((cell, c) => {
      if (!cell || cell.colSpan !== 1 || cell.text.trim() === "") return;
      const s = spans[c];
      spans[c] = s
        ? { x0: Math.min(s.x0, cell.bbox.x0), x1: Math.max(s.x1, cell.bbox.x1) }
        : { x0: cell.bbox.x0, x1: cell.bbox.x1 };
    });
  }
  return spans;
}

/**
 * Columns line up when every column of the continuation overlaps the same
 * column of the first part more than it overlaps that column's neighbours
 * (ruled grids give cell boxes, borderless tables text extents; both work).
 */
function columnsMatch(a: ({ x0: number; x1: number } | null)[], b: ({ x0: number; x1: number } | null)[]): boolean {
  const overlap = (
    p: { x0: number; x1: number } | null | undefined,
    q: { x0: number; x1: number } | null | undefined,
  ) => (p && q ? Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0) : -Infinity);
  let compared = 0;
  for (let c = 0; c < a.length; c++) {
    if (!a[c] || !b[c]) continue;
    compared++;
    const own = overlap(a[c], b[c]);
    if (own <= 0) return false;
    if (overlap(a[c - 1], b[c]) > own || overlap(a[c + 1], b[c]) > own) return false;
  }
  return compared >= Math.min(2, a.length);
}

function join(a: Table, b: Table): Table {
  const headerCount = Math.max(1, a.headerRows);
  const header = a.rows.slice(0, headerCount).map(rowText);
  const repeated = b.rows.length > headerCount && header.every((h, i) => rowText(b.rows[i]!) === h);
  const rows = repeated ? b.rows.slice(headerCount) : b.rows;
  const total = a.rows.length + rows.length;
  const confidence = total > 0 ? (a.confidence * a.rows.length + b.confidence * rows.length) / total : a.confidence;
  return {
    ...a,
    pages: [...a.pages, ...b.pages],
    rows: [...a.rows, ...rows],
    confidence: Math.round(confidence * 1000) / 1000,
  };
}

function rowText(row: readonly (Cell | null)[]): string {
  return row.map((c) => (c?.text ?? "").replace(/\s+/g, " ").trim().toLowerCase()).join("\u0001");
}
