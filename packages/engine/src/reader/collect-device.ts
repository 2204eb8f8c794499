import * as mupdf from "mupdf";
import type { BBox } from "../types.js";
import { greyLevel, greyOfType } from "./colour.js";
import { GlyphCollector } from "./glyph-collector.js";
import { pageGlyphStore } from "./glyph-store.js";
import { readFloats } from "./mupdf-memory.js";
import { intersect, pathBounds } from "./path-pieces.js";
import { pathLayoutHolds, pathPointsFromMemory, sendPathPoints } from "./path-points.js";
import type { RawPage } from "./raw-page.js";
import { bindRawDeviceCalls, type RawDeviceCalls } from "./raw-device-calls.js";
import { strokeLayoutHolds, strokeWidthAt } from "./stroke-width.js";
import { FilledSubpaths, StrokedSubpaths, SubpathWalker, type SubpathSink } from "./subpaths.js";
import { sendTextGlyphs, textGlyphsFromMemory, textLayoutHolds } from "./text-glyphs.js";

export type { RawPage, RawRect, RawSegment } from "./raw-page.js";

/**
 * Builds a MuPDF Device that records glyphs (with boxes), axis-aligned line
 * segments and filled rectangles during one run of a page. Text drawn in
 * invisible mode (OCR layers) is kept; anything fully transparent is not.
 * The glyphs go into the thread's page glyph store (`pageGlyphStore`): they
 * must be read before the next device is made. `release` drops the fonts the
 * device kept; call it once the page is read. Text and path calls are taken
 * as MuPDF makes them (`raw-device-calls.ts`) unless `rawCalls` is false (tests
 * compare the two); either way the same page gives the same result.
 */
export function createCollectDevice(
  deadline = Infinity,
  rawCalls = true,
): {
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

  // A Text or Path comes as an object from the callbacks and as a pointer from a raw call. False only when a
  // pointer's contents could not be read, with nothing collected, so the call can go on to the callbacks.
  const collector = new GlyphCollector(result);
  const collectText = (text: mupdf.Text | number, ctm: mupdf.Matrix): boolean => {
    if (overBudget() || hidden()) return true;
    collector.ctm = ctm;
    collector.region = clip();
    if (typeof text === "number") return textGlyphsFromMemory(text, collector);
    sendTextGlyphs(text, collector);
    return true;
  };
  const collectInvisibleText = (text: mupdf.Text | number, ctm: mupdf.Matrix): boolean => {
    const before = result.glyphs.length;
    collector.invisible = true;
    const collected = collectText(text, ctm);
    collector.invisible = false;
    result.invisibleGlyphs += result.glyphs.length - before;
    return collected;
  };
  const collectPath = (path: mupdf.Path | number, ctm: mupdf.Matrix, sink: SubpathSink): boolean => {
    if (overBudget() || hidden()) return true;
    const walker = new SubpathWalker(ctm, sink);
    if (typeof path !== "number") sendPathPoints(path, walker);
    else if (!pathPointsFromMemory(path, walker)) return false;
    walker.flush(false);
    return true;
  };

  // MuPDF.js wraps every callback argument in a kept object freed only by GC
  // finalizers; dropping them here keeps the WASM heap flat over long documents.
  const device = new mupdf.Device({
    fillText(text, ctm, colorspace, _color, alpha) {
      if (alpha > 0) collectText(text, ctm);
      free(text, colorspace);
    },
    strokeText(text, stroke, ctm, colorspace, _color, alpha) {
      if (alpha > 0) collectText(text, ctm);
      free(text, stroke, colorspace);
    },
    ignoreText(text, ctm) {
      collectInvisibleText(text, ctm);
      free(text);
    },
    fillImage(image, ctm, alpha) {
      if (alpha > 0 && !hidden()) result.images.push(unitSquareBox(ctm));
      free(image);
    },
    strokePath(path, stroke, ctm, colorspace, color, alpha) {
      if (alpha > 0) {
        const grey = greyLevel(colorspace, color, colourTypes);
        collectPath(path, ctm, new StrokedSubpaths(result, strokeWidth(stroke.getLineWidth(), ctm), grey, clip()));
      }
      free(path, stroke, colorspace);
    },
    fillPath(path, _evenOdd, ctm, colorspace, color, alpha) {
      if (alpha > 0) {
        const grey = greyLevel(colorspace, color, colourTypes);
        collectPath(path, ctm, new FilledSubpaths(result, grey, clip()));
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

  if (rawCalls && textLayoutHolds() && pathLayoutHolds() && strokeLayoutHolds()) {
    // The same work as the callbacks above, on the pointers MuPDF hands over, with nothing wrapped or freed.
    // A colour space met for the first time goes through the callbacks, which learn its type.
    const matrix: mupdf.Matrix = [1, 0, 0, 1, 0, 0];
    const colour: number[] = [];
    const readMatrix = (pointer: number) => readFloats(pointer, 6, matrix);
    const greyAt = (colorspace: number, count: number, values: number): number | null => {
      if (count === 0) return 0;
      const type = colourTypes.get(colorspace);
      return type !== undefined && readFloats(values, count, colour) ? greyOfType(type, colour) : null;
    };
    const raw: RawDeviceCalls = {
      fillText: (text, ctm, _colorspace, _count, _color, alpha) =>
        !(alpha > 0) || (readMatrix(ctm) && collectText(text, matrix)),
      strokeText: (text, _stroke, ctm, _colorspace, _count, _color, alpha) =>
        !(alpha > 0) || (readMatrix(ctm) && collectText(text, matrix)),
      ignoreText: (text, ctm) => readMatrix(ctm) && collectInvisibleText(text, matrix),
      strokePath(path, stroke, ctm, colorspace, count, color, alpha) {
        if (!(alpha > 0)) return true;
        const grey = greyAt(colorspace, count, color);
        const lineWidth = strokeWidthAt(stroke);
        if (grey === null || lineWidth === null || !readMatrix(ctm)) return false;
        return collectPath(path, matrix, new StrokedSubpaths(result, strokeWidth(lineWidth, matrix), grey, clip()));
      },
      fillPath(path, _evenOdd, ctm, colorspace, count, color, alpha) {
        if (!(alpha > 0)) return true;
        const grey = greyAt(colorspace, count, color);
        if (grey === null || !readMatrix(ctm)) return false;
        return collectPath(path, matrix, new FilledSubpaths(result, grey, clip()));
      },
    };
    bindRawDeviceCalls(device, raw);
  }
  return { device, result, timedOut: () => late, release: () => collector.release() };
}

/** A stroke's width on the page: its line width (at least 0.1) scaled by the matrix. */
function strokeWidth(lineWidth: number, ctm: mupdf.Matrix): number {
  return Math.max(lineWidth, 0.1) * Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
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
