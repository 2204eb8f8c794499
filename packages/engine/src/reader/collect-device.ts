import * as mupdf from "mupdf";
import type { BBox } from "../types.js";
import { greyLevel } from "./colour.js";
import { pageGlyphStore } from "./glyph-store.js";
import { addSegment, axisRectangle, clipBox, intersect, pathBounds, PlacingPathSink } from "./path-pieces.js";
import type { RawPage } from "./raw-page.js";
import { GlyphCollector } from "./glyph-collector.js";
import { sendPathPoints } from "./path-points.js";
import { sendTextGlyphs } from "./text-glyphs.js";

export type { RawPage, RawRect, RawSegment } from "./raw-page.js";

/** Rectangles thinner than this are rulings drawn as fills, not shading. */
export const MAX_RULE_THICKNESS = 2.5;

/**
 * Builds a MuPDF Device that records glyphs (with boxes), axis-aligned line
 * segments and filled rectangles during one run of a page. Text drawn in
 * invisible mode (OCR layers) is kept; anything fully transparent is not.
 * The glyphs go into the thread's page glyph store (`pageGlyphStore`): they
 * must be read before the next device is made. `release` drops the fonts the
 * device kept; call it once the page is read.
 */
export function createCollectDevice(deadline = Infinity): {
  device: mupdf.Device;
  result: RawPage;
  timedOut: () => boolean;
  release: () => void;
} {
  const result: RawPage = { glyphs: pageGlyphStore(), segments: [], rects: [], images: [], invisibleGlyphs: 0 };
  // Checking the clock on every call would cost more than the work; every 256 calls is enough.
  let calls = 0;
  let late = false;
  const overBudget = () => {
    if (late) return true;
    if ((++calls & 255) === 0 && performance.now() > deadline) late = true;
    return late;
  };
  // Objects live for this page pass only, so native pointers cannot be reused meanwhile.
  const colourTypes = new Map<number, string>();

  // Clip regions (as boxes) and soft-mask nesting: content outside the clip or
  // inside a mask definition is not visible and must not become text or rules.
  const clips: (BBox | null)[] = [];
  let maskDepth = 0;
  const clip = () => (clips.length ? clips[clips.length - 1]! : null);
  const pushClip = (box: BBox | null) => {
    const current = clip();
    clips.push(box && current ? intersect(box, current) : (box ?? current));
  };
  const hidden = () => maskDepth > 0;

  const collector = new GlyphCollector(result);
  const walkText = (text: mupdf.Text, ctm: mupdf.Matrix) => {
    if (overBudget() || hidden()) return;
    collector.ctm = ctm;
    collector.region = clip();
    sendTextGlyphs(text, collector);
  };

  const walkPath = (path: mupdf.Path, ctm: mupdf.Matrix, sink: SubpathSink) => {
    if (overBudget() || hidden()) return;
    const walker = new SubpathWalker(ctm, sink);
    sendPathPoints(path, walker);
    walker.flush(false);
  };

  // MuPDF.js wraps every callback argument in a kept object freed only by GC
  // finalizers; dropping them here keeps the WASM heap flat over long documents.
  const device = new mupdf.Device({
    fillText(text, ctm, colorspace, _color, alpha) {
      if (alpha > 0) walkText(text, ctm);
      free(text, colorspace);
    },
    strokeText(text, stroke, ctm, colorspace, _color, alpha) {
      if (alpha > 0) walkText(text, ctm);
      free(text, stroke, colorspace);
    },
    ignoreText(text, ctm) {
      const before = result.glyphs.length;
      walkText(text, ctm);
      result.invisibleGlyphs += result.glyphs.length - before;
      free(text);
    },
    fillImage(image, ctm, alpha) {
      if (alpha > 0 && !hidden()) result.images.push(unitSquareBox(ctm));
      free(image);
    },
    strokePath(path, stroke, ctm, colorspace, color, alpha) {
      if (alpha > 0) {
        const grey = greyLevel(colorspace, color, colourTypes);
        const width = Math.max(stroke.getLineWidth(), 0.1) * Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
        walkPath(path, ctm, new StrokedSubpaths(result, width, grey, clip()));
      }
      free(path, stroke, colorspace);
    },
    fillPath(path, _evenOdd, ctm, colorspace, color, alpha) {
      if (alpha > 0) {
        const grey = greyLevel(colorspace, color, colourTypes);
        walkPath(path, ctm, new FilledSubpaths(result, grey, clip()));
      }
      free(path, colorspace);
    },
    clipPath(path, _evenOdd, ctm) {
      pushClip(pathBounds(path, ctm));
      free(path);
    },
    clipStrokePath(path, stroke, _ctm) {
      pushClip(null);
      free(path, stroke);
    },
    clipText(text) {
      pushClip(null);
      free(text);
    },
    clipStrokeText(text, stroke) {
      pushClip(null);
      free(text, stroke);
    },
    clipImageMask(image) {
      pushClip(null);
      free(image);
    },
    popClip() {
      clips.pop();
    },
    beginMask(_area, _luminosity, colorspace) {
      maskDepth++;
      free(colorspace);
    },
    endMask() {
      maskDepth = Math.max(0, maskDepth - 1);
      pushClip(null);
    },
  });
  return { device, result, timedOut: () => late, release: () => collector.release() };
}

/*
 * The path walker and what it hands each straight run to are module-level classes, not closures and
 * walker literals made per path: V8 keeps a callback's optimised code only while a closure holding
 * it lives, so once warm those were compiled again after each garbage collection (bench/README.md,
 * issue #17). A walk runs synchronously, so the clip region read when it starts holds throughout.
 */

/** Takes each straight run of a path (page coordinates, x y pairs) and whether it was closed. */
interface SubpathSink {
  subpath(pts: number[], closed: boolean): void;
}

/** Walks a path's straight runs under `ctm`, handing each of two points or more to a sink. */
class SubpathWalker extends PlacingPathSink {
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
class StrokedSubpaths implements SubpathSink {
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

/** A filled path's runs: a thin axis-aligned rectangle is a ruling, a wider one a filled box. */
class FilledSubpaths implements SubpathSink {
  constructor(
    private readonly result: RawPage,
    private readonly grey: number,
    private readonly region: BBox | null,
  ) {}

  subpath(pts: number[]): void {
    const { result, grey, region } = this;
    const drawn = axisRectangle(pts);
    const box = drawn && region ? clipBox(drawn, region) : drawn;
    if (!box) return;
    const w = box.x1 - box.x0;
    const h = box.y1 - box.y0;
    if (h <= MAX_RULE_THICKNESS && w > h) {
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

/** Where the unit square (an image's own space) lands under `ctm`. */
function unitSquareBox(ctm: mupdf.Matrix): BBox {
  const [a, b, c, d, e, f] = ctm;
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Drops MuPDF objects handed to a device callback. */
function free(...objects: { destroy(): void }[]): void {
  for (const o of objects) o.destroy();
}
