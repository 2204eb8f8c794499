import type { DetectInput } from "../detect/contract.js";
import type { BBox, Glyph, PageContent, Ruling, TextDirection, TextLine, Word, FilledRect } from "../types.js";
import { unturnBox } from "../geometry/rotation.js";
import { mapList } from "../flatten.js";

/** Width of one character in the synthetic font: half the font size, like a narrow sans. */
export const CHAR = 0.5;

/** A word of `text` whose left edge is at x and baseline at y (upright page). */
export function word(text: string, x: number, y: number, size = 10, bold = false): Word {
  const bbox: BBox = { x0: x, y0: y - size, x1: x + text.length * size * CHAR, y1: y };
  const glyph: Glyph = { text, bbox, fontSize: size, fontName: "Synthetic", bold, direction: 0 };
  return { text, bbox, glyphs: [glyph], fontSize: size, bold, direction: 0 };
}

/** Words of a phrase laid out from x with single spaces. */
export function phrase(text: string, x: number, y: number, size = 10, bold = false): Word[] {
  const out: Word[] = [];
  let cursor = x;
  for (const t of text.split(" ")) {
    out.push(word(t, cursor, y, size, bold));
    cursor += (t.length + 1) * size * CHAR;
  }
  return out;
}

/** A phrase ending at x (right-aligned). */
export function phraseRight(text: string, xRight: number, y: number, size = 10): Word[] {
  return phrase(text, xRight - text.length * size * CHAR, y, size);
}

/** A synthetic page holding the words (and optional rules and fills) as detector input. */
export function pageInput(
  words: Word[],
  extra: { rulings?: Ruling[]; filledRects?: FilledRect[]; width?: number; height?: number } = {},
): DetectInput {
  const content: PageContent = {
    page: 1,
    width: extra.width ?? 612,
    height: extra.height ?? 792,
    rotation: 0,
    glyphs: words.flatMap((w) => w.glyphs),
    rulings: extra.rulings ?? [],
    filledRects: extra.filledRects ?? [],
  };
  return { content, words, lines: [] as TextLine[] };
}

/** A horizontal rule from x0 to x1 at y. */
export function hrule(x0: number, x1: number, y: number): Ruling {
  return { orientation: "horizontal", x0, x1, y0: y, y1: y, width: 0.5 };
}

/** Rotates upright words onto the page as text of `direction` (90: reads bottom to top). */
export function rotateWords(words: Word[], direction: TextDirection, pageWidth: number, pageHeight: number): Word[] {
  return mapList(words, (w) => {
    // The page-turn inverse; geometry/rotation.test.ts checks it against worked coordinates.
    const bbox = unturnBox(w.bbox, direction, pageWidth, pageHeight);
    return { ...w, bbox, direction, glyphs: mapList(w.glyphs, (g) => ({ ...g, bbox, direction })) };
  });
}

/** The grid's texts, spanned slots as null. */
export function texts(rows: ({ text: string } | null)[][]): (string | null)[][] {
  return mapList(rows, (r) => mapList(r, (c) => (c ? c.text : null)));
}
