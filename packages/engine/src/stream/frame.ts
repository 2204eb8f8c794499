import type { BBox, TextDirection } from "../types.js";
import { turnBox, unturnBox } from "../geometry/rotation.js";

/**
 * A rotation that turns text of one direction upright, so the detector only
 * ever reads left-to-right tables; `toPage` maps results back to the page.
 */
export interface Frame {
  direction: TextDirection;
  /** Page box to upright-frame box. */
  toFrame(b: BBox): BBox;
  /** Upright-frame box back to page box. */
  toPage(b: BBox): BBox;
}

/** The frame that makes text of `direction` (degrees counter-clockwise) read left to right. */
export function frameFor(direction: TextDirection, pageWidth: number, pageHeight: number): Frame {
  // Upright boxes are copied, so a caller may change a frame box without touching the page's.
  if (direction === 0) return { direction, toFrame: (b) => ({ ...b }), toPage: (b) => ({ ...b }) };
  return {
    direction,
    toFrame: (b) => turnBox(b, direction, pageWidth, pageHeight),
    toPage: (b) => unturnBox(b, direction, pageWidth, pageHeight),
  };
}
