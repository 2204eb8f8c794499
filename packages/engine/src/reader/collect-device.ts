import * as mupdf from "mupdf";
import type { BBox, Glyph } from "../types.js";
import { greyLevel } from "./colour.js";
import { placeGlyph } from "./glyph-geometry.js";
import { expandLigature, splitAlongReading } from "./ligatures.js";

/** An axis-aligned line piece as drawn, before joining and snapping. */
export interface RawSegment {
  orientation: "horizontal" | "vertical";
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  width: number;
  grey: number;
}

/** A filled axis-aligned rectangle as drawn. */
export interface RawRect {
  bbox: BBox;
  grey: number;
}

/** Everything one page's display pass produced. */
export interface RawPage {
  glyphs: Glyph[];
  segments: RawSegment[];
  rects: RawRect[];
}

/** Rectangles thinner than this are rulings drawn as fills, not shading. */
export const MAX_RULE_THICKNESS = 2.5;
/** A line piece this far off axis (points per point of length) is still treated as straight. */
const AXIS_SLOPE = 0.02;

interface FontInfo {
  name: string;
  bold: boolean;
}

/**
 * Builds a MuPDF Device that records glyphs (with boxes), axis-aligned line
 * segments and filled rectangles during one run of a page. Text drawn in
 * invisible mode (OCR layers) is kept; anything fully transparent is not.
 */
export function createCollectDevice(deadline = Infinity): { device: mupdf.Device; result: RawPage; timedOut: () => boolean } {
  const result: RawPage = { glyphs: [], segments: [], rects: [] };
  // Checking the clock on every call would cost more than the work; every 256 calls is enough.
  let calls = 0;
  let late = false;
  const overBudget = () => {
    if (late) return true;
    if ((++calls & 255) === 0 && performance.now() > deadline) late = true;
    return late;
  };
  const fonts = new Map<unknown, FontInfo>();
  let clusterStart = 0;

  const fontInfo = (font: mupdf.Font): FontInfo => {
    const key = (font as unknown as { pointer: unknown }).pointer;
    let info = fonts.get(key);
    if (!info) {
      const name = font.getName();
      info = { name: stripSubsetTag(name), bold: font.isBold() || /bold|black|heavy|semibold|demi/i.test(name) };
      fonts.set(key, info);
    }
    return info;
  };

  const walkText = (text: mupdf.Text, ctm: mupdf.Matrix) => {
    if (overBudget()) return;
    text.walk({
      showGlyph(font, trm, gid, unicode, wmode) {
        const info = fontInfo(font);
        const advance = gid >= 0 ? font.advanceGlyph(gid, wmode) : 0;
        const placed = placeGlyph(trm, ctm, advance, wmode);
        const raw = unicode > 0 ? String.fromCodePoint(unicode) : "\uFFFD";
        if (gid < 0 && clusterStart < result.glyphs.length && unicode > 0) {
          // Extra characters of one glyph cluster (a ligature mapped to several letters): share its box.
          appendToCluster(result.glyphs, clusterStart, raw);
          return;
        }
        clusterStart = result.glyphs.length;
        const expanded = expandLigature(raw);
        const glyph: Glyph = {
          text: expanded,
          bbox: placed.bbox,
          fontSize: placed.fontSize,
          fontName: info.name,
          bold: info.bold,
          direction: placed.direction,
        };
        if (expanded.length > 1) splitCluster(result.glyphs, glyph);
        else result.glyphs.push(glyph);
      },
    });
  };

  const walkPath = (path: mupdf.Path, ctm: mupdf.Matrix, onSubpath: (pts: number[], closed: boolean) => void) => {
    if (overBudget()) return;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = ctm;
    let pts: number[] = [];
    const flush = (closed: boolean) => {
      if (pts.length >= 4) onSubpath(pts, closed);
      pts = [];
    };
    path.walk({
      moveTo(x, y) {
        flush(false);
        pts.push(a * x + c * y + e, b * x + d * y + f);
      },
      lineTo(x, y) {
        pts.push(a * x + c * y + e, b * x + d * y + f);
      },
      curveTo(_x1, _y1, _x2, _y2, x3, y3) {
        // A curve ends a straight run; keep its end as the start of the next one.
        flush(false);
        pts.push(a * x3 + c * y3 + e, b * x3 + d * y3 + f);
      },
      closePath() {
        const sx = pts[0], sy = pts[1];
        flush(true);
        if (sx !== undefined && sy !== undefined) pts.push(sx, sy);
      },
    });
    flush(false);
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
      walkText(text, ctm);
      free(text);
    },
    strokePath(path, stroke, ctm, colorspace, color, alpha) {
      if (alpha > 0) {
        const grey = greyLevel(colorspace, color);
        const width = Math.max(stroke.getLineWidth(), 0.1) * Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
        walkPath(path, ctm, (pts, closed) => {
          const n = pts.length / 2;
          for (let i = 0; i < n - 1 + (closed ? 1 : 0); i++) {
            const j = (i + 1) % n;
            addSegment(result.segments, pts[2 * i]!, pts[2 * i + 1]!, pts[2 * j]!, pts[2 * j + 1]!, width, grey);
          }
        });
      }
      free(path, stroke, colorspace);
    },
    fillPath(path, _evenOdd, ctm, colorspace, color, alpha) {
      if (alpha > 0) {
        const grey = greyLevel(colorspace, color);
        walkPath(path, ctm, (pts) => {
          const box = axisRectangle(pts);
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
        });
      }
      free(path, colorspace);
    },
  });
  return { device, result, timedOut: () => late };
}

