import type { BBox, TextDirection } from "../types.js";

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
  const W = pageWidth,
    H = pageHeight;
  switch (direction) {
    case 0:
      return { direction, toFrame: (b) => ({ ...b }), toPage: (b) => ({ ...b }) };
    case 90:
      // Text runs up the page: the page's bottom edge becomes the frame's left.
      return {
        direction,
        toFrame: (b) => ({ x0: H - b.y1, x1: H - b.y0, y0: b.x0, y1: b.x1 }),
        toPage: (b) => ({ x0: b.y0, x1: b.y1, y0: H - b.x1, y1: H - b.x0 }),
      };
    case 270:
      // Text runs down the page: the page's top edge becomes the frame's left.
      return {
        direction,
        toFrame: (b) => ({ x0: b.y0, x1: b.y1, y0: W - b.x1, y1: W - b.x0 }),
        toPage: (b) => ({ x0: W - b.y1, x1: W - b.y0, y0: b.x0, y1: b.x1 }),
      };
    case 180:
      return {
        direction,
        toFrame: (b) => ({ x0: W - b.x1, x1: W - b.x0, y0: H - b.y1, y1: H - b.y0 }),
        toPage: (b) => ({ x0: W - b.x1, x1: W - b.x0, y0: H - b.y1, y1: H - b.y0 }),
      };
  }
}
