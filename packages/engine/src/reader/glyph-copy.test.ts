import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import type { Glyph } from "../types.js";
import { splitCluster } from "./glyph-clusters.js";
import { glyphWith } from "./glyph-copy.js";
import { storeOf } from "./glyph-store.js";

// V8's own test of whether two objects share a hidden class (a native, enabled for this test file only).
setFlagsFromString("--allow-natives-syntax");
const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

/** A glyph as the collecting device makes it. */
function glyph(text: string, x0: number): Glyph {
  return {
    text,
    bbox: { x0, y0: 10.5, x1: x0 + 12.5, y1: 22.5 },
    fontSize: 12,
    fontName: "Body",
    bold: false,
    direction: 0,
  };
}

describe("glyphWith", () => {
  it("copies a glyph with the device's keys in their order", () => {
    const g = glyph("fi", 0.5);
    const copy = glyphWith(g, "f", g.bbox, 90);
    expect(copy).toEqual({ ...g, text: "f", direction: 90 });
    expect(Object.keys(copy)).toEqual(Object.keys(g));
  });

  it("gives the letters of a split ligature the device glyph's shape, call after call", () => {
    // Several calls: V8's spread takes its fast path, with a shape of its own, only once it has warmed up.
    for (let i = 0; i < 20; i++) {
      const g = glyph("fi", i + 0.5);
      const store = storeOf([glyph("a", i)]);
      splitCluster(store, g.text, g.bbox, g.fontSize, g.fontName, g.bold, g.direction);
      // The device's glyphs all come out of its store: a plain one and the ligature's letters share one shape.
      const plain = store.glyphAt(0);
      const out = [store.glyphAt(1), store.glyphAt(2)];
      expect(out.map((l) => l.text)).toEqual(["f", "i"]);
      for (const letter of out) expect(sameShape(letter, plain)).toBe(true);
      expect(sameShape(glyphWith(plain, "x", plain.bbox, 90), plain)).toBe(true);
    }
  });
});
