import type { TableCandidate } from "../detect/contract.js";
import type { Cell } from "../types.js";

/** A label's centre is at most this share of the item rows' median pitch from the middle of its group. */
const CENTRE_TOLERANCE = 0.3;
/** Groups and body rows a table needs before its stub is read as centred group labels. */
const MIN_GROUPS = 2;
const MIN_BODY_ROWS = 4;

/** A body row of the grid: its index, its vertical extent from the cells right of the stub, its stub's text. */
interface BodyRow {
  r: number;
  y0: number;
  y1: number;
  stub: Cell | null;
}

/**
 * Row labels set upright in a first column, each centred down the rows it spans (a merged cell with
 * `vertical-align: middle`, no rules): the label stands level with its group's middle row, or on a line of its own
 * between two rows when the group is even, and the grid read it there (a row of the label and empty cells, or a
 * label beside a middle item). A spanning cell's text belongs at its first slot, as a ruled table's merged cell
 * reads. When the body's rows part into groups that follow one another from the first body row to the last, each
 * group holding one stub label and centred on it (within 0.3 of the rows' pitch), every group of two rows or more
 * (a single row only at the end: a total), and some label not on its group's first row, each label moves to its
 * group's first row and the label-only rows go. Labels on their group's first row (top-aligned, a sparse stub), a
 * label row above its items (a group heading), or stubs that fit no such chain are left as they are.
 */
export function withCentredRowLabels(table: TableCandidate): TableCandidate {
  const rows = table.rows;
  const first = Math.max(table.headerRows, 1);
  if (rows.length - first < MIN_BODY_ROWS || (rows[0]?.length ?? 0) < 3) return table;
  const items: BodyRow[] = [];
  const labels: Array<{ row: number; centre: number }> = [];
  for (let r = first; r < rows.length; r++) {
    const row = rows[r]!;
    const stub = row[0] ?? null;
    const band = bandRightOfStub(row);
    const stubText = stub !== null && stub.text.trim() !== "" && stub.rowSpan === 1;
    if (stubText) labels.push({ row: r, centre: (stub.bbox.y0 + stub.bbox.y1) / 2 });
    if (band) items.push({ r, y0: band.y0, y1: band.y1, stub });
    else if (!stubText) return table;
  }
  if (labels.length < MIN_GROUPS || items.length < MIN_BODY_ROWS) return table;
  const groups = chainGroups(items, labels);
  if (!groups) return table;
  return rebuilt(table, rows, first, items, labels, groups);
}

/** The extent of the row's cells right of the stub that hold text, or null when none does. */
function bandRightOfStub(row: readonly (Cell | null)[]): { y0: number; y1: number } | null {
  let y0 = Infinity,
    y1 = -Infinity;
  for (let c = 1; c < row.length; c++) {
    const cell = row[c];
    if (!cell || !cell.text.trim() || cell.rowSpan !== 1) continue;
    y0 = Math.min(y0, cell.bbox.y0);
    y1 = Math.max(y1, cell.bbox.y1);
  }
  return y1 >= y0 ? { y0, y1 } : null;
}

/**
 * The item rows' groups as [start, end] indices into `items`, one per label, when they chain from the first item to
 * the last with each group centred on its label; null otherwise (see `withCentredRowLabels`).
 */
function chainGroups(
  items: readonly BodyRow[],
  labels: ReadonlyArray<{ row: number; centre: number }>,
): Array<[number, number]> | null {
  const tolerance = CENTRE_TOLERANCE * medianPitch(items);
  const groups: Array<[number, number]> = [];
  let start = 0;
  let moved = false;
  for (let k = 0; k < labels.length; k++) {
    const label = labels[k]!;
    if (start >= items.length) return null;
    let end = -1;
    let distance = Infinity;
    for (let e = start; e < items.length; e++) {
      const d = Math.abs((items[start]!.y0 + items[e]!.y1) / 2 - label.centre);
      if (d < distance) {
        distance = d;
        end = e;
      }
    }
    if (end < 0 || distance > tolerance) return null;
    // The label must stand inside its group's rows, and no other label may.
    if (label.row < items[start]!.r || label.row > items[end]!.r) return null;
    const next = labels[k + 1];
    if (next && next.row <= items[end]!.r) return null;
    const last = end === items.length - 1;
    if (end === start && !(last && k === labels.length - 1)) return null;
    if (label.row !== items[start]!.r) moved = true;
    groups.push([start, end]);
    start = end + 1;
  }
  return start === items.length && moved ? groups : null;
}

/** The median distance between neighbouring item rows' tops. */
function medianPitch(items: readonly BodyRow[]): number {
  const pitches: number[] = [];
  for (let k = 1; k < items.length; k++) pitches.push(items[k]!.y0 - items[k - 1]!.y0);
  pitches.sort(ascending);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

const ascending = (a: number, b: number) => a - b;

/** The grid with each label in its group's first row, other stubs of the groups empty, label-only rows gone. */
function rebuilt(
  table: TableCandidate,
  rows: readonly (Cell | null)[][],
  first: number,
  items: readonly BodyRow[],
  labels: ReadonlyArray<{ row: number }>,
  groups: ReadonlyArray<[number, number]>,
): TableCandidate {
  const out: (Cell | null)[][] = [];
  for (let r = 0; r < first; r++) out.push([...rows[r]!]);
  groups.forEach(([start, end], k) => {
    const label = rows[labels[k]!.row]![0]!;
    for (let i = start; i <= end; i++) {
      const item = items[i]!;
      const row = [...rows[item.r]!];
      const slot = row[0] ?? label;
      const y = { y0: item.y0, y1: item.y1 };
      row[0] = i === start ? { ...label } : { ...slot, text: "", bbox: { ...slot.bbox, ...y } };
      out.push(row);
    }
  });
  let cells = 0,
    empty = 0;
  for (const row of out)
    for (const c of row) {
      if (!c) continue;
      cells++;
      if (!c.text) empty++;
    }
  return {
    ...table,
    rows: out,
    evidence: { ...table.evidence, rowCount: out.length, emptyCellRatio: cells ? empty / cells : 0 },
  };
}
