import type { BBox, TextDirection } from "../types.js";
import { splitAlongReading } from "./ligatures.js";
import type { GlyphStore } from "./glyph-store.js";

/** Adds a multi-letter glyph (box `box`) as one glyph per letter, splitting its box along the reading direction. */
export function splitCluster(
  out: GlyphStore,
  text: string,
  box: BBox,
  fontSize: number,
  fontName: string,
  bold: boolean,
  direction: TextDirection,
): void {
  const letters = Array.from(text);
  const boxes = splitAlongReading(box, letters.length, direction);
  letters.forEach((letter, i) => {
    const b = boxes[i] ?? box;
    out.push(letter, b.x0, b.y0, b.x1, b.y1, fontSize, fontName, bold, direction);
  });
}

/** Adds a letter to the cluster that starts at `clusterStart` (a copy of its first glyph), re-splitting the cluster's box. */
export function appendToCluster(out: GlyphStore, clusterStart: number, letter: string): void {
  if (clusterStart >= out.length) return;
  out.pushCopy(clusterStart, letter);
  let outer = out.boxAt(clusterStart);
  for (let i = clusterStart; i < out.length; i++) {
    const b = out.boxAt(i);
    outer = {
      x0: Math.min(outer.x0, b.x0),
      y0: Math.min(outer.y0, b.y0),
      x1: Math.max(outer.x1, b.x1),
      y1: Math.max(outer.y1, b.y1),
    };
  }
  const boxes = splitAlongReading(outer, out.length - clusterStart, out.directionAt(clusterStart));
  for (let i = clusterStart; i < out.length; i++) out.setBox(i, boxes[i - clusterStart] ?? outer);
}
