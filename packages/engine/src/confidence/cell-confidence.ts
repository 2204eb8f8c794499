import type { TableCandidate } from "../detect/contract.js";
import type { BBox, Cell, Ruling, Word } from "../types.js";
import { median } from "../geometry/median.js";
import { mapList, mapNumbers } from "../flatten.js";

/** A word pokes out of its cell when it reaches this far past the cell's side (pt). */
const SPILL_PT = 2;
/** A ruling cuts a word when it passes this far inside the word's box (pt). */
const CUT_INSET_PT = 1;
/** Distance from the column's alignment (pt) that costs nothing (rounding, kerning). */
const ALIGN_FREE_PT = 1;
/** Distance past the free one at which the alignment penalty is full. */
const ALIGN_FULL_PT = 8;

/** What a cell's confidence keeps for each kind of doubt (multiplied together). */
export const CELL_DOUBT = {
  /** A drawn ruling runs through the cell's text: the grid disagrees with the text. */
  rulingThroughText: 0.6,
  /** The cell's text runs over the cell's side into the next column. */
  textOverEdge: 0.7,
  /** Full alignment penalty: the text sits far from where its column's cells line up. */
  offAlignment: 0.6,
  /** The engine joined wrapped lines into this cell without a ruling to confirm it. */
  joinedLines: 0.9,
} as const;

/**
 * Each cell's confidence: the table's own, lowered by what speaks against the
 * cell (see CELL_DOUBT). `words` and `rulings` are in the candidate's frame.
 */
export function cellConfidences(
  table: TableCandidate,
  tableConfidence: number,
  words: readonly Word[],
  rulings: readonly Ruling[],
): (number | null)[][] {
  const cellWords = wordsByCell(table, words);
  const extents = mapList(cellWords, (row) => mapList(row, extent));
  const alignment = columnAlignment(table.rows, extents);
  const cut = rulingCutter(
    rulings.filter(
      (r) => r.x1 >= table.bbox.x0 && r.x0 <= table.bbox.x1 && r.y1 >= table.bbox.y0 && r.y0 <= table.bbox.y1,
    ),
  );
  return mapList(table.rows, (row, r) =>
    mapList(row, (cell, c) => {
      if (!cell) return null;
      const ws = cellWords[r]![c]!;
      let keep = 1;
      if (ws.some((w) => cut(w.bbox))) keep *= CELL_DOUBT.rulingThroughText;
      if (ws.some((w) => w.bbox.x0 < cell.bbox.x0 - SPILL_PT || w.bbox.x1 > cell.bbox.x1 + SPILL_PT))
        keep *= CELL_DOUBT.textOverEdge;
      const off = cell.colSpan === 1 ? alignment(c, extents[r]![c]!) : 0;
      keep *= 1 - (1 - CELL_DOUBT.offAlignment) * Math.min(1, Math.max(0, off - ALIGN_FREE_PT) / ALIGN_FULL_PT);
      if (table.method !== "lattice" && cell.text.includes("\n")) keep *= CELL_DOUBT.joinedLines;
      return Math.round(tableConfidence * keep * 1000) / 1000;
    }),
  );
}

/** Height of the horizontal buckets cells are filed in, so each word is tested against a few cells only. */
const BUCKET_PT = 12;

/** The words whose centre lies in each cell (first cell that holds it, row by row). */
function wordsByCell(table: TableCandidate, words: readonly Word[]): Word[][][] {
  const out = mapList(table.rows, (row) => mapList(row, (): Word[] => []));
  const top = table.bbox.y0;
  const buckets = new Map<number, { r: number; c: number; box: BBox }[]>();
  table.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const from = Math.floor((cell.bbox.y0 - top) / BUCKET_PT),
        to = Math.floor((cell.bbox.y1 - top) / BUCKET_PT);
      for (let b = from; b <= to; b++) {
        let list = buckets.get(b);
        if (!list) buckets.set(b, (list = []));
        list.push({ r, c, box: cell.bbox });
      }
    }),
  );
  // Each word's centre once: words' boxes come in many object shapes, and reading their fields
  // again for every candidate cell was a lookup (and a new number object) each time.
  for (const w of words) {
    if (!centreIn(w.bbox, table.bbox)) continue;
    const cx = (w.bbox.x0 + w.bbox.x1) / 2,
      cy = (w.bbox.y0 + w.bbox.y1) / 2;
    const list = buckets.get(Math.floor((cy - top) / BUCKET_PT));
    if (!list) continue;
    for (const e of list) {
      if (cx >= e.box.x0 && cx <= e.box.x1 && cy >= e.box.y0 && cy <= e.box.y1) {
        out[e.r]![e.c]!.push(w);
        break;
      }
    }
  }
  return out;
}

