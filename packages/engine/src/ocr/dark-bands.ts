import type { BBox } from "../types.js";
import type { GrayImage } from "./gray-image.js";

/** A filled dark rectangle of the page image holding light text, in pixels: [x0, x1) x [y0, y1). */
export interface DarkBand extends BBox {
  /** Grey level of its fill (the median of its pixels). */
  fill: number;
}

/** The image is looked at in square blocks of this side (inches). */
const BLOCK_INCH = 0.015;
/** At or below this grey level a pixel is dark fill (a navy, black, red or mid-grey band in greyscale). */
const DARK_LEVEL = 140;
/** A block is dark when at least this share of its pixels is; white strokes of text leave it dark. */
const DARK_BLOCK = 0.5;
/** A band is at least this tall (inches): room for a line of small type. */
const MIN_HEIGHT_INCH = 0.1;
/** ...and at least this wide (inches): a narrow table column's header cell. */
const MIN_WIDTH_INCH = 0.25;
/**
 * A filled rectangle, not a blob: at least this share of its rows (columns) reach across this share
 * of its width (height). Counting blocks would not do: bold type on a narrow cell leaves half of it light.
 */
const EDGE_TO_EDGE = 0.9;
/**
 * Text on the band: pixels well lighter than the fill (more than LIGHT_STEP of the way from the
 * fill to white) make up this share of the box; a solid black box has none.
 */
const MIN_LIGHT = 0.01;
const MAX_LIGHT = 0.45;
const LIGHT_STEP = 0.6;
/**
 * Pixels between fill and text (from MID_STEP to LIGHT_STEP of the way to white) are at most this
 * share: white type on a flat fill has few, only at the edges of its strokes, where a photograph
 * is mostly such mid-tones.
 */
const MAX_MID = 0.25;
const MID_STEP = 0.25;
/** At least this share of a band's pixels are within FLAT_RANGE grey levels of its fill: a flat fill, scan noise and all. */
const MIN_FLAT = 0.5;
const FLAT_RANGE = 40;
/** At most this share of the pixels of a band's margin (the second block inside its edges) is light. */
const MAX_MARGIN_LIGHT = 0.02;
/** A column (row) of a band light over this share of the band's height (width) is a gap between cells. */
const GAP_SHARE = 0.9;

/**
 * Dark filled rectangles holding light text: header rows printed white on a
 * navy or black band, dark total rows. The OCR engine reads dark text on
 * light paper; white type on a dark fill it reads in part or not at all.
 * Blocks of BLOCK_INCH mostly dark join (side by side) into regions; a region
 * counts when its box is at least MIN_HEIGHT_INCH x MIN_WIDTH_INCH, its outline
 * that box (a rectangle, see EDGE_TO_EDGE), and its pixels are mostly a flat
 * dark fill plus some light text with few tones between, the text clear of
 * its edges (`holdsLightText`: a solid box with no text, or a photograph, is not).
 */
export function findDarkBands(img: GrayImage, dpi: number): DarkBand[] {
  const block = Math.max(2, Math.round(BLOCK_INCH * dpi));
  const cols = Math.floor(img.width / block),
    rows = Math.floor(img.height / block);
  const dark = new Uint8Array(cols * rows);
  let anyDark = false;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      let n = 0;
      for (let y = by * block; y < (by + 1) * block; y++) {
        const row = y * img.width;
        for (let x = bx * block; x < (bx + 1) * block; x++) if (img.data[row + x]! <= DARK_LEVEL) n++;
      }
      if (n >= DARK_BLOCK * block * block) {
        dark[by * cols + bx] = 1;
        anyDark = true;
      }
    }
  }
  if (!anyDark) return [];
  const minRows = Math.ceil((MIN_HEIGHT_INCH * dpi) / block),
    minCols = Math.ceil((MIN_WIDTH_INCH * dpi) / block);
  const bands: DarkBand[] = [];
  for (const region of regions(dark, cols, rows)) {
    const { bx0, by0, bx1, by1 } = region;
    if (by1 - by0 < minRows || bx1 - bx0 < minCols || !isRectangle(region, cols)) continue;
    const box = { x0: bx0 * block, y0: by0 * block, x1: bx1 * block, y1: by1 * block };
    const fill = holdsLightText(img, box, block);
    if (fill !== null) bands.push({ ...box, fill });
  }
  return bands;
}

/**
 * The fill level when the box's pixels are a flat fill with light text on it, else null: the
 * median pixel dark, at least MIN_FLAT of the pixels within FLAT_RANGE of it, a share of light
 * pixels with few mid-tones (MIN_LIGHT, MAX_LIGHT, MAX_MID) and a margin `margin` pixels
 * wide just inside its edges almost free of light ones (MAX_MARGIN_LIGHT; the gaps between cells aside):
 * type sits inside its band, where a photograph's light parts run to its edges.
 */
