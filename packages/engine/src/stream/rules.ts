import type { BBox, PageContent } from "../types.js";
import type { Frame } from "./frame.js";
import { overlap1d } from "./geometry.js";
import type { HorizontalRule, Stripe } from "./model.js";
import type { StreamSettings } from "./settings.js";
import { mapList } from "../flatten.js";

/** A filled box at most this thick (pt) and ... */
const MAX_RULE_THICKNESS = 2;
/** ... longer than this (pt) is a rule drawn as a rectangle. */
const MIN_RULE_LENGTH = 20;
/** Rules closer than this (pt) are one rule drawn twice (a double underline's halves, overprinting). */
const RULE_MERGE_DISTANCE = 1.5;
/** A shaded band lower than this share of a line height is a rule, not a zebra stripe. */
const MIN_STRIPE_LINES = 0.5;

/** Shading lighter than this grey level is treated as page background. */
const WHITE = 0.97;

/** The page's rulings that run horizontally in the frame (vertical ones for rotated text). */
export function frameRules(content: PageContent, frame: Frame): HorizontalRule[] {
  const out: HorizontalRule[] = [];
  for (const r of content.rulings) {
    const b = frame.toFrame({
      x0: Math.min(r.x0, r.x1),
      y0: Math.min(r.y0, r.y1),
      x1: Math.max(r.x0, r.x1),
      y1: Math.max(r.y0, r.y1),
    });
    if (b.x1 - b.x0 > b.y1 - b.y0) out.push({ y: (b.y0 + b.y1) / 2, x0: b.x0, x1: b.x1 });
  }
  // Long thin filled boxes are drawn rules too.
  for (const f of content.filledRects) {
    const b = frame.toFrame(f.bbox);
    if (b.y1 - b.y0 <= MAX_RULE_THICKNESS && b.x1 - b.x0 > MIN_RULE_LENGTH)
      out.push({ y: (b.y0 + b.y1) / 2, x0: b.x0, x1: b.x1 });
  }
  return out.sort(byY);
}

/** The page's rulings that run vertically in the frame, as x with their vertical extent. */
export function frameVerticalRules(content: PageContent, frame: Frame): { x: number; y0: number; y1: number }[] {
  const out: { x: number; y0: number; y1: number }[] = [];
  for (const r of content.rulings) {
    const b = frame.toFrame({
      x0: Math.min(r.x0, r.x1),
      y0: Math.min(r.y0, r.y1),
      x1: Math.max(r.x0, r.x1),
      y1: Math.max(r.y0, r.y1),
    });
    if (b.y1 - b.y0 > b.x1 - b.x0) out.push({ x: (b.x0 + b.x1) / 2, y0: b.y0, y1: b.y1 });
  }
  return out;
}

/** Shaded rectangles in the frame (candidate zebra stripes). */
export function frameShades(content: PageContent, frame: Frame): BBox[] {
  return mapList(
    content.filledRects.filter((f) => f.grey < WHITE),
    (f) => frame.toFrame(f.bbox),
  );
}

/** Rules covering most of the region's width and lying within `margin` of it vertically. */
export function rulesAcross(
  region: BBox,
  rules: readonly HorizontalRule[],
  margin: number,
  settings: StreamSettings,
): number[] {
  const width = region.x1 - region.x0;
  const ys: number[] = [];
  for (const r of rules)
    if (
      r.y >= region.y0 - margin &&
      r.y <= region.y1 + margin &&
      overlap1d(r.x0, r.x1, region.x0, region.x1) >= settings.ruleCoverRatio * width
    )
      ys.push(r.y);
  return dedupe(ys, RULE_MERGE_DISTANCE);
}

/** Shaded bands covering most of the region's width, no taller than a row wrapped over a few lines. */
export function stripesAcross(
  region: BBox,
  shades: readonly BBox[],
  lineHeight: number,
  settings: StreamSettings,
): Stripe[] {
  const width = region.x1 - region.x0;
  const out: Stripe[] = [];
  for (const s of shades) {
    const rowHigh = s.y1 - s.y0 <= settings.stripeMaxLines * lineHeight && s.y1 - s.y0 >= MIN_STRIPE_LINES * lineHeight;
    if (
      rowHigh &&
      overlap1d(s.y0, s.y1, region.y0, region.y1) > 0 &&
      overlap1d(s.x0, s.x1, region.x0, region.x1) >= settings.stripeCoverRatio * width
    )
      out.push({ y0: s.y0, y1: s.y1 });
  }
  return out.sort(byTop);
}

const byTop = (a: Stripe, b: Stripe) => a.y0 - b.y0;
const byY = (a: HorizontalRule, b: HorizontalRule) => a.y - b.y;
const ascending = (a: number, b: number) => a - b;

function dedupe(values: number[], tol: number): number[] {
  const out: number[] = [];
  for (const v of [...values].sort(ascending)) {
    if (!out.length || v - out[out.length - 1]! > tol) out.push(v);
  }
  return out;
}
