import type { BBox, FilledRect } from "../types.js";
import { DARK_LEVEL, darkRectangles } from "./dark-rectangles.js";
import { boxHistogram, medianLevel, type GrayImage } from "./gray-image.js";
import { MAX_BAR_THICK_INCH, MIN_BAR_INCH } from "./image-rulings.js";

/** A solid fill is at least this big (inches) either way: a chart's bar, not a dot, a bullet or a blurred word. */
const MIN_SIDE_INCH = 0.05;
/**
 * Light pixels (more than LIGHT_STEP of the way from the fill's grey to
 * white) are at most this share of a solid fill: a dark band holding white
 * type has 1% or more (dark-bands.ts, MIN_LIGHT), a bar none but grain.
 */
const MAX_LIGHT = 0.003;
const LIGHT_STEP = 0.6;
/** At least this share of its pixels are within FLAT_RANGE grey levels of its fill: a flat fill, not a photograph. */
const MIN_FLAT = 0.8;
const FLAT_RANGE = 40;

/**
 * Dark rectangles filled solid, with nothing written on them, in points
 * (pixels divided by `scale`): the bars of a bar chart, black boxes. On a
 * born-digital page such fills reach the stream detector as filled
 * rectangles, and a chart's bars (three or more, equally wide, on one base)
 * mark its plot as a chart, whose tick and category labels are not read
 * as a table (stream/charts.ts). On a scan they are only ink, and without
 * them a chart's axis labels joined the table under it. A dark rectangle
 * (`darkRectangles`) at least MIN_SIDE_INCH either way counts when it is a
 * flat fill (MIN_FLAT) with almost no light pixels (MAX_LIGHT: no text on it),
 * and is not a long thin bar the ruling finder reads as a ruling
 * (image-rulings.ts, MAX_BAR_THICK_INCH and MIN_BAR_INCH).
 */
export function findSolidFills(img: GrayImage, dpi: number, scale: number): FilledRect[] {
  const { block, boxes } = darkRectangles(img, dpi, MIN_SIDE_INCH, MIN_SIDE_INCH);
  const out: FilledRect[] = [];
  for (const box of boxes) {
    const thin = Math.min(box.x1 - box.x0, box.y1 - box.y0),
      long = Math.max(box.x1 - box.x0, box.y1 - box.y0);
    if (thin <= MAX_BAR_THICK_INCH * dpi && long >= MIN_BAR_INCH * dpi) continue;
    // the box is whole blocks, so its outer block may hold paper round the fill
    const fill = solidFill(img, { x0: box.x0 + block, y0: box.y0 + block, x1: box.x1 - block, y1: box.y1 - block });
    if (fill === null) continue;
    const edges = exactEdges(img, box, block);
    out.push({
      bbox: { x0: edges.x0 / scale, y0: edges.y0 / scale, x1: edges.x1 / scale, y1: edges.y1 / scale },
      grey: fill / 255,
    });
  }
  return out;
}

/** The fill's grey level when the box is a flat dark fill with no light pixels to speak of, else null. */
function solidFill(img: GrayImage, box: BBox): number | null {
  if (box.x1 <= box.x0 || box.y1 <= box.y0) return null;
  const { counts: histogram, total } = boxHistogram(img, box);
  const fill = medianLevel(histogram, total);
  if (fill > DARK_LEVEL) return null;
  let light = 0,
    flat = 0;
  for (let v = 0; v < 256; v++) {
    if (v > fill + LIGHT_STEP * (255 - fill)) light += histogram[v]!;
    if (Math.abs(v - fill) <= FLAT_RANGE) flat += histogram[v]!;
  }
  return light <= MAX_LIGHT * total && flat >= MIN_FLAT * total ? fill : null;
}

/**
 * The fill's own edges, to the pixel: the box is whole blocks, a block
 * either way of the printed edge, and a chart's bars of one width would
 * differ by a block. Each edge is the outermost column (row) within a block of
 * the box's edge that is dark (DARK_LEVEL) over at least half of the fill's
 * inner rows (columns).
 */
function exactEdges(img: GrayImage, box: BBox, block: number): BBox {
  const inner = { x0: box.x0 + block, y0: box.y0 + block, x1: box.x1 - block, y1: box.y1 - block };
  const darkColumn = (x: number) => {
    let n = 0;
    for (let y = inner.y0; y < inner.y1; y++) if (img.data[y * img.width + x]! <= DARK_LEVEL) n++;
    return 2 * n >= inner.y1 - inner.y0;
  };
  const darkRow = (y: number) => {
    let n = 0;
    for (let x = inner.x0; x < inner.x1; x++) if (img.data[y * img.width + x]! <= DARK_LEVEL) n++;
    return 2 * n >= inner.x1 - inner.x0;
  };
  const outward = (from: number, step: 1 | -1, limit: number, dark: (at: number) => boolean) => {
    let edge = from;
    for (let at = from + step; step > 0 ? at < limit : at >= limit; at += step) {
      if (!dark(at)) break;
      edge = at;
    }
    return edge;
  };
  return {
    x0: outward(inner.x0, -1, Math.max(0, box.x0 - block), darkColumn),
    x1: outward(inner.x1 - 1, 1, Math.min(img.width, box.x1 + block), darkColumn) + 1,
    y0: outward(inner.y0, -1, Math.max(0, box.y0 - block), darkRow),
    y1: outward(inner.y1 - 1, 1, Math.min(img.height, box.y1 + block), darkRow) + 1,
  };
}