/** Drops MuPDF objects handed to a device callback. */
function free(...objects: { destroy(): void }[]): void {
  for (const o of objects) o.destroy();
}

/** Records one straight piece if it runs along an axis. */
function addSegment(out: RawSegment[], xa: number, ya: number, xb: number, yb: number, width: number, grey: number): void {
  const dx = Math.abs(xb - xa);
  const dy = Math.abs(yb - ya);
  if (dx === 0 && dy === 0) return;
  if (dy <= Math.max(0.5, dx * AXIS_SLOPE) && dx >= dy) {
    const y = (ya + yb) / 2;
    out.push({ orientation: "horizontal", x0: Math.min(xa, xb), y0: y, x1: Math.max(xa, xb), y1: y, width, grey });
  } else if (dx <= Math.max(0.5, dy * AXIS_SLOPE)) {
    const x = (xa + xb) / 2;
    out.push({ orientation: "vertical", x0: x, y0: Math.min(ya, yb), x1: x, y1: Math.max(ya, yb), width, grey });
  }
}

/** The box of a closed subpath when it is an axis-aligned rectangle, else null. */
export function axisRectangle(pts: readonly number[]): BBox | null {
  const n = pts.length / 2;
  if (n < 4 || n > 6) return null;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = pts[2 * i]!, y = pts[2 * i + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const tol = 0.5;
  for (let i = 0; i < n; i++) {
    const x = pts[2 * i]!, y = pts[2 * i + 1]!;
    const onX = Math.abs(x - x0) <= tol || Math.abs(x - x1) <= tol;
    const onY = Math.abs(y - y0) <= tol || Math.abs(y - y1) <= tol;
    if (!onX || !onY) return null;
  }
  return { x0, y0, x1, y1 };
}

/** Pushes a multi-letter glyph as one glyph per letter, splitting its box. */
function splitCluster(out: Glyph[], glyph: Glyph): void {
  const letters = Array.from(glyph.text);
  const boxes = splitAlongReading(glyph.bbox, letters.length, glyph.direction);
  letters.forEach((letter, i) => out.push({ ...glyph, text: letter, bbox: boxes[i] ?? glyph.bbox }));
}

/** Adds a letter to the cluster that starts at `clusterStart`, re-splitting the cluster's box. */
function appendToCluster(out: Glyph[], clusterStart: number, letter: string): void {
  const members = out.splice(clusterStart);
  const first = members[0];
  if (!first) return;
  members.push({ ...first, text: letter });
  let outer = first.bbox;
  for (const g of members) outer = { x0: Math.min(outer.x0, g.bbox.x0), y0: Math.min(outer.y0, g.bbox.y0), x1: Math.max(outer.x1, g.bbox.x1), y1: Math.max(outer.y1, g.bbox.y1) };
  const boxes = splitAlongReading(outer, members.length, first.direction);
  members.forEach((g, i) => out.push({ ...g, bbox: boxes[i] ?? outer }));
}

/** Drops the subset prefix (`ABCDEF+Helvetica` -> `Helvetica`). */
function stripSubsetTag(name: string): string {
  return /^[A-Z]{6}\+/.test(name) ? name.slice(7) : name;
}
