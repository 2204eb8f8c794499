import type { BBox, Glyph, Word } from "../types.js";
import { boundsOf } from "../geometry/bbox.js";
import { mapList } from "../flatten.js";

/**
 * Dot leaders ("Revenue ........ 1,234") fill the space from a label to its
 * figures; they are not cell text. What a leader is, shared by the stream
 * detector (which takes leaders out of words and lines before it finds
 * columns, stream/leaders.ts) and cell text read from ruled grids
 * (`cell-leaders.ts`), so both read one leader the same way.
 */

/** When a run of dots is a leader: the two settings `tolerances.stream` documents (stream/settings.ts). */
export interface LeaderSettings {
  /** A run of leader dots ("....", ". . . .", "……") this long at least is a dot leader, not text. */
  leaderMinDots: number;
  /** Dots of a spaced leader stand at most this far apart (in em), and a label's short tail of dots this close after it. */
  leaderGapEm: number;
}

/** The defaults of the leader settings (stream/settings.ts takes them over). */
export const DEFAULT_LEADER_SETTINGS: Readonly<LeaderSettings> = Object.freeze({
  // Four: an ellipsis "..." and the ".." of "not available" are three and two; leaders run far longer.
  leaderMinDots: 4,
  // Spaced leaders set their dots about half an em apart (a corpus statement: 0.55 em); a word space is about 0.3.
  leaderGapEm: 1,
});

/**
 * How many dots the UTF-16 code unit `code` stands for when it is a leader
 * character (full stop, middle dot, bullet operator, one and two dot leaders,
 * ellipses), else 0. A switch on code units instead of a map of one-letter
 * strings walked by the string iterator: `dotsWithin` runs on every word of
 * every page (bench/README.md, issue #17), and no leader character is outside
 * the basic plane, so a surrogate half counts 0 as the whole character did.
 */
function dotsOfCode(code: number): number {
  switch (code) {
    case 0x2e: // .
    case 0xb7: // middle dot
    case 0x2219: // bullet operator
    case 0x2024: // one dot leader
      return 1;
    case 0x2025: // two dot leader
      return 2;
    case 0x2026: // horizontal ellipsis
    case 0x22ef: // midline horizontal ellipsis
      return 3;
    default:
      return 0;
  }
}

/** A letter: a run of dots right after a word holding one ends a label ("etc. ."), after a figure it may be a value. */
const LETTER = /\p{L}/u;

/** The dots `text` stands for when it is made of leader characters alone, else 0. */
export function leaderDots(text: string): number {
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const n = dotsOfCode(text.charCodeAt(i));
    if (n === 0) return 0;
    dots += n;
  }
  return dots;
}

/** The dots of every leader character in `text`, wherever they stand. */
export function dotsWithin(text: string): number {
  let dots = 0;
  for (let i = 0; i < text.length; i++) dots += dotsOfCode(text.charCodeAt(i));
  return dots;
}

/**
 * The word with its runs of leader glyphs of at least `minDots` dots cut out
 * ("Revenue.........", "......1,234", one text run "Revenue.....1,234"): the
 * pieces either side become words of their own, and a word of leader glyphs
 * alone goes. Shorter runs stay: "etc.", "1.5", an ellipsis "..." or a cell
 * ".." ("not available"). Returns the word itself when nothing is cut.
 */
export function cutLeaderGlyphs(word: Word, minDots: number): Word[] {
  // Nearly every word has too few dots in all for a leader: no glyph pass, nothing made.
  if (dotsWithin(word.text) < minDots) return [word];
  const glyphs = word.glyphs;
  const pieces: Glyph[][] = [];
  let piece: Glyph[] = [];
  let run: Glyph[] = [];
  let runDots = 0;
  let cut = false;
  const endRun = () => {
    if (runDots >= minDots) {
      cut = true;
      if (piece.length) pieces.push(piece);
      piece = [];
    } else piece.push(...run);
    run = [];
    runDots = 0;
  };
  for (const g of glyphs) {
    const dots = leaderDots(g.text);
    if (dots > 0) {
      run.push(g);
      runDots += dots;
      continue;
    }
    if (run.length) endRun();
    piece.push(g);
  }
  if (run.length) endRun();
  if (!cut) return [word];
  if (piece.length) pieces.push(piece);
  return mapList(pieces, (p) => wordOf(word, p));
}

const glyphText = (g: Glyph) => g.text;

/** A word of some of `word`'s glyphs. */
function wordOf(word: Word, glyphs: Glyph[]): Word {
  return {
    text: mapList(glyphs, glyphText).join(""),
    bbox: boundsOf(glyphs),
    glyphs,
    fontSize: word.fontSize,
    bold: word.bold,
    direction: word.direction,
  };
}

/** What the spaced leader test reads of a word: its text, its box in the line's reading frame, its size. */
export interface SpacedWord {
  text: string;
  bbox: BBox;
  fontSize: number;
}

/**
 * Which words of one line (left to right in its reading frame) are spaced
 * leaders: runs of words of dots alone (". . . .", each dot set as a word of
 * its own) whose neighbours stand at most `leaderGapEm` apart, when the run
 * has `leaderMinDots` dots or more, or starts that close after a word with a
 * letter in it (a label's short tail, "violations . ."). A lone "." or ".."
 * standing apart is a value and stays. Null when no word is one.
 */
export function spacedLeaderWords(words: readonly SpacedWord[], settings: LeaderSettings): boolean[] | null {
  let drop: boolean[] | null = null;
  for (let i = 0; i < words.length;) {
    if (leaderDots(words[i]!.text) === 0) {
      i++;
      continue;
    }
    let end = i + 1;
    let dots = leaderDots(words[i]!.text);
    while (end < words.length && leaderDots(words[end]!.text) > 0 && near(words[end - 1]!, words[end]!, settings)) {
      dots += leaderDots(words[end]!.text);
      end++;
    }
    const before = words[i - 1];
    const afterLabel = before !== undefined && LETTER.test(before.text) && near(before, words[i]!, settings);
    if (dots >= settings.leaderMinDots || afterLabel) {
      drop ??= Array<boolean>(words.length).fill(false);
      for (let k = i; k < end; k++) drop[k] = true;
    }
    i = end;
  }
  return drop;
}

/** `b` starts at most `leaderGapEm` after `a` ends. */
function near(a: SpacedWord, b: SpacedWord, settings: LeaderSettings): boolean {
  const size = Math.max(a.fontSize, b.fontSize, 1);
  return b.bbox.x0 - a.bbox.x1 <= settings.leaderGapEm * size;
}
