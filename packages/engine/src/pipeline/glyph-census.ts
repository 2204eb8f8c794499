import type { Glyph } from "../types.js";
import { quarterIndex } from "../geometry/rotation.js";
import { isBlank } from "../text/blank.js";

/** What the page stages before the text ask of every glyph of a page, counted in one pass. */
export interface GlyphCensus {
  /** Glyphs the reader could not map to a character (`unreadable` of pipeline/page-warnings.ts). */
  unreadable: number;
  /** Non-blank glyphs by direction (indexed by `quarterIndex`) and their total: `countDirections(glyphs, true)`. */
  directions: { counts: [number, number, number, number]; total: number };
}

/**
 * The text-layer warning's unreadable glyphs and the page turn's direction counts in one walk over
 * the page's glyphs: each walk of its own over a page's glyph objects, just after the read, cost
 * mostly the memory reads (about 1% of the warm engine each, five to ten times the same walk with
 * the glyphs in the cache: bench/README.md, issue #17).
 */
export function glyphCensus(glyphs: readonly Glyph[]): GlyphCensus {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  let total = 0;
  let unreadable = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    const text = g.text;
    if (isUnreadable(text)) unreadable++;
    if (isBlank(text)) continue;
    counts[quarterIndex(g.direction)] += 1;
    total++;
  }
  return { unreadable, directions: { counts, total } };
}

/** A glyph the reader could not map to a character: U+FFFD, private use, control codes. */
export function isUnreadable(text: string): boolean {
  const code = text.charCodeAt(0);
  return code === 0xfffd || code < 0x20 || (code >= 0xe000 && code <= 0xf8ff);
}
