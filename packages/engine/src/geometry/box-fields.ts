import type { BBox } from "../types.js";

/*
 * A boxed item's edges and sizes, and the common orders, as callbacks for `mapNumbers`, `sort`
 * and the like. They are module-level functions rather than arrows written at each call: an arrow
 * inside a function is a new closure on each call, and V8 keeps a callback's optimised code only
 * while a closure holding it lives, so once warm such an arrow was compiled again after each
 * garbage collection (bench/README.md, issue #17).
 */

type Boxed = { readonly bbox: BBox };

export const leftOf = (item: Boxed): number => item.bbox.x0;
export const rightOf = (item: Boxed): number => item.bbox.x1;
export const topOf = (item: Boxed): number => item.bbox.y0;
export const bottomOf = (item: Boxed): number => item.bbox.y1;
export const widthOf = (item: Boxed): number => item.bbox.x1 - item.bbox.x0;
export const heightOf = (item: Boxed): number => item.bbox.y1 - item.bbox.y0;
export const fontSizeOf = (item: { readonly fontSize: number }): number => item.fontSize;

/** Items by their left edge. */
export const byLeft = (a: Boxed, b: Boxed): number => a.bbox.x0 - b.bbox.x0;
/** Items by their top edge, then their left edge. */
export const byTopThenLeft = (a: Boxed, b: Boxed): number => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0;
export const ascending = (a: number, b: number): number => a - b;
export const descending = (a: number, b: number): number => b - a;
