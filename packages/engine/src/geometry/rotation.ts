import type { BBox, TextDirection } from "../types.js";
import { isBlank } from "../text/blank.js";

/**
 * Quarter-turn rotation, the one place its arithmetic lives. A direction is
 * degrees counter-clockwise (0, 90, 180, 270), as in `Glyph.direction`: 90 is
 * text reading up the page, 270 down it. Turning a page "for" a direction
 * rotates it so text of that direction reads left to right, top to bottom;
 * coordinates are top-left origin, y down, as everywhere in the engine.
 */

/** The nearest quarter turn to `degrees`, in 0..270 (negative and >= 360 angles wrap). */
export function quarterTurn(degrees: number): TextDirection {
  return ((((Math.round(degrees / 90) % 4) + 4) % 4) * 90) as TextDirection;
}

/** 0, 1, 2, 3 for 0, 90, 180, 270: the slot of a direction in a per-direction array. */
export function quarterIndex(direction: TextDirection): 0 | 1 | 2 | 3 {
  return (direction / 90) as 0 | 1 | 2 | 3;
}

/**
 * A box on a `width` x `height` page, on the page turned for `direction`.
 * Pass width = height = 0 when only the order of coordinates matters (a
 * reading frame): the turned box is then offset but keeps its size and order.
 * Direction 0 returns the box itself (no copy).
 */
export function turnBox(b: BBox, direction: TextDirection, width: number, height: number): BBox {
  switch (direction) {
    case 0:
      return b;
    case 90:
      // Text runs up the page: the page's bottom edge becomes the turned page's left.
      return { x0: height - b.y1, y0: b.x0, x1: height - b.y0, y1: b.x1 };
    case 180:
      return { x0: width - b.x1, y0: height - b.y1, x1: width - b.x0, y1: height - b.y0 };
    case 270:
      // Text runs down the page: the page's top edge becomes the turned page's left.
      return { x0: b.y0, y0: width - b.x1, x1: b.y1, y1: width - b.x0 };
  }
}

/** The inverse of `turnBox`: a box on the turned page back on the `width` x `height` page. */
export function unturnBox(b: BBox, direction: TextDirection, width: number, height: number): BBox {
  switch (direction) {
    case 0:
      return b;
    case 90:
      return { x0: b.y0, y0: height - b.x1, x1: b.y1, y1: height - b.x0 };
    case 180:
      return { x0: width - b.x1, y0: height - b.y1, x1: width - b.x0, y1: height - b.y0 };
    case 270:
      return { x0: width - b.y1, y0: b.x0, x1: width - b.y0, y1: b.x1 };
  }
}

/** The size of a `width` x `height` page turned for `direction`: a quarter turn swaps the sides. */
export function turnedSize(direction: TextDirection, width: number, height: number): { width: number; height: number } {
  return direction === 90 || direction === 270 ? { width: height, height: width } : { width, height };
}

/**
 * How many of the items read in each direction (indexed by `quarterIndex`),
 * and the total counted. With `skipBlank`, whitespace items are not counted:
 * spaces carry no reliable direction.
 */
export function countDirections(
  items: readonly { direction: TextDirection; text: string }[],
  skipBlank: boolean,
): { counts: [number, number, number, number]; total: number } {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  let total = 0;
  for (const g of items) {
    if (skipBlank && isBlank(g.text)) continue;
    counts[quarterIndex(g.direction)] += 1;
    total++;
  }
  return { counts, total };
}
