import type * as mupdf from "mupdf";
import type { BBox } from "../types.js";
import type { RawSegment } from "./raw-page.js";
import { sendPathPoints, type PathPointSink } from "./path-points.js";

/** A line piece this far off axis (points per point of length) is still treated as straight. */
const AXIS_SLOPE = 0.02;

/** Records one straight piece if it runs along an axis, cut to the clip region. */
export function addSegment(
  out: RawSegment[],
  xa: number,
  ya: number,
  xb: number,
  yb: number,
  width: number,
  grey: number,
  region: BBox | null,
): void {
  const dx = Math.abs(xb - xa);
  const dy = Math.abs(yb - ya);
  if (dx === 0 && dy === 0) return;
  let piece: RawSegment | null = null;
  if (dy <= Math.max(0.5, dx * AXIS_SLOPE) && dx >= dy) {
    const y = (ya + yb) / 2;
    piece = { orientation: "horizontal", x0: Math.min(xa, xb), y0: y, x1: Math.max(xa, xb), y1: y, width, grey };
  } else if (dx <= Math.max(0.5, dy * AXIS_SLOPE)) {
    const x = (xa + xb) / 2;
    piece = { orientation: "vertical", x0: x, y0: Math.min(ya, yb), x1: x, y1: Math.max(ya, yb), width, grey };
  }
  if (!piece) return;
  if (region) {
    const cut = clipBox(piece, region);
    if (!cut) return;
    piece = { ...piece, ...cut };
  }
  out.push(piece);
}

/** Slack (points) when testing against a clip: clip paths often sit exactly on cell borders. */
const CLIP_SLACK = 1;

export function intersect(a: BBox, b: BBox): BBox {
  return { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
}

/** The part of `box` inside `region` (with slack), or null; zero-thickness boxes are lines. */
export function clipBox(box: BBox, region: BBox): BBox | null {
  const x0 = Math.max(box.x0, region.x0 - CLIP_SLACK),
    x1 = Math.min(box.x1, region.x1 + CLIP_SLACK);
  const y0 = Math.max(box.y0, region.y0 - CLIP_SLACK),
    y1 = Math.min(box.y1, region.y1 + CLIP_SLACK);
  return x0 <= x1 && y0 <= y1 ? { x0, y0, x1, y1 } : null;
}

/** Whether the centre of the box x0, y0, x1, y1 lies in `region` (give or take a point). */
export function centreWithin(x0: number, y0: number, x1: number, y1: number, region: BBox): boolean {
  const cx = (x0 + x1) / 2,
    cy = (y0 + y1) / 2;
  return (
    cx >= region.x0 - CLIP_SLACK &&
    cx <= region.x1 + CLIP_SLACK &&
    cy >= region.y0 - CLIP_SLACK &&
    cy <= region.y1 + CLIP_SLACK
  );
}

/** Bounds of a path on the page. */
export function pathBounds(path: mupdf.Path, ctm: mupdf.Matrix): BBox | null {
  const bounds = new BoundsSink(ctm);
  sendPathPoints(path, bounds);
  return bounds.box();
}

/**
 * A path sink that places the points it is sent under a device matrix: the
 * matrix is kept as six numbers, read once per path instead of once per point.
 */
export abstract class PlacingPathSink implements PathPointSink {
  protected readonly a: number;
  protected readonly b: number;
  protected readonly c: number;
  protected readonly d: number;
  protected readonly e: number;
  protected readonly f: number;

  constructor(ctm: mupdf.Matrix) {
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = ctm;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    this.e = e;
    this.f = f;
  }

  abstract moveTo(x: number, y: number): void;
  abstract lineTo(x: number, y: number): void;
  abstract curveTo(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void;
  abstract closePath(): void;
}

/** Grows a box over every point it is sent (curve control points too), placed under `ctm`. */
class BoundsSink extends PlacingPathSink {
  private x0 = Infinity;
  private y0 = Infinity;
  private x1 = -Infinity;
  private y1 = -Infinity;

  moveTo(x: number, y: number): void {
    this.add(x, y);
  }

  lineTo(x: number, y: number): void {
    this.add(x, y);
  }

  curveTo(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void {
    this.add(x1, y1);
    this.add(x2, y2);
    this.add(x3, y3);
  }

  closePath(): void {}

  box(): BBox | null {
    return this.x0 <= this.x1 ? { x0: this.x0, y0: this.y0, x1: this.x1, y1: this.y1 } : null;
  }

  private add(x: number, y: number): void {
    const px = this.a * x + this.c * y + this.e,
      py = this.b * x + this.d * y + this.f;
    if (px < this.x0) this.x0 = px;
    if (px > this.x1) this.x1 = px;
    if (py < this.y0) this.y0 = py;
    if (py > this.y1) this.y1 = py;
  }
}

/** The box of a closed subpath when it is an axis-aligned rectangle, else null. */
export function axisRectangle(pts: readonly number[]): BBox | null {
  const n = pts.length / 2;
  if (n < 4 || n > 6) return null;
  const { x0, y0, x1, y1 } = pointsBox(pts);
  const tol = 0.5;
  for (let i = 0; i < n; i++) {
    const x = pts[2 * i]!,
      y = pts[2 * i + 1]!;
    const onX = Math.abs(x - x0) <= tol || Math.abs(x - x1) <= tol;
    const onY = Math.abs(y - y0) <= tol || Math.abs(y - y1) <= tol;
    if (!onX || !onY) return null;
  }
  return { x0, y0, x1, y1 };
}

/**
 * The box of a closed subpath that is a thin bar with its ends cut on the slant, else null: one side
 * of a box border drawn as its own fill, as browsers print a table's and its cells' borders when
 * each cell has a border of its own (HTML's `border="1"`, `border-collapse: separate`). Where two
 * sides meet, each is cut along the corner's diagonal (a mitre), so the side is a trapezoid, not a
 * rectangle, and `axisRectangle` refuses it. Every point must lie on one of the bar's two long
 * sides, and within the bar's thickness of one of its ends (a mitre cuts no deeper than the border
 * is thick). Only bars up to `maxThickness` thick and longer than twice that qualify.
 */
export function mitredBar(pts: readonly number[], maxThickness: number): BBox | null {
  const n = pts.length / 2;
  if (n < 4 || n > 6) return null;
  const box = pointsBox(pts);
  const horizontal = box.x1 - box.x0 >= box.y1 - box.y0;
  // `lo`..`hi` across the bar (its two long sides), `start`..`end` along it
  const lo = horizontal ? box.y0 : box.x0,
    hi = horizontal ? box.y1 : box.x1,
    start = horizontal ? box.x0 : box.y0,
    end = horizontal ? box.x1 : box.y1;
  const thickness = hi - lo;
  if (thickness <= 0 || thickness > maxThickness || end - start <= 2 * thickness) return null;
  const tol = 0.5;
  for (let i = 0; i < n; i++) {
    const across = horizontal ? pts[2 * i + 1]! : pts[2 * i]!;
    const along = horizontal ? pts[2 * i]! : pts[2 * i + 1]!;
    if (Math.abs(across - lo) > tol && Math.abs(across - hi) > tol) return null;
    if (along - start > thickness + tol && end - along > thickness + tol) return null;
  }
  return box;
}

/** The box of the points `pts` (x y pairs). */
function pointsBox(pts: readonly number[]): BBox {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (let i = 0; i + 1 < pts.length; i += 2) {
    const x = pts[i]!,
      y = pts[i + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}
