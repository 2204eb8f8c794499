import type { BBox } from "../types.js";
import type { GrayImage } from "./gray-image.js";
import { memoised } from "./image-memo.js";

/** The image is looked at in square blocks of this side (inches). */
export const BLOCK_INCH = 0.015;
/** At or below this grey level a pixel is dark fill (a navy, black, red or mid-grey band in greyscale). */
export const DARK_LEVEL = 140;
/** A block is filled (dark, grey) when at least this share of its pixels is; strokes of text across it leave it so. */
const FILLED_BLOCK = 0.5;
/**
 * A filled rectangle, not a blob: at least this share of its rows (columns) reach across this share
 * of its width (height). Counting blocks would not do: bold type on a narrow cell leaves half of it light.
 */
const EDGE_TO_EDGE = 0.9;

/**
 * Dark filled rectangles of the image, in pixels ([x0, x1) x [y0, y1), whole
 * blocks): regions of blocks mostly darker than DARK_LEVEL (`filledRegions`)
 * at least `minHeightInch` x `minWidthInch` whose outline follows their box
 * (holes of light text inside allowed; see `isRectangle`). What fills them is
 * for the caller to judge: light text on a header band (`findDarkBands`),
 * nothing on a chart's bar (`findSolidFills`). `block` is the block side in pixels.
 */
export function darkRectangles(
  img: GrayImage,
  dpi: number,
  minHeightInch: number,
  minWidthInch: number,
): { block: number; boxes: BBox[] } {
  return filledRegions(img, dpi, { minLevel: 0, maxLevel: DARK_LEVEL, minHeightInch, minWidthInch, rectangle: true });
}

/** Which pixels fill a region, and how big (and how regular) a region must be. */
export interface FillSpec {
  /** Grey levels of a filled pixel, inclusive. */
  minLevel: number;
  maxLevel: number;
  minHeightInch: number;
  minWidthInch: number;
  /** Keep only regions whose outline follows their box (`isRectangle`). */
  rectangle: boolean;
}

/**
 * Boxes (pixels, whole blocks) of the image's filled regions: square blocks
 * of BLOCK_INCH with at least FILLED_BLOCK of their pixels in the spec's grey
 * levels join side by side into regions (`regions`), kept when at least
 * `minHeightInch` x `minWidthInch` (and rectangular when asked).
 * `block` is the block side in pixels.
 */
export function filledRegions(img: GrayImage, dpi: number, spec: FillSpec): { block: number; boxes: BBox[] } {
  const block = Math.max(2, Math.round(BLOCK_INCH * dpi));
  const cols = Math.floor(img.width / block),
    rows = Math.floor(img.height / block);
  const filled = filledBlocks(img, block, spec.minLevel, spec.maxLevel);
  if (filled === null) return { block, boxes: [] };
  const minRows = Math.ceil((spec.minHeightInch * dpi) / block),
    minCols = Math.ceil((spec.minWidthInch * dpi) / block);
  const boxes: BBox[] = [];
  for (const region of regions(filled, cols, rows)) {
    const { bx0, by0, bx1, by1 } = region;
    if (by1 - by0 < minRows || bx1 - bx0 < minCols || (spec.rectangle && !isRectangle(region, cols))) continue;
    boxes.push({ x0: bx0 * block, y0: by0 * block, x1: bx1 * block, y1: by1 * block });
  }
  return { block, boxes };
}

/**
 * Which square blocks of `block` pixels (whole blocks only, rows of blocks top to bottom) have at
 * least FILLED_BLOCK of their pixels within the grey levels, one byte a block; null when none has.
 * Worked out once per image, block and levels (`memoised`: the dark bands looked for before the
 * words are read and the solid fills after look at the same upright page): shared, not to be changed.
 */
