import { describe, expect, it } from "vitest";
import { emptyPlacement, placeGlyphAt } from "./glyph-geometry.js";

/** `placeGlyphAt` into a new placement, the matrix given as an array. */
const placeNew = (trm: number[], ctm: number[], advance: number, wmode: number) =>
  placeGlyphAt(emptyPlacement(), trm[0]!, trm[1]!, trm[2]!, trm[3]!, trm[4]!, trm[5]!, ctm, advance, wmode);

describe("placeGlyphAt", () => {
  it("fills the given placement with what a new one gets, the box as numbers of the placement", () => {
    const ctm = [1, 0, 0, 1, -10, -20];
    const upright = [12, 0, 0, -12, 100, 700];
    const turned = [0, 12, -12, 0, 300, 200];
    const out = emptyPlacement();
    const first = placeGlyphAt(out, 12, 0, 0, -12, 100, 700, ctm, 0.5, 0);
    expect(first).toBe(out);
    expect(first).toEqual(placeNew(upright, ctm, 0.5, 0));
    expect(Object.keys(first)).toEqual(Object.keys(emptyPlacement()));
    const second = placeGlyphAt(out, 0, 12, -12, 0, 300, 200, ctm, 0.6, 0);
    expect(second).toEqual(placeNew(turned, ctm, 0.6, 0));
    expect(placeNew(upright, ctm, 0.5, 0)).toMatchObject({ x0: 90, x1: 96, y0: 670.4, y1: 682.4, fontSize: 12 });
    expect(placeNew(turned, ctm, 0.6, 0).direction).not.toBe(0);
  });
});
