import type { BBox, Glyph, TextDirection } from "../types.js";

/**
 * A copy of a glyph with another text, box and direction, spelled out with
 * the collecting device's glyph keys in its order. A spread copy (`{ ...g,
 * bbox }`) gets a hidden class of that spread's own in Node 20's V8, so pages
 * with ligatures or turned text gave every stage after the read glyphs of
 * two or three shapes (with-fields.ts; bench/README.md, issue #17).
 */
export function glyphWith(g: Glyph, text: string, bbox: BBox, direction: TextDirection): Glyph {
  return { text, bbox, fontSize: g.fontSize, fontName: g.fontName, bold: g.bold, direction };
}
