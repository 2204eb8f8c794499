import type { BBox, TextLine } from "../types.js";

/** One character of a line's text, the glyph box it came from and the index of its word. */
interface Char {
  char: string;
  box: BBox;
  word: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where an anchor phrase first occurs among `lines`: the box of the glyphs
 * it matched, or null. Matching ignores case and whitespace (so "Closing
 * balance" finds "CLOSING  BALANCE" and a PDF that drew the two words with
 * no space between them); the phrase may span several words but not lines.
 * Lines are searched top to bottom, then left to right, by their boxes on
 * the page as displayed (`toPage` maps a line's box there). An occurrence
 * made of whole words wins ("Total" finds "Total:" before "Subtotal" above
 * it); only when there is none does a match inside a word count.
 */
export function findAnchor(
  lines: readonly TextLine[],
  phrase: string,
  toPage: (box: BBox) => BBox = (b) => b,
): BBox | null {
  const target = squash(phrase);
  if (target === "") return null;
  const ordered = lines
    .map((line) => ({ line, box: toPage(line.bbox) }))
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0)
    .map(({ line }) => charsOf(line));
  for (const wholeWords of [true, false]) {
    for (const chars of ordered) {
      const text = chars.map((c) => c.char).join("");
      for (let at = text.indexOf(target); at >= 0; at = text.indexOf(target, at + 1)) {
        if (wholeWords && !(edge(chars, at - 1, at) && edge(chars, at + target.length - 1, at + target.length)))
          continue;
        const matched = chars.slice(at, at + target.length).map((c) => toPage(c.box));
        return {
          x0: Math.min(...matched.map((b) => b.x0)),
          y0: Math.min(...matched.map((b) => b.y0)),
          x1: Math.max(...matched.map((b) => b.x1)),
          y1: Math.max(...matched.map((b) => b.y1)),
        };
      }
    }
  }
  return null;
}

/** True when a word boundary lies between chars[before] and chars[after] (line ends, another word, or punctuation). */
function edge(chars: readonly Char[], before: number, after: number): boolean {
  const a = chars[before],
    b = chars[after];
  return !a || !b || a.word !== b.word || !WORD_CHAR.test(a.char) || !WORD_CHAR.test(b.char);
}

/** Lower case with every whitespace character removed. */
function squash(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, "");
}

/** The line's non-blank characters, lower-cased, each with its glyph's box (the word's box when glyphs do not spell the word). */
function charsOf(line: TextLine): Char[] {
  const out: Char[] = [];
  line.words.forEach((word, index) => {
    const glyphText = word.glyphs.map((g) => g.text).join("");
    if (squash(glyphText) === squash(word.text)) {
      for (const g of word.glyphs) for (const char of squash(g.text)) out.push({ char, box: g.bbox, word: index });
    } else {
      for (const char of squash(word.text)) out.push({ char, box: word.bbox, word: index });
    }
  });
  return out;
}
