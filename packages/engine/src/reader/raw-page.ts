import type { BBox } from "../types.js";
import type { GlyphStore } from "./glyph-store.js";

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
  /** The glyphs as drawn, before the fake-bold dedupe (the thread's page store: good until the next page's device). */
  glyphs: GlyphStore;
  segments: RawSegment[];
  rects: RawRect[];
  /** Boxes of drawn images. */
  images: BBox[];
  /** Glyphs drawn invisibly (text render mode 3). */
  invisibleGlyphs: number;
}
