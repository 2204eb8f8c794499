import type { BBox, TextDirection } from "../types.js";
import { turnBox, unturnBox } from "../geometry/rotation.js";

/**
 * A reading frame turns the page so text of one direction reads left to right,
 * top to bottom: the frame's x runs along the text and its y across lines.
 * Only the order of coordinates matters in a frame, so no page size is needed
 * (the page is turned as if it had no size; see geometry/rotation.ts).
 */
export function toFrame(box: BBox, direction: TextDirection): BBox {
  return turnBox(box, direction, 0, 0);
}

/** The inverse of `toFrame`: a frame box back in page coordinates. */
export function fromFrame(box: BBox, direction: TextDirection): BBox {
  return unturnBox(box, direction, 0, 0);
}