export function filledBlocks(img: GrayImage, block: number, minLevel: number, maxLevel: number): Uint8Array | null {
  return memoised(img, `filledBlocks:${block}:${minLevel}:${maxLevel}`, () => {
    const cols = Math.floor(img.width / block),
      rows = Math.floor(img.height / block);
    const inRange = new Uint8Array(256);
    for (let v = Math.max(0, minLevel); v <= Math.min(255, maxLevel); v++) inRange[v] = 1;
    const filled = new Uint8Array(cols * rows);
    const counts = new Uint32Array(cols);
    const need = FILLED_BLOCK * block * block;
    const { data } = img;
    let anyFilled = false;
    for (let by = 0; by < rows; by++) {
      counts.fill(0);
      for (let y = by * block; y < (by + 1) * block; y++) {
        for (let bx = 0, i = y * img.width; bx < cols; bx++) {
          let n = 0;
          for (const end = i + block; i < end; i++) n += inRange[data[i]!]!;
          counts[bx]! += n;
        }
      }
      for (let bx = 0; bx < cols; bx++) {
        if (counts[bx]! >= need) {
          filled[by * cols + bx] = 1;
          anyFilled = true;
        }
      }
    }
    return anyFilled ? filled : null;
  });
}

/** A region of set blocks (`regions`). */
interface Region {
  /** Box in blocks: [bx0, bx1) x [by0, by1). */
  bx0: number;
  by0: number;
  bx1: number;
  by1: number;
  /** Its blocks, as indices into the block grid. */
  members: number[];
}

/** Regions of side-by-side set cells of a grid `cols` wide. */
function regions(set: Uint8Array, cols: number, rows: number): Region[] {
  const seen = new Uint8Array(set.length);
  const out: Region[] = [];
  for (let start = 0; start < set.length; start++) {
    if (!set[start] || seen[start]) continue;
    seen[start] = 1;
    const members = [start];
    let bx0 = cols,
      by0 = rows,
      bx1 = 0,
      by1 = 0;
    for (let k = 0; k < members.length; k++) {
      const i = members[k]!;
      const bx = i % cols,
        by = (i - bx) / cols;
      bx0 = Math.min(bx0, bx);
      by0 = Math.min(by0, by);
      bx1 = Math.max(bx1, bx + 1);
      by1 = Math.max(by1, by + 1);
      const next = [
        bx > 0 ? i - 1 : -1,
        bx < cols - 1 ? i + 1 : -1,
        by > 0 ? i - cols : -1,
        by < rows - 1 ? i + cols : -1,
      ];
      for (const j of next) {
        if (j >= 0 && set[j] && !seen[j]) {
          seen[j] = 1;
          members.push(j);
        }
      }
    }
    out.push({ bx0, by0, bx1, by1, members });
  }
  return out;
}

/**
 * Whether a region is a filled rectangle, holes of text allowed: nearly every
 * row of its box has region blocks at both ends of the box, and so has nearly
 * every column (an outline that follows the box, which a blob does not).
 */
function isRectangle(region: Region, cols: number): boolean {
  const { bx0, by0, bx1, by1, members } = region;
  const width = bx1 - bx0,
    height = by1 - by0;
  const rowFrom = new Int32Array(height).fill(width),
    rowTo = new Int32Array(height).fill(-1),
    colFrom = new Int32Array(width).fill(height),
    colTo = new Int32Array(width).fill(-1);
  for (const i of members) {
    const x = (i % cols) - bx0,
      y = Math.floor(i / cols) - by0;
    rowFrom[y] = Math.min(rowFrom[y]!, x);
    rowTo[y] = Math.max(rowTo[y]!, x);
    colFrom[x] = Math.min(colFrom[x]!, y);
    colTo[x] = Math.max(colTo[x]!, y);
  }
  const spanning = (from: Int32Array, to: Int32Array, length: number) =>
    from.reduce((n, f, k) => (to[k]! - f + 1 >= EDGE_TO_EDGE * length ? n + 1 : n), 0);
  return (
    spanning(rowFrom, rowTo, width) >= EDGE_TO_EDGE * height && spanning(colFrom, colTo, height) >= EDGE_TO_EDGE * width
  );
}
