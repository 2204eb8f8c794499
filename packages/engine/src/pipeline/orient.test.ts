import { describe, expect, it } from "vitest";
import type { BBox, Glyph, PageContent, TextDirection } from "../types.js";
import { orientPage } from "./orient.js";

const glyph = (x: number, y: number, direction: TextDirection, text = "a"): Glyph => ({
  text,
  bbox: { x0: x, y0: y, x1: x + 5, y1: y + 8 },
  fontSize: 10,
  fontName: "Helvetica",
  bold: false,
  direction,
});

/** A portrait page with `rotated` glyphs reading in `direction` and `upright` ones reading left to right. */
function page(direction: TextDirection, rotated: number, upright: number): PageContent {
  const glyphs = [
    ...Array.from({ length: rotated }, (_, i) => glyph(100 + (i % 10) * 6, 100 + Math.floor(i / 10) * 12, direction)),
    ...Array.from({ length: upright }, (_, i) => glyph(300 + (i % 10) * 6, 600 + Math.floor(i / 10) * 12, 0)),
    glyph(50, 50, direction, " "),
  ];
  return {
    page: 1,
    width: 612,
    height: 792,
    rotation: 0,
    glyphs,
    rulings: [{ orientation: "horizontal", x0: 100, y0: 300, x1: 400, y1: 300, width: 0.5 }],
    filledRects: [{ bbox: { x0: 100, y0: 310, x1: 400, y1: 330 }, grey: 0.9 }],
  };
}

const box: BBox = { x0: 120, y0: 200, x1: 260, y1: 250 };

describe("orientPage", () => {
  it("leaves a page of upright text as it is", () => {
    const content = page(90, 10, 40);
    const oriented = orientPage(content);
    expect(oriented.turnedBy).toBe(0);
    expect(oriented.content).toBe(content);
    expect(oriented.toPage(box)).toEqual(box);
  });

  for (const direction of [90, 270] as const) {
    it(`turns a page whose text mostly reads at ${direction} degrees, and maps boxes back`, () => {
      const oriented = orientPage(page(direction, 40, 10));
      expect(oriented.turnedBy).toBe(direction);
      expect([oriented.content.width, oriented.content.height]).toEqual([792, 612]);
      // the rotated text now reads left to right; the upright minority is turned the other way
      const directions = oriented.content.glyphs.filter((g) => g.text.trim() !== "").map((g) => g.direction);
      expect(directions.filter((d) => d === 0)).toHaveLength(40);
      expect(directions.filter((d) => d === (360 - direction) % 360)).toHaveLength(10);
      // a horizontal rule becomes vertical, with its length kept
      const rule = oriented.content.rulings[0]!;
      expect(rule.orientation).toBe("vertical");
      expect(rule.y1 - rule.y0).toBe(300);
      expect(oriented.content.filledRects[0]!.bbox.y1 - oriented.content.filledRects[0]!.bbox.y0).toBe(300);
      // boxes round-trip, and everything stays on the turned page
      expect(oriented.toPage(oriented.toTurned(box))).toEqual(box);
      for (const g of oriented.content.glyphs) {
        expect(g.bbox.x0).toBeGreaterThanOrEqual(0);
        expect(g.bbox.x1).toBeLessThanOrEqual(792);
        expect(g.bbox.y1).toBeLessThanOrEqual(612);
      }
    });
  }

  it("turns an upside-down page in place", () => {
    const oriented = orientPage(page(180, 40, 0));
    expect(oriented.turnedBy).toBe(180);
    expect([oriented.content.width, oriented.content.height]).toEqual([612, 792]);
    expect(oriented.toTurned(box)).toEqual({ x0: 612 - 260, y0: 792 - 250, x1: 612 - 120, y1: 792 - 200 });
    expect(oriented.content.rulings[0]!.orientation).toBe("horizontal");
  });

  it("needs a majority: half the glyphs rotated is not enough", () => {
    expect(orientPage(page(90, 25, 25)).turnedBy).toBe(0);
  });
});
