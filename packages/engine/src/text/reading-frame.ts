import type { BBox, TextDirection } from "../types.js";

/**
 * A reading frame turns the page so text of one direction reads left to right,
 * top to bottom: the frame's x runs along the text and its y across lines.
 * Only the order of coordinates matters in a frame, so no page size is needed.
 */
export function toFrame(box: BBox, direction: TextDirection): BBox {
  switch (direction) {
    case 0:
      return box;
    case 90:
      return { x0: -box.y1, y0: box.x0, x1: -box.y0, y1: box.x1 };
    case 180:
      return { x0: -box.x1, y0: -box.y1, x1: -box.x0, y1: -box.y0 };
    case 270:
      return { x0: box.y0, y0: -box.x1, x1: box.y1, y1: -box.x0 };
  }
}

/** The inverse of `toFrame`: a frame box back in page coordinates. */
export function fromFrame(box: BBox, direction: TextDirection): BBox {
  switch (direction) {
    case 0:
      return box;
    case 90:
      return { x0: box.y0, y0: -box.x1, x1: box.y1, y1: -box.x0 };
    case 180:
      return { x0: -box.x1, y0: -box.y1, x1: -box.x0, y1: -box.y0 };
    case 270:
      return { x0: -box.y1, y0: box.x0, x1: -box.y0, y1: box.x1 };
  }
}
