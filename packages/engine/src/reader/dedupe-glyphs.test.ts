import { describe, expect, it } from "vitest";
import type { Glyph } from "../types.js";
import { dedupeGlyphs } from "./dedupe-glyphs.js";

function glyph(text: string, x: number, y: number, size = 10): Glyph {
  return {
    text,
    bbox: { x0: x, y0: y, x1: x + size * 0.55, y1: y + size },
    fontSize: size,
    fontName: "Helvetica",
    bold: false,
    direction: 0,
  };
}

describe("dedupeGlyphs", () => {
  it("keeps the first of a letter drawn again on itself, bold only when the copy was offset", () => {
    const a = glyph("A", 100, 100);
    const b = glyph("B", 200, 100);
    const out = dedupeGlyphs([a, glyph("A", 100.3, 100.2), b, glyph("B", 200, 100)]);
    expect(out).toEqual([a, b]);
    expect(a.bold).toBe(true);
    expect(b.bold).toBe(false);
  });

  it("keeps other letters, letters a third of their size away, other directions and blanks", () => {
    const glyphs = [
      glyph("A", 100, 100),
      glyph("B", 100, 100),
      glyph("A", 102, 100),
      { ...glyph("A", 100, 100), direction: 90 as const },
      glyph(" ", 100, 100),
      glyph(" ", 100, 100),
    ];
    expect(dedupeGlyphs(glyphs)).toHaveLength(6);
  });

  it("matches a copy against every glyph kept in a neighbouring cell, in the order they came", () => {
    // Two different letters share a centre cell; the copy of the second must still be found.
    const first = glyph("i", 300, 300, 4);
    const second = glyph("j", 300.2, 300, 4);
    const out = dedupeGlyphs([first, second, glyph("j", 300.4, 300.1, 4)]);
    expect(out).toEqual([first, second]);
    expect(second.bold).toBe(true);
  });

  it("drops glyphs whose centre lies off the page before looking for copies, blanks and boxes that are not numbers too", () => {
    const inside = glyph("A", 10, 10);
    const blankOff = glyph(" ", 598, 10);
    const off = glyph("A", 10.2, -9.9);
    const nan = { ...glyph("B", 50, 50), bbox: { x0: NaN, y0: 50, x1: 55, y1: 60 } };
    // The copy below the top edge stays off the page, so it neither joins the kept A nor turns it bold.
    const out = dedupeGlyphs([inside, blankOff, off, nan, glyph("C", 100, 100)], { width: 600, height: 800 });
    expect(out.map((g) => g.text)).toEqual(["A", "C"]);
    expect(inside.bold).toBe(false);
    // Without a page size every glyph is on it.
    expect(dedupeGlyphs([glyph("A", 10, -9.9)])).toHaveLength(1);
  });
});
