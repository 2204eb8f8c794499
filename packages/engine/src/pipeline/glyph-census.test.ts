import { describe, expect, it } from "vitest";
import type { Glyph, TextDirection } from "../types.js";
import { countDirections } from "../geometry/rotation.js";
import { glyphCensus } from "./glyph-census.js";
import { textLayerWarning } from "./page-warnings.js";

const glyph = (text: string, direction: TextDirection = 0): Glyph => ({
  text,
  bbox: { x0: 0, y0: 0, x1: 5, y1: 10 },
  fontSize: 10,
  fontName: "Helvetica",
  bold: false,
  direction,
});

describe("glyphCensus", () => {
  it("counts what the text-layer warning and the page turn count, in one walk", () => {
    const glyphs = [
      glyph("A"),
      glyph(" ", 90),
      glyph("\uFFFD", 90),
      glyph("\uE001", 270),
      glyph("\t"),
      glyph("b", 180),
      glyph("c", 90),
    ];
    const census = glyphCensus(glyphs);
    expect(census.directions).toEqual(countDirections(glyphs, true));
    expect(census.directions).toEqual({ counts: [1, 2, 1, 1], total: 5 });
    // U+FFFD, private use and control codes (the tab, blank as well) are unreadable.
    expect(census.unreadable).toBe(3);
  });

  it("gives the text-layer warning the same answer as its own count", () => {
    const page = (glyphs: Glyph[]) => ({
      page: 1,
      width: 600,
      height: 800,
      rotation: 0,
      glyphs,
      rulings: [],
      filledRects: [],
      images: [],
      invisibleGlyphs: 0,
    });
    for (const glyphs of [
      [glyph("\uFFFD"), glyph("\uFFFD"), glyph("a")],
      [glyph("a"), glyph("b"), glyph("\uFFFD")],
    ]) {
      const content = page(glyphs);
      expect(textLayerWarning(content, glyphCensus(glyphs).unreadable)).toEqual(textLayerWarning(content));
    }
    expect(textLayerWarning(page([glyph("\uFFFD"), glyph("\uFFFD"), glyph("a")]))?.code).toBe("no_text_layer");
  });
});
