import { describe, expect, it } from "vitest";
import { emptyPlacement, placeGlyph, placeGlyphInto } from "./glyph-geometry.js";

describe("placeGlyphInto", () => {
  it("fills the given placement with what placeGlyph answers, the box as numbers of the placement", () => {
    const ctm = [1, 0, 0, 1, -10, -20];
    const upright = [12, 0, 0, -12, 100, 700];
    const turned = [0, 12, -12, 0, 300, 200];
    const out = emptyPlacement();
    const first = placeGlyphInto(out, upright, ctm, 0.5, 0);
    expect(first).toBe(out);
    expect(first).toEqual(placeGlyph(upright, ctm, 0.5, 0));
    expect(Object.keys(first)).toEqual(Object.keys(emptyPlacement()));
    const second = placeGlyphInto(out, turned, ctm, 0.6, 0);
    expect(second).toEqual(placeGlyph(turned, ctm, 0.6, 0));
    expect(placeGlyph(upright, ctm, 0.5, 0)).toMatchObject({ x0: 90, x1: 96, y0: 670.4, y1: 682.4, fontSize: 12 });
  });
});
