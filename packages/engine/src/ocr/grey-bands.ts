import type { BBox } from "../types.js";
import { BLOCK_INCH, filledRegions } from "./dark-rectangles.js";
import { boxHistogram, INK_LEVEL, medianLevel, type GrayImage } from "./gray-image.js";

/** A filled mid-grey rectangle of the page image holding dark text, in pixels: [x0, x1) x [y0, y1). */
export interface GreyBand extends BBox {
  /** Grey level of its fill (the median of its pixels). */
  fill: number;
}

/**
 * A mid-grey pixel: lighter than a dark band's fill (`dark-bands.ts` turns
 * those holding white type) and at most INK_LEVEL, so that a fill this grey
 * is all ink to the stages that look for ink no word covers.
 */
const GREY_MIN = 141;
const GREY_MAX = INK_LEVEL;
/** A band is at least this tall and this wide (inches): a header cell of one short word. */
const MIN_HEIGHT_INCH = 0.1;
const MIN_WIDTH_INCH = 0.2;
/** At least this share of a band's pixels are within FLAT_RANGE grey levels of its fill: a flat fill, scan noise and all. */
const MIN_FLAT = 0.5;
const FLAT_RANGE = 40;
/** Text on the band: pixels at most DARK_SHARE of the fill's level make up MIN_DARK to MAX_DARK of the box. */
const DARK_SHARE = 0.6;
const MIN_DARK = 0.01;
const MAX_DARK = 0.45;
/**
 * Pixels lighter than the fill by this share of the way to white make up at
 * most MAX_LIGHT of the box less a block round its edge (the box is whole
 * blocks, so its edge blocks may hold paper): white type on grey would
 * vanish when the fill is lifted to paper, so a band holding it is left as
 * it is. A white line between two cells of one band is a few pixels wide,
 * under a share of a percent; type is several.
 */
const LIGHT_STEP = 0.6;
const MAX_LIGHT = 0.03;

/**
 * Filled mid-grey rectangles holding dark text: header rows and cells shaded
 * grey. On a worn scan the OCR engine's page reading passed over a whole
 * header row of black type on grey 178 (its layout analysis takes the band
 * for a picture), and every pixel of the fill is darker than INK_LEVEL, so
 * the reading of ink no word covers (`unread-ink.ts`) saw one blob too big to
 * be a line. Blocks mostly mid-grey (GREY_MIN to GREY_MAX) join
 * into regions (`filledRegions`); a region counts when its box is MIN_HEIGHT_INCH x
 * MIN_WIDTH_INCH or more, its pixels mostly a flat fill (MIN_FLAT), some
 * dark (MIN_DARK to MAX_DARK) and few lighter than the fill (MAX_LIGHT).
 */
export function findGreyBands(img: GrayImage, dpi: number): GreyBand[] {
  // No rectangle test as for dark bands: bold black type reaching the cell's edges leaves its
  // outline ragged, and lifting a fill that is no band to paper does no harm (the flat fill is the test).
  const { block, boxes } = filledRegions(img, dpi, {
    minLevel: GREY_MIN,
    maxLevel: GREY_MAX,
    minHeightInch: MIN_HEIGHT_INCH,
    minWidthInch: MIN_WIDTH_INCH,
    rectangle: false,
  });
  const bands: GreyBand[] = [];
  for (const box of boxes) {
    const fill = holdsDarkText(img, box, block);
    if (fill !== null) bands.push({ ...box, fill });
  }
  return bands;
}

/** The fill level when the box is a flat mid-grey fill with dark text on it and no light text, else null. */
function holdsDarkText(img: GrayImage, box: BBox, block: number): number | null {
  const { counts: histogram, total } = boxHistogram(img, box);
  const fill = medianLevel(histogram, total);
  if (fill < GREY_MIN || fill > GREY_MAX) return null;
  let dark = 0,
    flat = 0;
  for (let v = 0; v < 256; v++) {
    if (v <= DARK_SHARE * fill) dark += histogram[v]!;
    if (Math.abs(v - fill) <= FLAT_RANGE) flat += histogram[v]!;
  }
  if (dark < MIN_DARK * total || dark > MAX_DARK * total || flat < MIN_FLAT * total) return null;
  const inner = { x0: box.x0 + block, y0: box.y0 + block, x1: box.x1 - block, y1: box.y1 - block };
  const lightLevel = fill + LIGHT_STEP * (255 - fill);
  let light = 0;
  for (let y = inner.y0; y < inner.y1; y++) {
    const row = y * img.width;
    for (let x = inner.x0; x < inner.x1; x++) if (img.data[row + x]! > lightLevel) light++;
  }
  return light <= MAX_LIGHT * (inner.x1 - inner.x0) * (inner.y1 - inner.y0) ? fill : null;
}

/**
 * The image with each band's fill lifted to paper, for the OCR engine: inside
 * the band, and a block either side of its edge (the box is whole blocks),
 * every pixel is scaled by 255 over the fill, so the fill reads white and the
 * dark type stays dark; paper just outside the band was lighter than the
 * fill and stays white.
 */
export function lightenGreyBands(img: GrayImage, bands: readonly GreyBand[], dpi: number): GrayImage {
  if (bands.length === 0) return img;
  const edge = Math.max(2, Math.round(BLOCK_INCH * dpi));
  const data = img.data.slice();
  for (const band of bands) {
    const x0 = Math.max(0, band.x0 - edge),
      x1 = Math.min(img.width, band.x1 + edge),
      y0 = Math.max(0, band.y0 - edge),
      y1 = Math.min(img.height, band.y1 + edge);
    for (let y = y0; y < y1; y++) {
      const row = y * img.width;
      for (let x = x0; x < x1; x++) data[row + x] = Math.min(255, Math.round((img.data[row + x]! * 255) / band.fill));
    }
  }
  return { width: img.width, height: img.height, data };
}