function holdsLightText(img: GrayImage, box: BBox, margin: number): number | null {
  const histogram = new Uint32Array(256);
  for (let y = box.y0; y < box.y1; y++) {
    const row = y * img.width;
    for (let x = box.x0; x < box.x1; x++) histogram[img.data[row + x]!]!++;
  }
  const total = (box.x1 - box.x0) * (box.y1 - box.y0);
  let seen = 0,
    fill = 0;
  while (fill < 255 && (seen += histogram[fill]!) < total / 2) fill++;
  if (fill > DARK_LEVEL) return null;
  const level = (step: number) => fill + step * (255 - fill);
  let light = 0,
    mid = 0,
    flat = 0;
  for (let v = 0; v < 256; v++) {
    if (v > level(LIGHT_STEP)) light += histogram[v]!;
    else if (v > level(MID_STEP)) mid += histogram[v]!;
    if (Math.abs(v - fill) <= FLAT_RANGE) flat += histogram[v]!;
  }
  if (light < MIN_LIGHT * total || light > MAX_LIGHT * total || mid > MAX_MID * total || flat < MIN_FLAT * total)
    return null;
  const band = { ...box, fill };
  const gapColumns = new Uint8Array(img.width),
    gapRows = new Uint8Array(img.height);
  lightLines(img, band, gapColumns, gapRows);
  let marginPixels = 0,
    marginLight = 0;
  // the ring `margin` to 2 * `margin` pixels in: the box is whole blocks, so its outermost block may hold the paper outside
  const inner = { x0: box.x0 + margin, y0: box.y0 + margin, x1: box.x1 - margin, y1: box.y1 - margin };
  for (let y = inner.y0; y < inner.y1; y++) {
    if (gapRows[y]) continue;
    const row = y * img.width;
    const inMarginY = y < inner.y0 + margin || y >= inner.y1 - margin;
    for (let x = inner.x0; x < inner.x1; x++) {
      if (gapColumns[x] || !(inMarginY || x < inner.x0 + margin || x >= inner.x1 - margin)) continue;
      marginPixels++;
      if (img.data[row + x]! > level(LIGHT_STEP)) marginLight++;
    }
  }
  return marginLight <= MAX_MARGIN_LIGHT * marginPixels ? fill : null;
}

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

/**
 * The image with each band turned to dark text on paper, for the OCR engine:
 * inside the band a pixel's distance from the fill towards white becomes its
 * darkness (fill reads as paper, white type as black ink). A ring of `edge`
 * pixels either side of the band's edge (the box is whole blocks, so its edge
 * lies within a block of the printed one; inverted, the paper just inside
 * would be a black frame) is painted paper: the text of a band sits further in.
 */
export function invertDarkBands(img: GrayImage, bands: readonly DarkBand[], dpi: number): GrayImage {
  if (bands.length === 0) return img;
  const edge = Math.max(2, Math.round(BLOCK_INCH * dpi));
  const data = img.data.slice();
  for (const band of bands) {
    const span = 255 - band.fill;
    const x0 = Math.max(0, band.x0 - edge),
      x1 = Math.min(img.width, band.x1 + edge),
      y0 = Math.max(0, band.y0 - edge),
      y1 = Math.min(img.height, band.y1 + edge);
    const gapColumns = new Uint8Array(img.width),
      gapRows = new Uint8Array(img.height);
    lightLines(img, band, gapColumns, gapRows);
    for (let y = y0; y < y1; y++) {
      const nearEdgeY = y < band.y0 + edge || y >= band.y1 - edge || gapRows[y] === 1;
      const row = y * img.width;
      for (let x = x0; x < x1; x++) {
        if (nearEdgeY || x < band.x0 + edge || x >= band.x1 - edge || gapColumns[x] === 1) {
          data[row + x] = 255;
          continue;
        }
        const lift = Math.max(0, Math.min(1, (img.data[row + x]! - band.fill) / span));
        data[row + x] = Math.round(255 * (1 - lift));
      }
    }
  }
  return { width: img.width, height: img.height, data };
}

/** Marks the columns and rows of the band that are light nearly from edge to edge (see GAP_SHARE). */
function lightLines(img: GrayImage, band: DarkBand, columns: Uint8Array, rows: Uint8Array): void {
  const threshold = band.fill + LIGHT_STEP * (255 - band.fill);
  const perColumn = new Uint32Array(img.width),
    perRow = new Uint32Array(img.height);
  for (let y = band.y0; y < band.y1; y++) {
    const row = y * img.width;
    for (let x = band.x0; x < band.x1; x++) {
      if (img.data[row + x]! > threshold) {
        perColumn[x]!++;
        perRow[y]!++;
      }
    }
  }
  for (let x = band.x0; x < band.x1; x++) if (perColumn[x]! >= GAP_SHARE * (band.y1 - band.y0)) columns[x] = 1;
  for (let y = band.y0; y < band.y1; y++) if (perRow[y]! >= GAP_SHARE * (band.x1 - band.x0)) rows[y] = 1;
}
