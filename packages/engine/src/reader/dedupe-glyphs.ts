import type { Glyph } from "../types.js";
import { isBlank } from "../text/blank.js";
import { CellIndex } from "./cell-index.js";
import { storeOf, type GlyphStore } from "./glyph-store.js";

/**
 * Removes glyphs drawn again on top of themselves (fake bold: the same letter
 * painted two to four times with a small offset, or fill + stroke passes). The
 * kept glyph (mutated in place: the reader owns these objects) is marked bold
 * when the copy was offset, since that is how the page looks. A copy must show
 * the same text within a third of its size. Given the page's size, glyphs
 * whose centre lies off the page are dropped first. The reader dedupes its
 * flat glyph store with `dedupeStore`; this is the same over glyph objects.
 */
export function dedupeGlyphs(glyphs: readonly Glyph[], page: { width: number; height: number } | null = null): Glyph[] {
  const store = storeOf(glyphs);
  const out: Glyph[] = [];
  for (const i of dedupeStore(store, page)) {
    const g = glyphs[i]!;
    if (store.bold[i] === 1) g.bold = true;
    out.push(g);
  }
  return out;
}

/**
 * `dedupeGlyphs` over a page's glyph store: the indices of the glyphs kept,
 * in order, with copies' marks set in `store.bold` of the glyph they copy.
 * Off-page glyphs are dropped in the same pass (the reader filtered them into
 * a new array before, a call and a copy per glyph of every page).
 */
export function dedupeStore(store: GlyphStore, page: { width: number; height: number } | null = null): number[] {
  const width = page ? page.width : 0,
    height = page ? page.height : 0;
  const { boxes, texts } = store;
  const n = store.length;
  // Kept glyphs (by index into the store) filed by rounded centre; a numeric key avoids building a string per glyph.
  const seen = keptCells;
  seen.reset(n);
  const occupied = page ? pageCells(width, height) : null;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const x0 = boxes[4 * i]!,
      y0 = boxes[4 * i + 1]!,
      x1 = boxes[4 * i + 2]!,
      y1 = boxes[4 * i + 3]!;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    // Written so a centre that is not a number (NaN) is off the page too.
    if (page && !(mx >= 0 && my >= 0 && mx <= width && my <= height)) continue;
    if (isBlank(texts[i]!)) {
      out.push(i);
      continue;
    }
    const cx = Math.round(mx);
    const cy = Math.round(my);
    // Letters' centres are rarely within a point of each other, so the page's occupied cells rule out most searches.
    const copyOf =
      occupied === null || occupied.anyAround(cx, cy) ? findCopy(seen, store, i, x0, y0, x1 - x0, y1 - y0, cx, cy) : -1;
    if (copyOf >= 0) {
      if (!sameBox(boxes, copyOf, x0, y0)) store.bold[copyOf] = 1;
      continue;
    }
    seen.add(cellKey(cx, cy), i);
    if (occupied !== null) occupied.mark(cx, cy);
    out.push(i);
  }
  return out;
}

/** One index per thread, emptied for each page (pages are deduped one at a time, synchronously). */
const keptCells = new CellIndex(0);

/**
 * The page's cells (centres rounded to whole points) that hold a kept glyph,
 * one bit each: a clear 3 x 3 block around a glyph's cell proves that the
 * 9-cell search of `findCopy` would find nothing, for three reads of the bit
 * set instead of nine hash lookups (which were most of the dedupe's time:
 * bench/README.md, issue #17). A page's centres lie in 0..width x 0..height,
 * so its cells (plus a border of one for the neighbours) cover them all.
 * Null when the page is too large for a small bit set or for `cellKey` to
 * keep whole-point cells apart (then every glyph is searched, as before).
 */
function pageCells(width: number, height: number): PageCells | null {
  const columns = Math.ceil(width) + 3;
  const rows = Math.ceil(height) + 3;
  if (!(width >= 0 && height >= 0 && height < MAX_CELL_ROW && columns * rows <= MAX_PAGE_CELLS)) return null;
  return new PageCells(columns, columns * rows);
}

/** Below this many rows `cellKey` never gives two cells (a border row included) the same key. */
const MAX_CELL_ROW = 65000;
/** The most cells of a page given a bit set (512 KB; an A0 page has 8 million whole-point cells). */
const MAX_PAGE_CELLS = 1 << 22;

/** One bit set per thread, cleared for each page: a page's cells are tens of kilobytes, and pages come one at a time. */
let cellBits = new Int32Array(0);

class PageCells {
  private readonly bits: Int32Array;

  /**
   * `columns` cells per row (y), `cells` in all; cell (cx, cy) is bit (cy + 1) * columns + cx + 1. By
   * rows, so the letters of a line read and mark the same few words of the set one after another.
   */
  constructor(
    private readonly columns: number,
    cells: number,
  ) {
    const words = (cells + 32) >>> 5;
    if (cellBits.length < words) cellBits = new Int32Array(words);
    else cellBits.fill(0, 0, words);
    this.bits = cellBits;
  }

  mark(cx: number, cy: number): void {
    const bit = (cy + 1) * this.columns + cx + 1;
    this.bits[bit >>> 5]! |= 1 << (bit & 31);
  }

  /** Whether any of the 9 cells cx - 1..cx + 1 x cy - 1..cy + 1 is marked. */
  anyAround(cx: number, cy: number): boolean {
    const bit = cy * this.columns + cx;
    return this.threeFrom(bit) || this.threeFrom(bit + this.columns) || this.threeFrom(bit + 2 * this.columns);
  }

  /** Whether any of bits `bit`..`bit + 2` (one row's three cells) is set. */
  private threeFrom(bit: number): boolean {
    const word = bit >>> 5,
      shift = bit & 31;
    let window = this.bits[word]! >>> shift;
    if (shift > 29) window |= this.bits[word + 1]! << (32 - shift);
    return (window & 7) !== 0;
  }
}

function cellKey(cx: number, cy: number): number {
  return cx * 65536 + cy;
}

/**
 * The kept glyph that glyph `g` (box corner (x0, y0), size w x h) copies, or -1: the 9 cells
 * around its centre in turn, each cell's glyphs in the order they were kept.
 */
function findCopy(
  seen: CellIndex,
  store: GlyphStore,
  g: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  cx: number,
  cy: number,
): number {
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let e = seen.firstEntry(cellKey(cx + dx, cy + dy)); e !== -1; e = seen.nextEntry(e)) {
        const k = seen.itemAt(e);
        if (isCopy(store, k, g, x0, y0, w, h)) return k;
      }
    }
  }
  return -1;
}

function isCopy(store: GlyphStore, k: number, g: number, x0: number, y0: number, w: number, h: number): boolean {
  if (store.texts[k] !== store.texts[g] || store.directions[k] !== store.directions[g]) return false;
  const boxes = store.boxes;
  return Math.abs(boxes[4 * k]! - x0) <= w / 3 && Math.abs(boxes[4 * k + 1]! - y0) <= h / 3;
}

function sameBox(boxes: Float64Array, k: number, x0: number, y0: number): boolean {
  return Math.abs(boxes[4 * k]! - x0) < 0.01 && Math.abs(boxes[4 * k + 1]! - y0) < 0.01;
}
