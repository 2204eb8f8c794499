import type { Glyph } from "../types.js";
import { splitAlongReading } from "./ligatures.js";
import { glyphWith } from "./glyph-copy.js";

/** Pushes a multi-letter glyph as one glyph per letter, splitting its box. */
export function splitCluster(out: Glyph[], glyph: Glyph): void {
  const letters = Array.from(glyph.text);
  const boxes = splitAlongReading(glyph.bbox, letters.length, glyph.direction);
  letters.forEach((letter, i) => out.push(glyphWith(glyph, letter, boxes[i] ?? glyph.bbox, glyph.direction)));
}

/** Adds a letter to the cluster that starts at `clusterStart`, re-splitting the cluster's box. */
export function appendToCluster(out: Glyph[], clusterStart: number, letter: string): void {
  const members = out.splice(clusterStart);
  const first = members[0];
  if (!first) return;
  members.push(glyphWith(first, letter, first.bbox, first.direction));
  let outer = first.bbox;
  for (const g of members)
    outer = {
      x0: Math.min(outer.x0, g.bbox.x0),
      y0: Math.min(outer.y0, g.bbox.y0),
      x1: Math.max(outer.x1, g.bbox.x1),
      y1: Math.max(outer.y1, g.bbox.y1),
    };
  const boxes = splitAlongReading(outer, members.length, first.direction);
  members.forEach((g, i) => out.push(glyphWith(g, g.text, boxes[i] ?? outer, g.direction)));
}
