import type { BBox } from "../types.js";
import { mapList } from "../flatten.js";

/**
 * The one line builder: items (glyphs or words) arriving top to bottom are
 * grouped into horizontal bands by vertical overlap. The glyph reader
 * (text/lines.ts) and the stream detector's word lines (stream/lines.ts) both
 * use it; what differs between them is named here, in `LineBandRules`.
 */
export interface LineBandRules {
  /** How many of the most recent bands an item is compared with; bands arrive roughly in order. */
  recentBands: number;
  /** An item joins a band it overlaps by at least this share of the shorter of the two heights. */
  minOverlap: number;
  /**
   * When set, the item's centre must also lie inside the band, give or take
   * this share of the item's height: a tall glyph overlapping two lines goes to
   * the one it sits on. Null: overlap alone decides.
   */
  centreSlack: number | null;
  /** Between bands overlapped equally, the older (higher) one wins; else the newer (lower) one. */
  equalOverlapToOlder: boolean;
  /**
   * Which items move the band, so superscripts and footnote markers join a
   * line without chaining lines together: `height` items at least `fullSize`
   * of the band's height widen it; `fontSize` items at least `fullSize` of
   * the band's font size widen it, and one over `takeOver` times it replaces
   * the band's extent and size (the band was opened by a small word).
   */
  growth: { by: "height"; fullSize: number } | { by: "fontSize"; fullSize: number; takeOver: number };
}

/** One band: its vertical extent, the font size that set it (`fontSize` growth) and its items in arrival order. */
export interface LineBand<T> {
  top: number;
  bottom: number;
  size: number;
  items: T[];
}

/**
 * Groups items, already sorted top to bottom (then left to right), into line
 * bands in the order they were opened. Every item joins exactly one band.
 * `sizeOf` is read only with `fontSize` growth.
 */
export function groupIntoBands<T>(
  items: readonly T[],
  boxOf: (item: T) => BBox,
  sizeOf: (item: T) => number,
  rules: LineBandRules,
): LineBand<T>[] {
  const n = items.length;
  // Each box read once into flat arrays: boxes come from many object shapes, and every property read of one costs a lookup.
  const boxes = new Float64Array(4 * n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const box = boxOf(items[i]!);
    boxes[4 * i + 1] = box.y0;
    boxes[4 * i + 3] = box.y1;
    order.push(i);
  }
  let size: Float64Array | null = null;
  if (rules.growth.by === "fontSize") {
    size = new Float64Array(n);
    for (let i = 0; i < n; i++) size[i] = sizeOf(items[i]!);
  }
  const bands = groupIndicesIntoBands(order, boxes, size, rules);
  return mapList(bands, (b) => ({
    top: b.top,
    bottom: b.bottom,
    size: b.size,
    items: mapList(b.items, (i) => items[i]!),
  }));
}

/**
 * The line builder itself, on items given by index: `order` lists the indices
 * top to bottom (then left to right), item `i`'s box is
 * `boxes[4i..4i+3]` (x0, y0, x1, y1; only y0 and y1 are read) and its type
 * size `size[i]` (read only with `fontSize` growth; may be null otherwise).
 * The bands hold indices. Callers that keep their items' boxes in one flat
 * array (the glyph lines of text/lines.ts) make no object per item.
 */
export function groupIndicesIntoBands(
  order: readonly number[],
  boxes: ArrayLike<number>,
  size: ArrayLike<number> | null,
  rules: LineBandRules,
): LineBand<number>[] {
  const bands: LineBand<number>[] = [];
  const { recentBands, minOverlap, centreSlack, equalOverlapToOlder, growth } = rules;
  // The lowest bottom of bands 0..i, so the search below can stop at the first band from which no
  // older one reaches down to the item: each of those overlaps it by nothing, which no rule accepts,
  // and with items arriving top to bottom that is nearly always the band before the newest (the
  // search compared every item with a dozen bands, the line builder's most time: bench/README.md,
  // issue #17). Only while every extent is a number well inside the doubles' range (`modest`), where
  // that holds by plain arithmetic: no difference of two of them overflows.
  const deepest = deepestBufferFor(order.length);
  let finite = true;
  for (let k = 0; k < order.length; k++) {
    const item = order[k]!;
    const y0 = boxes[4 * item + 1]!,
      y1 = boxes[4 * item + 3]!;
    const h = y1 - y0;
    const cy = (y0 + y1) / 2;
    // Bands take their extents from their items, so once an item is not modest no band may be either.
    if (finite && !(modest(y0) && modest(y1))) finite = false;
    let best: LineBand<number> | null = null;
    let bestIndex = -1;
    let bestShare = 0;
    for (let i = bands.length - 1; i >= 0 && i >= bands.length - recentBands; i--) {
      if (finite && deepest[i]! <= y0) break;
      const band = bands[i]!;
      const overlap = Math.min(band.bottom, y1) - Math.max(band.top, y0);
      const share = overlap / Math.max(1e-6, Math.min(h, band.bottom - band.top));
      // Some overlap is always needed: boxes that merely touch are on different lines.
      if (share < minOverlap || share <= 0) continue;
      if (centreSlack !== null && (cy < band.top - centreSlack * h || cy > band.bottom + centreSlack * h)) continue;
      if (best === null || share > bestShare || (equalOverlapToOlder && share === bestShare)) {
        best = band;
        bestIndex = i;
        bestShare = share;
      }
    }
    if (best === null) {
      const n = bands.length;
      deepest[n] = n === 0 ? y1 : Math.max(deepest[n - 1]!, y1);
      bands.push({
        top: y0,
        bottom: y1,
        size: growth.by === "fontSize" && size !== null ? size[item]! : 0,
        items: [item],
      });
      continue;
    }
    best.items.push(item);
    const bottom = best.bottom;
    if (growth.by === "height") {
      if (h >= growth.fullSize * (best.bottom - best.top)) widen(best, y0, y1);
    } else {
      const s = size === null ? 0 : size[item]!;
      if (s > best.size * growth.takeOver) {
        best.top = y0;
        best.bottom = y1;
        best.size = s;
      } else if (s >= best.size * growth.fullSize) widen(best, y0, y1);
    }
    if (best.bottom !== bottom) {
      for (let i = bestIndex; i < bands.length; i++)
        deepest[i] = i === 0 ? bands[0]!.bottom : Math.max(deepest[i - 1]!, bands[i]!.bottom);
    }
  }
  return bands;
}

/** A number whose sums and differences with others like it stay finite (not NaN, not infinite, not near the largest double). */
function modest(v: number): boolean {
  return v > -1e300 && v < 1e300;
}

/** `deepest` of `groupIndicesIntoBands`, one buffer reused from call to call (lattice builds a cell's lines once per cell). */
let deepestBuffer = new Float64Array(256);

function deepestBufferFor(items: number): Float64Array {
  if (deepestBuffer.length < items) deepestBuffer = new Float64Array(Math.max(items, 2 * deepestBuffer.length));
  return deepestBuffer;
}

function widen(band: LineBand<unknown>, y0: number, y1: number): void {
  band.top = Math.min(band.top, y0);
  band.bottom = Math.max(band.bottom, y1);
}
