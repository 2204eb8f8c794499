import type { BBox } from "../types.js";
import { boxHistogram, medianLevel, type GrayImage } from "./gray-image.js";
import { BLOCK_INCH, DARK_LEVEL, darkRectangles } from "./dark-rectangles.js";

/** A filled dark rectangle of the page image holding light text, in pixels: [x0, x1) x [y0, y1). */
export interface DarkBand extends BBox {
  /** Grey level of its fill (the median of its pixels). */
  fill: number;
}

/** A band is at least this tall (inches): room for a line of small type. */
const MIN_HEIGHT_INCH = 0.1;
/** ...and at least this wide (inches): a narrow table column's header cell. */
const MIN_WIDTH_INCH = 0.25;
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
 * A dark rectangle (`darkRectangles`) at least MIN_HEIGHT_INCH x MIN_WIDTH_INCH
 * counts when its pixels are mostly a flat
 * dark fill plus some light text with few tones between, the text clear of
 * its edges (`holdsLightText`: a solid box with no text, or a photograph, is not).
 */
export function findDarkBands(img: GrayImage, dpi: number): DarkBand[] {
  const { block, boxes } = darkRectangles(img, dpi, MIN_HEIGHT_INCH, MIN_WIDTH_INCH);
  const bands: DarkBand[] = [];
  for (const box of boxes) {
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
  const { counts: histogram, total } = boxHistogram(img, box);
  const fill = medianLevel(histogram, total);
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
