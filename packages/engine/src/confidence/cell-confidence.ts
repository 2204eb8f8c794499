import type { TableCandidate } from "../detect/contract.js";
import type { BBox, Cell, Ruling, Word } from "../types.js";
import { median } from "../geometry/median.js";
import { mapList, mapNumbers } from "../flatten.js";
import { indentLevels } from "./indent-levels.js";
import { isNilMark } from "./nil-marks.js";

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
  const extents = mapList(cellWords, rowExtents);
  const modes = columnAlignment(table.rows, extents);
  const cutter = rulingCutter(rulingsTouching(rulings, table.bbox));
  const out: (number | null)[][] = [];
  for (let r = 0; r < table.rows.length; r++) {
    const row = table.rows[r]!;
    const confidences: (number | null)[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (!cell) {
        confidences.push(null);
        continue;
      }
      const ws = cellWords[r]![c]!;
      let keep = 1;
      if (cutsAny(cutter, ws)) keep *= CELL_DOUBT.rulingThroughText;
      if (spillsOver(ws, cell.bbox)) keep *= CELL_DOUBT.textOverEdge;
      const off = cell.colSpan === 1 && !isNilMark(cell.text) ? offAlignment(modes, c, r, extents[r]![c]!) : 0;
      keep *= 1 - (1 - CELL_DOUBT.offAlignment) * Math.min(1, Math.max(0, off - ALIGN_FREE_PT) / ALIGN_FULL_PT);
      if (table.method !== "lattice" && cell.text.includes("\n")) keep *= CELL_DOUBT.joinedLines;
      confidences.push(Math.round(tableConfidence * keep * 1000) / 1000);
    }
    out.push(confidences);
  }
  return out;
}

/*
 * The callbacks below are module-level functions taking what they need, not closures made on each
 * call: V8 keeps a callback's optimised code only while a closure holding it lives, so one made anew
 * per table was compiled again after each garbage collection (bench/README.md, issue #17).
 */

const rowExtents = (row: readonly Word[][]) => mapList(row, extent);
const noWords = (): Word[] => [];
const emptyLists = (row: readonly (Cell | null)[]) => mapList(row, noWords);

/** The rulings whose box touches `box`. */
function rulingsTouching(rulings: readonly Ruling[], box: BBox): Ruling[] {
  const out: Ruling[] = [];
  for (const r of rulings) if (r.x1 >= box.x0 && r.x0 <= box.x1 && r.y1 >= box.y0 && r.y0 <= box.y1) out.push(r);
  return out;
}

/** Whether a ruling runs through one of the words. */
function cutsAny(cutter: RulingCutter, words: readonly Word[]): boolean {
  for (const w of words) if (cuts(cutter, w.bbox)) return true;
  return false;
}

/** Whether one of the words reaches past a side of the cell's box. */
function spillsOver(words: readonly Word[], box: BBox): boolean {
  for (const w of words) if (w.bbox.x0 < box.x0 - SPILL_PT || w.bbox.x1 > box.x1 + SPILL_PT) return true;
  return false;
}

/** Height of the horizontal buckets cells are filed in, so each word is tested against a few cells only. */
const BUCKET_PT = 12;

/**
 * The cells' boxes (x0, y0, x1, y1 at `4k`), rows and columns, and the buckets' cells, in buffers
 * reused from table to table: a `Map` of bucket lists with an entry object per cell and bucket, and
 * each cell's box read through its object for every word tested against it, were 1.5% of the warm
 * engine's profile (bench/README.md, issue #17).
 */
let cellBoxes = new Float64Array(1024);
let cellRows = new Int32Array(256);
let cellColumns = new Int32Array(256);
let cellFrom = new Int32Array(256);
let cellTo = new Int32Array(256);
let bucketStarts = new Int32Array(256);
let bucketCells = new Int32Array(1024);

