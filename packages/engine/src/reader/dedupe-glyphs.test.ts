import { describe, expect, it, vi } from "vitest";
import type { Glyph } from "../types.js";
import { dedupeGlyphs } from "./dedupe-glyphs.js";
import { CellIndex } from "./cell-index.js";

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

describe("dedupeGlyphs on a page (occupied cells rule searches out)", () => {
  const page = { width: 100.5, height: 70.2 };
  // Small glyphs, so a copy offset by up to a point and a half still counts as one.
  const at = (text: string, cx: number, cy: number): Glyph => ({
    ...glyph(text, 0, 0, 9),
    bbox: { x0: cx - 2.5, y0: cy - 4.5, x1: cx + 2.5, y1: cy + 4.5 },
  });

  it("finds the copy in each of the 9 cells around a glyph, at the page's edges and across words of the bit set", () => {
    const centres: [number, number][] = [];
    for (const cx of [0, 1, 31, 32, 33, 50, 99, 100.5])
      for (const cy of [0, 1, 29, 30, 31, 32, 33, 69, 70.2]) centres.push([cx, cy]);
    for (const [cx, cy] of centres) {
      for (const dx of [-1, 0, 1]) {
        for (const dy of [-1, 0, 1]) {
          const kept = at("A", cx, cy);
          const copy = at("A", cx + dx, cy + dy);
          const onPage = cx + dx >= 0 && cy + dy >= 0 && cx + dx <= page.width && cy + dy <= page.height;
          const out = dedupeGlyphs([kept, copy], page);
          expect(out).toEqual([kept]);
          expect(kept.bold).toBe(onPage && (dx !== 0 || dy !== 0));
        }
      }
    }
  });

  it("keeps the first copy in the same order as without a page: by cell left to right, top to bottom, then as kept", () => {
    // Three kept letters whose cells all neighbour the copy's; the copy matches each of them.
    const upperLeft = at("x", 40, 40);
    const left = at("x", 40, 41);
    const same = at("x", 41, 41);
    const copy = at("x", 41.2, 41.2);
    const withPage = dedupeGlyphs(
      [same, left, upperLeft, copy].map((g) => ({ ...g, bbox: { ...g.bbox } })),
      page,
    );
    const without = dedupeGlyphs([same, left, upperLeft, copy]);
    expect(withPage.map((g) => g.bbox)).toEqual(without.map((g) => g.bbox));
    expect(withPage.map((g) => g.bold)).toEqual(without.map((g) => g.bold));
  });

  it("keeps and turns bold the same glyphs as the search without a page, on a page of fake bold", () => {
    // Letters drawn up to three times with offsets up to a point and a half, crowded so cells neighbour.
    let seed = 17;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const letters: Glyph[] = [];
    for (let i = 0; i < 400; i++) {
      const cx = 2 + random() * 96,
        cy = 2 + random() * 66;
      const text = "abc"[Math.floor(random() * 3)]!;
      for (let copy = Math.floor(random() * 3); copy >= 0; copy--)
        letters.push(at(text, cx + (random() - 0.5) * 3, cy + (random() - 0.5) * 3));
    }
    const copies = () => letters.map((g) => ({ ...g, bbox: { ...g.bbox } }));
    const withPage = dedupeGlyphs(copies(), page);
    const without = dedupeGlyphs(copies());
    expect(withPage.length).toBeLessThan(letters.length);
    expect(withPage.map((g) => [g.text, g.bbox, g.bold])).toEqual(without.map((g) => [g.text, g.bbox, g.bold]));
  });

  it("looks glyphs up in the index only when a neighbouring cell holds a kept glyph", () => {
    const lookups = vi.spyOn(CellIndex.prototype, "firstEntry");
    try {
      const line = Array.from({ length: 12 }, (_, i) => at(String.fromCharCode(65 + i), 5 + 5 * i, 20));
      expect(dedupeGlyphs(line, page)).toHaveLength(12);
      expect(lookups).not.toHaveBeenCalled();
      expect(dedupeGlyphs([...line, at("B", 10.4, 20.3)], page)).toHaveLength(12);
      expect(lookups).toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it("clears the cells of the page before (a glyph of an earlier page is no copy)", () => {
    expect(dedupeGlyphs([at("A", 50, 50)], page)).toHaveLength(1);
    const again = at("A", 50, 50);
    expect(dedupeGlyphs([again], page)).toEqual([again]);
    expect(again.bold).toBe(false);
  });
});
