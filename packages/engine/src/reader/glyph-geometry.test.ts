import { describe, expect, it } from "vitest";
import { emptyPlacement, placeGlyph, placeGlyphInto } from "./glyph-geometry.js";

describe("placeGlyphInto", () => {
  it("fills the given placement with what placeGlyph answers, and a new box for every glyph", () => {
    const ctm = [1, 0, 0, 1, -10, -20];
    const upright = [12, 0, 0, -12, 100, 700];
    const turned = [0, 12, -12, 0, 300, 200];
    const out = emptyPlacement();
    const first = placeGlyphInto(out, upright, ctm, 0.5, 0);
    expect(first).toBe(out);
    const firstBox = first.bbox;
    expect(first).toEqual(placeGlyph(upright, ctm, 0.5, 0));
    const second = placeGlyphInto(out, turned, ctm, 0.6, 0);
    expect(second).toEqual(placeGlyph(turned, ctm, 0.6, 0));
    // The glyph made from the first placement keeps its box: the next placement must not change it.
    expect(second.bbox).not.toBe(firstBox);
    expect(firstBox).toEqual(placeGlyph(upright, ctm, 0.5, 0).bbox);
  });
});