/** The words whose centre lies in each cell (first cell that holds it, row by row). */
function wordsByCell(table: TableCandidate, words: readonly Word[]): Word[][][] {
  const out = mapList(table.rows, emptyLists);
  const top = table.bbox.y0;
  let cells = 0;
  for (const row of table.rows) cells += row.length;
  if (cellRows.length < cells) {
    cellBoxes = new Float64Array(4 * cells);
    cellRows = new Int32Array(cells);
    cellColumns = new Int32Array(cells);
    cellFrom = new Int32Array(cells);
    cellTo = new Int32Array(cells);
  }
  // The cells with their buckets (`from`..`to`, by the box's top and bottom), and the buckets' range.
  let n = 0,
    first = Infinity,
    last = -Infinity,
    filed = 0;
  for (let r = 0; r < table.rows.length; r++) {
    const row = table.rows[r]!;
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (!cell) continue;
      const box = cell.bbox;
      const x0 = box.x0,
        y0 = box.y0,
        x1 = box.x1,
        y1 = box.y1;
      const from = Math.floor((y0 - top) / BUCKET_PT),
        to = Math.floor((y1 - top) / BUCKET_PT);
      // A cell in no bucket (its box upside down, or not numbers) can hold no word.
      if (!(from <= to)) continue;
      cellBoxes[4 * n] = x0;
      cellBoxes[4 * n + 1] = y0;
      cellBoxes[4 * n + 2] = x1;
      cellBoxes[4 * n + 3] = y1;
      cellRows[n] = r;
      cellColumns[n] = c;
      cellFrom[n] = from;
      cellTo[n] = to;
      if (from < first) first = from;
      if (to > last) last = to;
      filed += to - from + 1;
      n++;
    }
  }
  if (n === 0) return out;
  // Each bucket's cells in the order they came (row by row), as runs of one array.
  const buckets = last - first + 1;
  if (bucketStarts.length < buckets + 1) bucketStarts = new Int32Array(buckets + 1);
  if (bucketCells.length < filed) bucketCells = new Int32Array(filed);
  const starts = bucketStarts;
  starts.fill(0, 0, buckets + 1);
  for (let k = 0; k < n; k++) for (let b = cellFrom[k]!; b <= cellTo[k]!; b++) starts[b - first + 1]!++;
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  // `starts[b]` counts up as bucket b fills, so afterwards it is where bucket b + 1 begins.
  for (let k = 0; k < n; k++) for (let b = cellFrom[k]!; b <= cellTo[k]!; b++) bucketCells[starts[b - first]!++] = k;
  // Each word's centre once: words' boxes come in many object shapes, and reading their fields
  // again for every candidate cell was a lookup (and a new number object) each time.
  for (const w of words) {
    if (!centreIn(w.bbox, table.bbox)) continue;
    const cx = (w.bbox.x0 + w.bbox.x1) / 2,
      cy = (w.bbox.y0 + w.bbox.y1) / 2;
    const b = Math.floor((cy - top) / BUCKET_PT) - first;
    if (!(b >= 0 && b < buckets)) continue;
    for (let e = b === 0 ? 0 : starts[b - 1]!; e < starts[b]!; e++) {
      const k = bucketCells[e]!;
      if (
        cx >= cellBoxes[4 * k]! &&
        cx <= cellBoxes[4 * k + 2]! &&
        cy >= cellBoxes[4 * k + 1]! &&
        cy <= cellBoxes[4 * k + 3]!
      ) {
        out[cellRows[k]!]![cellColumns[k]!]!.push(w);
        break;
      }
    }
  }
  return out;
}

/**
 * For each column, the distance of a cell's text from the column's alignment:
 * left, right or centre, whichever the column's cells keep best (medians). A
 * column that keeps none of them but whose cells start at the levels of an
 * indented stub is measured from each cell's own level (indent-levels.ts), as
 * the table's alignment evidence measures it (stream/evidence.ts).
 */
