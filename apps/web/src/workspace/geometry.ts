/**
 * Geometry of the workspace. Everything the workspace stores is in PDF points with a top-left
 * origin on the page as displayed (what the server's `areas`/`columns` take); the screen shows a
 * page at `zoom` CSS pixels per point.
 */

/** [x0, y0, x1, y1] in PDF points, x0 <= x1 and y0 <= y1. */
export type Box = [number, number, number, number];
/** A point in PDF points. */
export interface Point {
  x: number;
  y: number;
}
/** A page's size as displayed, in points. */
export interface PageSize {
  width: number;
  height: number;
}
/** Which part of a box a drag holds: the body or one of eight handles. */
export type Handle = "move" | "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";

/** Smallest area side the workspace makes, in points (a click is not an area). */
export const MIN_SIDE = 8;
/** Zoom limits, CSS pixels per point. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
/** The zoom steps the +/- buttons walk through. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4];

/** Rounds to a tenth of a point: finer than a screen pixel, and readable in a form. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Screen offset (CSS pixels from the page image's top-left) to PDF points. */
export function screenToPdf(offset: Point, zoom: number): Point {
  return { x: offset.x / zoom, y: offset.y / zoom };
}

/** PDF point to a screen offset in CSS pixels from the page's top-left. */
export function pdfToScreen(point: Point, zoom: number): Point {
  return { x: point.x * zoom, y: point.y * zoom };
}

/** A box as a CSS rectangle at `zoom`. */
export function boxToScreen(box: Box, zoom: number) {
  return { left: box[0] * zoom, top: box[1] * zoom, width: (box[2] - box[0]) * zoom, height: (box[3] - box[1]) * zoom };
}

/** The box spanned by two corners in any order, kept on the page and rounded. */
export function boxFromCorners(a: Point, b: Point, page: PageSize): Box {
  const x0 = clamp(Math.min(a.x, b.x), 0, page.width);
  const x1 = clamp(Math.max(a.x, b.x), 0, page.width);
  const y0 = clamp(Math.min(a.y, b.y), 0, page.height);
  const y1 = clamp(Math.max(a.y, b.y), 0, page.height);
  return [round1(x0), round1(y0), round1(x1), round1(y1)];
}

/** True when a box is big enough to be an area (a click or a tiny slip is not). */
export const isUsableBox = (box: Box) => box[2] - box[0] >= MIN_SIDE && box[3] - box[1] >= MIN_SIDE;

/** The box moved by (dx, dy), kept whole on the page. */
export function moveBox(box: Box, dx: number, dy: number, page: PageSize): Box {
  const width = box[2] - box[0];
  const height = box[3] - box[1];
  const x0 = clamp(box[0] + dx, 0, Math.max(0, page.width - width));
  const y0 = clamp(box[1] + dy, 0, Math.max(0, page.height - height));
  return [round1(x0), round1(y0), round1(x0 + width), round1(y0 + height)];
}

/**
 * The box with one edge or corner dragged by (dx, dy): the dragged sides move, stay on the page
 * and never come closer than MIN_SIDE to the opposite side. "move" moves the whole box.
 */
export function resizeBox(box: Box, handle: Handle, dx: number, dy: number, page: PageSize): Box {
  if (handle === "move") return moveBox(box, dx, dy, page);
  let [x0, y0, x1, y1] = box;
  if (handle.includes("w")) x0 = clamp(x0 + dx, 0, x1 - MIN_SIDE);
  if (handle.includes("e")) x1 = clamp(x1 + dx, x0 + MIN_SIDE, page.width);
  if (handle.includes("n")) y0 = clamp(y0 + dy, 0, y1 - MIN_SIDE);
  if (handle.includes("s")) y1 = clamp(y1 + dy, y0 + MIN_SIDE, page.height);
  return [round1(x0), round1(y0), round1(x1), round1(y1)];
}

/** True when the point lies inside the box (edges included). */
export const contains = (box: Box, p: Point) => p.x >= box[0] && p.x <= box[2] && p.y >= box[1] && p.y <= box[3];

/** Area of the overlap of two boxes, in square points. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The zoom that makes a page `available` CSS pixels wide, within the zoom limits. */
export function fitWidthZoom(available: number, page: PageSize): number {
  if (page.width <= 0 || available <= 0) return 1;
  return clamp(Math.floor((available / page.width) * 100) / 100, MIN_ZOOM, MAX_ZOOM);
}

/** The next zoom step up (+1) or down (-1) from any zoom. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? MIN_ZOOM;
}

/** `{x0, y0, x1, y1}` (the server's table boxes) as a Box. */
export const boxOf = (b: { x0: number; y0: number; x1: number; y1: number }): Box => [b.x0, b.y0, b.x1, b.y1];
