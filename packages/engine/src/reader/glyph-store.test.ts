import { describe, expect, it } from "vitest";
import type { Glyph } from "../types.js";
import { GlyphStore, pageGlyphStore, storeOf } from "./glyph-store.js";
import { appendToCluster, splitCluster } from "./glyph-clusters.js";

function glyph(text: string, x0: number, direction: Glyph["direction"] = 0): Glyph {
  return {
    text,
    bbox: { x0, y0: 10.5, x1: x0 + 6.25, y1: 22.5 },
    fontSize: 12,
    fontName: "Body",
    bold: false,
    direction,
  };
}

describe("GlyphStore", () => {
  it("gives back the glyphs it was given, as new objects with the reader's keys", () => {
    const glyphs = [glyph("a", 0.5), { ...glyph("b", 7, 90), bold: true, fontName: "Other" }, glyph(" ", -0)];
    const store = storeOf(glyphs);
    expect(store.length).toBe(3);
    const back = glyphs.map((_, i) => store.glyphAt(i));
    expect(back).toEqual(glyphs);
    expect(back[0]).not.toBe(glyphs[0]);
    expect(Object.keys(back[1]!)).toEqual(Object.keys(glyphs[1]!));
    expect(Object.is(store.glyphAt(2).bbox.x0, -0)).toBe(true);
  });

  it("grows past its first arrays and keeps every glyph", () => {
    const store = new GlyphStore();
    for (let i = 0; i < 5000; i++)
      store.push(String(i % 10), i, i + 0.25, i + 1, i + 1.25, i / 7, "F", i % 3 === 0, 180);
    expect(store.length).toBe(5000);
    expect(store.glyphAt(4321)).toEqual({
      text: "1",
      bbox: { x0: 4321, y0: 4321.25, x1: 4322, y1: 4322.25 },
      fontSize: 4321 / 7,
      fontName: "F",
      bold: false,
      direction: 180,
    });
    expect(store.glyphAt(4320).bold).toBe(true);
  });

  it("copies a glyph with another text, and sets a box", () => {
    const store = storeOf([glyph("f", 1)]);
    expect(store.pushCopy(0, "i")).toBe(1);
    expect(store.glyphAt(1)).toEqual(glyph("i", 1));
    store.setBox(1, { x0: 1, y0: 2, x1: 3, y1: 4 });
    expect(store.boxAt(1)).toEqual({ x0: 1, y0: 2, x1: 3, y1: 4 });
    expect(store.boxAt(0)).toEqual(glyph("f", 1).bbox);
  });
});

describe("glyph clusters in a store", () => {
  it("splits a ligature's box among its letters in reading order", () => {
    const store = new GlyphStore();
    splitCluster(store, "ffi", { x0: 0, y0: 0, x1: 30, y1: 10 }, 10, "F", true, 180);
    expect([0, 1, 2].map((i) => [store.texts[i], store.boxAt(i).x0, store.bold[i]])).toEqual([
      ["f", 20, 1],
      ["f", 10, 1],
      ["i", 0, 1],
    ]);
  });

  it("appends a letter to the cluster and splits the cluster's outer box again", () => {
    const store = storeOf([glyph("x", 100), glyph("f", 0)]);
    appendToCluster(store, 1, "l");
    expect(store.length).toBe(3);
    expect(store.glyphAt(0)).toEqual(glyph("x", 100));
    expect(store.glyphAt(1).bbox).toEqual({ x0: 0, y0: 10.5, x1: 3.125, y1: 22.5 });
    expect(store.glyphAt(2)).toEqual({ ...glyph("l", 0), bbox: { x0: 3.125, y0: 10.5, x1: 6.25, y1: 22.5 } });
    // Past the end: nothing to join.
    appendToCluster(store, 3, "z");
    expect(store.length).toBe(3);
  });
});

describe("the page glyph store", () => {
  it("is one store per thread, emptied for each page, its arrays kept and overwritten", () => {
    const first = pageGlyphStore();
    for (let i = 0; i < 3000; i++) first.push("x", i, 0, i + 1, 10, 10, "Old", true, 90);
    const boxes = first.boxes;
    const second = pageGlyphStore();
    expect(second).toBe(first);
    expect(second.length).toBe(0);
    second.push("y", 1, 2, 3, 4, 8, "New", false, 0);
    expect(second.boxes).toBe(boxes);
    expect(second.length).toBe(1);
    expect(second.glyphAt(0)).toEqual({
      text: "y",
      bbox: { x0: 1, y0: 2, x1: 3, y1: 4 },
      fontSize: 8,
      fontName: "New",
      bold: false,
      direction: 0,
    });
  });
});
