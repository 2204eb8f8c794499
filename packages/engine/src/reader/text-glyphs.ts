import * as mupdf from "mupdf";
import { grownMemory, holdsWords, mupdfMemory } from "./mupdf-memory.js";

/**
 * Takes the glyphs of a MuPDF `Text` as MuPDF's own text walk gives them: a
 * span's font (by its pointer) and writing mode, then each glyph's text
 * rendering matrix (a..f), glyph id and Unicode value.
 */
export interface TextGlyphSink {
  beginSpan(font: number, wmode: number): void;
  glyph(a: number, b: number, c: number, d: number, e: number, f: number, gid: number, unicode: number): void;
}

/*
 * Where MuPDF 1.28 keeps a Text in its WebAssembly memory, in 4-byte words (ints, floats and pointers are all
 * four bytes there): fz_text is { refs, head, tail }; fz_text_span is { font, trm a..f, flags (writing mode in
 * bit 0), len, cap, items, next }; fz_text_item is { x, y, advance, gid, ucs, cid }. MuPDF.js's own walk
 * (`wasm_walk_text`) hands over, per item, the span's matrix with e and f set to the item's x and y, which
 * is what `textGlyphsFromMemory` reads. The layout is checked against the walk once per thread (`layoutHolds`).
 */
const TEXT_HEAD = 1;
const SPAN_WORDS = 12;
const SPAN_FONT = 0;
const SPAN_TRM = 1;
const SPAN_FLAGS = 7;
const SPAN_LEN = 8;
const SPAN_CAP = 9;
const SPAN_ITEMS = 10;
const SPAN_NEXT = 11;
const ITEM_WORDS = 6;
const ITEM_X = 0;
const ITEM_Y = 1;
const ITEM_GID = 3;
const ITEM_UCS = 4;
/** More spans than this in one Text means the memory is not what the layout says. */
const MAX_SPANS = 1 << 20;

let layoutChecked: boolean | undefined;

/**
 * Hands `text`'s glyphs to `sink`. MuPDF.js's `Text.walk` calls from
 * WebAssembly into JavaScript once per glyph, building a matrix array and an
 * argument list each time, which was a fifth of a warm extraction's time
 * (bench/README.md, issue #17); so the glyphs are read straight from MuPDF's
 * memory, one loop over its arrays. Where that layout does not hold (another
 * MuPDF version) or the memory does not look like a Text, the walk is used.
 */
export function sendTextGlyphs(text: mupdf.Text, sink: TextGlyphSink): void {
  if (!textLayoutHolds() || !textGlyphsFromMemory(text.pointer, sink)) walkTextGlyphs(text, sink);
}

/** Whether `textGlyphsFromMemory` reads what MuPDF.js's walk gives (checked once per thread). */
export function textLayoutHolds(): boolean {
  layoutChecked ??= layoutHolds();
  return layoutChecked;
}

/** The same glyphs through MuPDF.js's `Text.walk` (the fallback, and what tests compare the memory read with). */
export function walkTextGlyphs(text: mupdf.Text, sink: TextGlyphSink): void {
  text.walk(new WalkToSink(sink));
}

/**
 * Reads the glyphs of the Text at `pointer` from MuPDF's memory into `sink`;
 * false, with nothing sent, when the spans do not look like MuPDF 1.28's (see
 * the layout above).
 */
