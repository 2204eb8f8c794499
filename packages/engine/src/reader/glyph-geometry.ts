import type { TextDirection } from "../types.js";
import { quarterTurn } from "../geometry/rotation.js";

/** Font-space extent of a glyph above and below the baseline, in ems; fonts rarely tell us better. */
export const ASCENT = 0.8;
export const DESCENT = -0.2;

/** Where one glyph landed on the page: its box x0, y0, x1, y1 as numbers of the placement itself. */
export interface GlyphPlacement {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  direction: TextDirection;
  /** Height of the em box across the baseline, in points. */
  fontSize: number;
  /** Width of the em box along the baseline, in points: less than `fontSize` for type squeezed by `Tz`. */
  widthSize: number;
  /** Pen position (baseline start) on the page. */
  originX: number;
  originY: number;
}

/** A placement to be filled in again for every glyph (see `placeGlyphAt`). */
export function emptyPlacement(): GlyphPlacement {
  return { x0: 0, y0: 0, x1: 0, y1: 0, direction: 0, fontSize: 0, widthSize: 0, originX: 0, originY: 0 };
}

/**
 * Places a glyph: `ta..tf` is the text rendering matrix from MuPDF's text
 * (text-glyphs.ts), `ctm` the device matrix, `advance` the glyph width in ems.
 * Horizontal writing boxes span [0, advance] x [DESCENT, ASCENT] in font
 * space; vertical writing (wmode 1) boxes hang below the pen by `advance`.
 * Fills `out` and returns it: the collecting device places every glyph of a
 * page and copies the numbers into its flat glyph store (glyph-store.ts), so
 * neither a placement nor a box is made per glyph.
 */
export function placeGlyphAt(
  out: GlyphPlacement,
  ta: number,
  tb: number,
  tc: number,
  td: number,
  te: number,
  tf: number,
  ctm: readonly number[],
  advance: number,
  wmode: number,
): GlyphPlacement {
  // Indexed reads, not destructuring: this runs once per glyph and the iterator protocol shows in profiles.
  const ca = ctm[0] ?? 1,
    cb = ctm[1] ?? 0,
    cc = ctm[2] ?? 0,
    cd = ctm[3] ?? 1,
    ce = ctm[4] ?? 0,
    cf = ctm[5] ?? 0;
  const a = ta * ca + tb * cc;
  const b = ta * cb + tb * cd;
  const c = tc * ca + td * cc;
  const d = tc * cb + td * cd;
  const e = te * ca + tf * cc + ce;
  const f = te * cb + tf * cd + cf;
  let fx0: number, fx1: number, fy0: number, fy1: number;
  if (wmode === 1) {
    fx0 = -0.5;
    fx1 = 0.5;
    fy0 = -advance;
    fy1 = 0;
  } else {
    fx0 = 0;
    fx1 = advance > 0 ? advance : 0.5;
    fy0 = DESCENT;
    fy1 = ASCENT;
  }
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (let i = 0; i < 4; i++) {
    const fx = i & 1 ? fx1 : fx0;
    const fy = i & 2 ? fy1 : fy0;
    const x = a * fx + c * fy + e;
    const y = b * fx + d * fy + f;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  // Math.hypot is slow; for unrotated text (b = 0) it is exactly |a|.
  const xScale = b === 0 ? Math.abs(a) : Math.hypot(a, b);
  const fontSize = xScale > 0 ? Math.abs(a * d - b * c) / xScale : Math.hypot(c, d);
  out.x0 = x0;
  out.y0 = y0;
  out.x1 = x1;
  out.y1 = y1;
  out.direction = directionOf(a, b, wmode);
  out.fontSize = fontSize;
  out.widthSize = xScale;
  out.originX = e;
  out.originY = f;
  return out;
}

/** Reading direction from the device-space x axis of the text (y grows downwards). */
function directionOf(a: number, b: number, wmode: number): TextDirection {
  // atan2(-0, a > 0) is 0: skip the call for upright text, the common case.
  let degrees = b === 0 && a > 0 ? 0 : (Math.atan2(-b, a) * 180) / Math.PI;
  if (wmode === 1) degrees -= 90;
  return quarterTurn(degrees);
}
