import type { BBox, Glyph, TextDirection } from "../types.js";

/** Glyphs a new store has room for before its arrays grow (a dense page has a few thousand). */
const INITIAL_CAPACITY = 1024;

/**
 * One page's glyphs as the collecting device draws them, held in flat arrays
 * by index instead of a `Glyph` object each: glyph `i`'s box is
 * `boxes[4i..4i+3]` (x0, y0, x1, y1), its size `sizes[i]`, and so on. A
 * `Glyph` with its `BBox` is six objects in V8 (each double field is a heap
 * number of its own), about 33,000 of them per extraction of the 24-page
 * benchmark PDF; the reader's dedupe reads the boxes from here, and only the
 * glyphs it keeps become `Glyph` objects (`glyphAt`), at the reader's
 * boundary (bench/README.md, issue #17).
 */
export class GlyphStore {
  /** How many glyphs are stored. */
  length = 0;
  /** x0, y0, x1, y1 per glyph. */
  boxes = new Float64Array(4 * INITIAL_CAPACITY);
  /** Font size per glyph, in points. */
  sizes = new Float64Array(INITIAL_CAPACITY);
  /** Direction per glyph (0, 90, 180 or 270). */
  directions = new Uint16Array(INITIAL_CAPACITY);
  /** 1 where the glyph is bold. */
  bold = new Uint8Array(INITIAL_CAPACITY);
  /** Text per glyph (entries past `length` are left over from an earlier page). */
  readonly texts: string[] = [];
  /** Font name per glyph, the font's own string shared by its glyphs (entries past `length` as in `texts`). */
  readonly fontNames: string[] = [];

  /**
   * Empties the store, keeping its arrays: the reader collects every page in
   * one store per thread (`pageGlyphStore`), since four typed arrays made and
   * grown per page showed in profiles (bench/README.md, issue #17).
   */
  clear(): void {
    this.length = 0;
  }

  /** Adds a glyph and returns its index. */
  push(
    text: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    fontSize: number,
    fontName: string,
    bold: boolean,
    direction: TextDirection,
  ): number {
    const i = this.length;
    if (i === this.sizes.length) this.grow();
    const boxes = this.boxes;
    boxes[4 * i] = x0;
    boxes[4 * i + 1] = y0;
    boxes[4 * i + 2] = x1;
    boxes[4 * i + 3] = y1;
    this.sizes[i] = fontSize;
    this.directions[i] = direction;
    this.bold[i] = bold ? 1 : 0;
    if (i < this.texts.length) {
      this.texts[i] = text;
      this.fontNames[i] = fontName;
    } else {
      this.texts.push(text);
      this.fontNames.push(fontName);
    }
    this.length = i + 1;
    return i;
  }

  /** Adds a copy of glyph `i` with another text and returns its index. */
  pushCopy(i: number, text: string): number {
    const b = this.boxes;
    return this.push(
      text,
      b[4 * i]!,
      b[4 * i + 1]!,
      b[4 * i + 2]!,
      b[4 * i + 3]!,
      this.sizes[i]!,
      this.fontNames[i]!,
      this.bold[i] === 1,
      this.directionAt(i),
    );
  }

  /** Glyph `i`'s direction. */
  directionAt(i: number): TextDirection {
    return this.directions[i] as TextDirection;
  }

  /** Glyph `i`'s box as a new object. */
  boxAt(i: number): BBox {
    const b = this.boxes;
    return { x0: b[4 * i]!, y0: b[4 * i + 1]!, x1: b[4 * i + 2]!, y1: b[4 * i + 3]! };
  }

  /** Gives glyph `i` another box. */
  setBox(i: number, box: BBox): void {
    const b = this.boxes;
    b[4 * i] = box.x0;
    b[4 * i + 1] = box.y0;
    b[4 * i + 2] = box.x1;
    b[4 * i + 3] = box.y1;
  }

  /**
   * Glyph `i` as a new `Glyph`, its keys in the order the reader always gave
   * them (one object shape for every glyph of the engine: with-fields.ts).
   */
  glyphAt(i: number): Glyph {
    return {
      text: this.texts[i]!,
      bbox: this.boxAt(i),
      fontSize: this.sizes[i]!,
      fontName: this.fontNames[i]!,
      bold: this.bold[i] === 1,
      direction: this.directionAt(i),
    };
  }

  private grow(): void {
    const n = 2 * this.sizes.length;
    const boxes = new Float64Array(4 * n);
    boxes.set(this.boxes);
    this.boxes = boxes;
    const sizes = new Float64Array(n);
    sizes.set(this.sizes);
    this.sizes = sizes;
    const directions = new Uint16Array(n);
    directions.set(this.directions);
    this.directions = directions;
    const bold = new Uint8Array(n);
    bold.set(this.bold);
    this.bold = bold;
  }
}

/** The one store per thread the reader collects each page's glyphs in (pages are read one at a time, synchronously). */
const pageStore = new GlyphStore();

/**
 * The thread's page glyph store, emptied: what it holds is good until the next
 * call, so a page's glyphs must become objects (`glyphAt`) before the next
 * page is read.
 */
export function pageGlyphStore(): GlyphStore {
  pageStore.clear();
  return pageStore;
}

/** A store holding the given glyphs, in their order. */
export function storeOf(glyphs: readonly Glyph[]): GlyphStore {
  const store = new GlyphStore();
  for (const g of glyphs) {
    const b = g.bbox;
    store.push(g.text, b.x0, b.y0, b.x1, b.y1, g.fontSize, g.fontName, g.bold, g.direction);
  }
  return store;
}
