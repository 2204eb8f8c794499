import type * as mupdf from "mupdf";
import type { BBox } from "../types.js";
import { addSegment, axisRectangle, clipBox, mitredBar, PlacingPathSink } from "./path-pieces.js";
import { isDot } from "./dotted-rules.js";
import type { RawPage } from "./raw-page.js";

/** Rectangles thinner than this are rulings drawn as fills, not shading. */
export const MAX_RULE_THICKNESS = 2.5;

/*
 * The path walker and what it hands each straight run to are module-level classes, not closures and
 * walker literals made per path: V8 keeps a callback's optimised code only while a closure holding
 * it lives, so once warm those were compiled again after each garbage collection (bench/README.md,
 * issue #17). A walk runs synchronously, so the clip region read when it starts holds throughout.
 */

/** Takes each straight run of a path (page coordinates, x y pairs) and whether it was closed. */
export interface SubpathSink {
  subpath(pts: number[], closed: boolean): void;
}

/** Walks a path's straight runs under `ctm`, handing each of two points or more to a sink. */
export class SubpathWalker extends PlacingPathSink {
  private pts: number[] = [];

  constructor(
    ctm: mupdf.Matrix,
    private readonly sink: SubpathSink,
  ) {
    super(ctm);
  }

  moveTo(x: number, y: number): void {
    this.flush(false);
    this.pts.push(this.a * x + this.c * y + this.e, this.b * x + this.d * y + this.f);
  }

  lineTo(x: number, y: number): void {
    this.pts.push(this.a * x + this.c * y + this.e, this.b * x + this.d * y + this.f);
  }

  curveTo(_x1: number, _y1: number, _x2: number, _y2: number, x3: number, y3: number): void {
    // A curve ends a straight run; keep its end as the start of the next one.
    this.flush(false);
    this.pts.push(this.a * x3 + this.c * y3 + this.e, this.b * x3 + this.d * y3 + this.f);
  }

  closePath(): void {
    const sx = this.pts[0],
      sy = this.pts[1];
    this.flush(true);
    if (sx !== undefined && sy !== undefined) this.pts.push(sx, sy);
  }

  flush(closed: boolean): void {
    if (this.pts.length >= 4) this.sink.subpath(this.pts, closed);
    this.pts = [];
  }
}

/** A stroked path's runs as line segments. */
export class StrokedSubpaths implements SubpathSink {
  constructor(
    private readonly result: RawPage,
    private readonly width: number,
    private readonly grey: number,
    private readonly region: BBox | null,
  ) {}

  subpath(pts: number[], closed: boolean): void {
    const n = pts.length / 2;
    for (let i = 0; i < n - 1 + (closed ? 1 : 0); i++) {
      const j = (i + 1) % n;
      addSegment(
        this.result.segments,
        pts[2 * i]!,
        pts[2 * i + 1]!,
        pts[2 * j]!,
        pts[2 * j + 1]!,
        this.width,
        this.grey,
        this.region,
      );
    }
  }
}

/** A filled path's runs: a thin axis-aligned rectangle is a ruling, a wider one (or a dot) a filled box. */
export class FilledSubpaths implements SubpathSink {
  constructor(
    private readonly result: RawPage,
    private readonly grey: number,
    private readonly region: BBox | null,
  ) {}

  subpath(pts: number[]): void {
    const { result, grey, region } = this;
    // A border side cut on the slant at its corners is a rule too (`mitredBar`), never a filled box.
    const drawn = axisRectangle(pts) ?? mitredBar(pts, MAX_RULE_THICKNESS);
    const box = drawn && region ? clipBox(drawn, region) : drawn;
    if (!box) return;
    const w = box.x1 - box.x0;
    const h = box.y1 - box.y0;
    // A dot (a tiny square) is no rule piece of either direction: runs of them are joined in `dotted-rules.ts`.
    if (isDot(w, h)) {
      result.rects.push({ bbox: box, grey });
    } else if (h <= MAX_RULE_THICKNESS && w > h) {
      const y = (box.y0 + box.y1) / 2;
      result.segments.push({ orientation: "horizontal", x0: box.x0, y0: y, x1: box.x1, y1: y, width: h, grey });
    } else if (w <= MAX_RULE_THICKNESS && h > w) {
      const x = (box.x0 + box.x1) / 2;
      result.segments.push({ orientation: "vertical", x0: x, y0: box.y0, x1: x, y1: box.y1, width: w, grey });
    } else {
      result.rects.push({ bbox: box, grey });
    }
  }
}
