import type { Cell, Table } from "../types.js";

/**
 * Joins tables that continue over pages: the last table of one page and the
 * first table of the next page are one table when they have the same number
 * of columns at compatible x positions. A header repeated at the top of the
 * continuation is dropped. Every part's pages are kept in `pages`.
 */
export function stitchTables(tables: readonly Table[]): Table[] {
  const lastIndex = new Map<number, number>();
  for (const t of tables) lastIndex.set(t.page, Math.max(lastIndex.get(t.page) ?? 0, t.index));
  const out: Table[] = [];
  // The part most recently joined into each output table, for the next comparison.
  let tail: Table | null = null;
  for (const table of tables) {
    const previous = out[out.length - 1];
    if (previous && tail && continues(tail, table, lastIndex)) {
      out[out.length - 1] = join(previous, table);
    } else {
      out.push({ ...table, pages: [...table.pages] });
    }
    tail = table;
  }
  return out;
}

function continues(a: Table, b: Table, lastIndex: Map<number, number>): boolean {
  if (b.page !== a.page + 1 || b.index !== 0 || a.index !== lastIndex.get(a.page)) return false;
  const cols = a.rows[0]?.length ?? 0;
  if (cols === 0 || cols !== (b.rows[0]?.length ?? 0)) return false;
  const xa = columnLefts(a);
  const xb = columnLefts(b);
  const tolerance = Math.max(12, 0.04 * (a.bbox.x1 - a.bbox.x0));
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

function join(a: Table, b: Table): Table {
  const headerCount = Math.max(1, a.headerRows);
  const header = a.rows.slice(0, headerCount).map(rowText);
  const repeated = b.rows.length > headerCount && header.every((h, i) => rowText(b.rows[i]!) === h);
  const rows = repeated ? b.rows.slice(headerCount) : b.rows;
  const total = a.rows.length + rows.length;
  const confidence = total > 0 ? (a.confidence * a.rows.length + b.confidence * rows.length) / total : a.confidence;
  return { ...a, pages: [...a.pages, ...b.pages], rows: [...a.rows, ...rows], confidence: Math.round(confidence * 1000) / 1000 };
}

function rowText(row: readonly (Cell | null)[]): string {
  return row.map((c) => (c?.text ?? "").replace(/\s+/g, " ").trim().toLowerCase()).join("\u0001");
}