function columnAlignment(rows: (Cell | null)[][], extents: (BBox | null)[][]): AlignmentMode[] {
  const columns = rows[0]?.length ?? 0;
  const modes: AlignmentMode[] = [];
  for (let c = 0; c < columns; c++) {
    const boxes: BBox[] = [];
    // Left edges of the cells whose text stays inside them, and their rows: text run over from the
    // next column starts where that column's text does, not at a level of this one.
    const starts: number[] = [];
    const startRows: number[] = [];
    for (let r = 0; r < rows.length; r++) {
      const cell = rows[r]![c];
      const box = extents[r]![c];
      if (!cell || cell.colSpan !== 1 || !box || isNilMark(cell.text)) continue;
      boxes.push(box);
      if (box.x0 >= cell.bbox.x0 - SPILL_PT && box.x1 <= cell.bbox.x1 + SPILL_PT) {
        starts.push(box.x0);
        startRows.push(r);
      }
    }
    let best: AlignmentMode & { spread: number } = { edge: EDGES[0]!, at: 0, spread: Infinity };
    for (const edge of EDGES) {
      const values = mapNumbers(boxes, edge);
      const at = median(values);
      let sum = 0;
      for (const v of values) sum += Math.abs(v - at);
      const spread = sum / Math.max(1, values.length);
      if (spread < best.spread) best = { edge, at, spread };
    }
    // Levels explain a column no one edge does; one whose cells keep an edge is measured from it.
    const levels = best.spread > ALIGN_FREE_PT ? indentLevels(starts) : null;
    if (levels) {
      const levelOf = new Map<number, number>();
      for (let i = 0; i < startRows.length; i++) levelOf.set(startRows[i]!, levels[i]!);
      best = { edge: EDGES[0]!, at: median(mapNumbers(boxes, EDGES[0]!)), spread: 0, levelOf };
    }
    modes.push(best);
  }
  return modes;
}

/** How a column's cells line up: the edge they keep (left, right, centre) and where it lies. */
interface AlignmentMode {
  edge: (b: BBox) => number;
  at: number;
  /** In an indented stub, where each row's cell keeps its edge (its level), by row; `at` for a cell run over its side. */
  levelOf?: Map<number, number>;
}

const EDGES = [(b: BBox) => b.x0, (b: BBox) => b.x1, (b: BBox) => (b.x0 + b.x1) / 2];

/** How far the text box of row `row`'s cell lies from its column's alignment (0 without a box or a mode). */
function offAlignment(modes: readonly AlignmentMode[], col: number, row: number, box: BBox | null): number {
  const mode = modes[col];
  return box && mode ? Math.abs(mode.edge(box) - (mode.levelOf?.get(row) ?? mode.at)) : 0;
}

/**
 * A test of whether a ruling runs through a word's box (more than CUT_INSET_PT
 * inside it, across its middle): vertical rulings sorted by x and horizontal
 * ones by y, so each word looks only at the rulings in its own span.
 */
function rulingCutter(rulings: readonly Ruling[]): RulingCutter {
  const verticals = ofOrientation(rulings, "vertical").sort(byX0);
  const horizontals = ofOrientation(rulings, "horizontal").sort(byY0);
  return { verticals, horizontals, xs: mapNumbers(verticals, x0Of), ys: mapNumbers(horizontals, y0Of) };
}

/** Vertical rulings sorted by x and horizontal ones by y, with those positions. */
interface RulingCutter {
  verticals: Ruling[];
  horizontals: Ruling[];
  xs: number[];
  ys: number[];
}

/** Whether a ruling runs through box `b` (see rulingCutter). */
function cuts({ verticals, horizontals, xs, ys }: RulingCutter, b: BBox): boolean {
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
}

function ofOrientation(rulings: readonly Ruling[], orientation: Ruling["orientation"]): Ruling[] {
  const out: Ruling[] = [];
  for (const r of rulings) if (r.orientation === orientation) out.push(r);
  return out;
}

const byX0 = (a: Ruling, b: Ruling) => a.x0 - b.x0;
const byY0 = (a: Ruling, b: Ruling) => a.y0 - b.y0;
const x0Of = (r: Ruling) => r.x0;
const y0Of = (r: Ruling) => r.y0;

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