export function textGlyphsFromMemory(pointer: number, sink: TextGlyphSink): boolean {
  const memory = mupdfMemory();
  if (!memory || !holdsWords(memory, pointer, 3)) return false;
  let { words: i32, floats: f32 } = memory;
  const head = i32[(pointer >>> 2) + TEXT_HEAD]!;
  if (!spansInBounds(i32, head)) return false;
  for (let span = head; span !== 0; span = i32[(span >>> 2) + SPAN_NEXT]!) {
    const s = span >>> 2;
    sink.beginSpan(i32[s + SPAN_FONT]!, i32[s + SPAN_FLAGS]! & 1);
    // The sink may call into MuPDF (a font's advances), which may grow its memory: the Text stays where it is,
    // but views made before then read nothing, so they are made again.
    if (i32.length === 0) ({ words: i32, floats: f32 } = grownMemory());
    const a = f32[s + SPAN_TRM]!,
      b = f32[s + SPAN_TRM + 1]!,
      c = f32[s + SPAN_TRM + 2]!,
      d = f32[s + SPAN_TRM + 3]!;
    const len = i32[s + SPAN_LEN]!;
    let item = i32[s + SPAN_ITEMS]! >>> 2;
    for (let i = 0; i < len; i++, item += ITEM_WORDS) {
      sink.glyph(a, b, c, d, f32[item + ITEM_X]!, f32[item + ITEM_Y]!, i32[item + ITEM_GID]!, i32[item + ITEM_UCS]!);
      if (i32.length === 0) ({ words: i32, floats: f32 } = grownMemory());
    }
  }
  return true;
}

/** Whether every span from `head` on, and its items, lie within the memory (checked before any is sent). */
function spansInBounds(words: Int32Array, head: number): boolean {
  const size = words.length;
  let count = 0;
  for (let span = head; span !== 0;) {
    if ((span & 3) !== 0 || span < 0 || (span >>> 2) + SPAN_WORDS > size || ++count > MAX_SPANS) return false;
    const s = span >>> 2;
    const len = words[s + SPAN_LEN]!,
      cap = words[s + SPAN_CAP]!,
      items = words[s + SPAN_ITEMS]!;
    if (len < 0 || len > cap) return false;
    if (len > 0 && ((items & 3) !== 0 || items <= 0 || (items >>> 2) + len * ITEM_WORDS > size)) return false;
    span = words[s + SPAN_NEXT]!;
  }
  return true;
}

/**
 * Whether the memory read gives exactly what MuPDF.js's walk gives, on a
 * Text of two spans made here (a horizontal one with a cluster glyph, a
 * vertical one). Run once per thread, at its first Text.
 */
function layoutHolds(): boolean {
  let font: mupdf.Font | undefined;
  let text: mupdf.Text | undefined;
  try {
    font = new mupdf.Font("Helvetica");
    text = new mupdf.Text();
    text.showGlyph(font, [12, 0.5, 0.25, 11, 100.5, 200.25], 36, 65, 0);
    text.showGlyph(font, [12, 0.5, 0.25, 11, 130.75, 210.5], -1, 66, 0);
    text.showGlyph(font, [9, 0, 0, 9, 5, 6], 40, 70, 1);
    const read = new RecordingSink();
    const walked = new RecordingSink();
    if (!textGlyphsFromMemory(text.pointer, read)) return false;
    walkTextGlyphs(text, walked);
    return walked.calls.length > 0 && read.calls.join() === walked.calls.join();
  } catch {
    return false;
  } finally {
    text?.destroy();
    font?.destroy();
  }
}

/** Adapts MuPDF.js's text walker to a sink (a class, not a literal per call: bench/README.md, issue #17). */
class WalkToSink {
  constructor(private readonly sink: TextGlyphSink) {}

  beginSpan(font: mupdf.Font, _trm: mupdf.Matrix, wmode: number): void {
    this.sink.beginSpan(font.pointer, wmode);
  }

  showGlyph(_font: mupdf.Font, trm: mupdf.Matrix, gid: number, unicode: number): void {
    this.sink.glyph(trm[0], trm[1], trm[2], trm[3], trm[4], trm[5], gid, unicode);
  }
}

/** A sink that writes down everything it is sent, in order (the layout check and tests). */
export class RecordingSink implements TextGlyphSink {
  readonly calls: string[] = [];

  beginSpan(font: number, wmode: number): void {
    this.calls.push(`span ${font} ${wmode}`);
  }

  glyph(a: number, b: number, c: number, d: number, e: number, f: number, gid: number, unicode: number): void {
    this.calls.push(`glyph ${a} ${b} ${c} ${d} ${e} ${f} ${gid} ${unicode}`);
  }
}