/**
 * For each column, the distance of a cell's text from the column's alignment:
 * left, right or centre, whichever the column's cells keep best (medians).
 */
function columnAlignment(
  rows: (Cell | null)[][],
  extents: (BBox | null)[][],
): (col: number, box: BBox | null) => number {
  const columns = rows[0]?.length ?? 0;
  const modes: { edge: (b: BBox) => number; at: number }[] = [];
  const edges = [(b: BBox) => b.x0, (b: BBox) => b.x1, (b: BBox) => (b.x0 + b.x1) / 2];
  for (let c = 0; c < columns; c++) {
    const boxes: BBox[] = [];
    rows.forEach((row, r) => {
      const cell = row[c];
      const box = extents[r]![c];
      if (cell && cell.colSpan === 1 && box) boxes.push(box);
    });
    let best = { edge: edges[0]!, at: 0, spread: Infinity };
    for (const edge of edges) {
      const values = mapNumbers(boxes, edge);
      const at = median(values);
      const spread = values.reduce((sum, v) => sum + Math.abs(v - at), 0) / Math.max(1, values.length);
      if (spread < best.spread) best = { edge, at, spread };
    }
    modes.push(best);
  }
  return (col, box) => {
    const mode = modes[col];
    return box && mode ? Math.abs(mode.edge(box) - mode.at) : 0;
  };
}

/**
 * A test of whether a ruling runs through a word's box (more than CUT_INSET_PT
 * inside it, across its middle): vertical rulings sorted by x and horizontal
 * ones by y, so each word looks only at the rulings in its own span.
 */
function rulingCutter(rulings: readonly Ruling[]): (b: BBox) => boolean {
  const verticals = rulings.filter((r) => r.orientation === "vertical").sort((a, b) => a.x0 - b.x0);
  const horizontals = rulings.filter((r) => r.orientation === "horizontal").sort((a, b) => a.y0 - b.y0);
  const xs = mapNumbers(verticals, (r) => r.x0);
  const ys = mapNumbers(horizontals, (r) => r.y0);
  return (b) => {
    const cx = (b.x0 + b.x1) / 2,
      cy = (b.y0 + b.y1) / 2;
    for (let i = firstAbove(xs, b.x0 + CUT_INSET_PT); i < xs.length && xs[i]! < b.x1 - CUT_INSET_PT; i++) {
      const r = verticals[i]!;
      if (r.y0 <= cy && r.y1 >= cy) return true;
    }
    for (let i = firstAbove(ys, b.y0 + CUT_INSET_PT); i < ys.length && ys[i]! < b.y1 - CUT_INSET_PT; i++) {
      const r = horizontals[i]!;
      if (r.x0 <= cx && r.x1 >= cx) return true;
    }
    return false;
  };
}

/** Index of the first value strictly greater than `v` in an ascending list. */
function firstAbove(sorted: readonly number[], v: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! > v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function extent(words: readonly Word[]): BBox | null {
  if (words.length === 0) return null;
  // Running extremes in locals, not a new box per word.
  const first = words[0]!.bbox;
  let x0 = first.x0,
    y0 = first.y0,
    x1 = first.x1,
    y1 = first.y1;
  for (const w of words) {
    x0 = Math.min(x0, w.bbox.x0);
    y0 = Math.min(y0, w.bbox.y0);
    x1 = Math.max(x1, w.bbox.x1);
    y1 = Math.max(y1, w.bbox.y1);
  }
  return { x0, y0, x1, y1 };
}

function centreIn(b: BBox, box: BBox): boolean {
  const x = (b.x0 + b.x1) / 2;
  const y = (b.y0 + b.y1) / 2;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}
