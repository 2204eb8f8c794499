import type { Glyph, Word } from "../types.js";
import { boundsOf } from "../geometry/bbox.js";
import { mapList } from "../flatten.js";
import { toLine } from "./lines.js";
import type { FrameLine, FrameWord } from "./model.js";
import type { StreamSettings } from "./settings.js";

/**
 * Dot leaders ("Revenue ........ 1,234") fill the space from a label to its
 * figures. They are not cell text: left in, they glued the label to the dots
 * ("Product sales .........") and, run right up to a figure, made label, dots
 * and figure one segment. Taken out, the space they filled is left between
 * the label and the figure, wider than a word space, so the two fall apart
 * into segments there and the columns are found from their own edges.
 */

/** How many dots each leader character stands for: full stop, middle dot, bullet operator, one and two dot leaders, ellipses. */
const LEADER_DOTS: ReadonlyMap<string, number> = new Map([
  [".", 1],
  ["\u00B7", 1],
  ["\u2219", 1],
  ["\u2024", 1],
  ["\u2025", 2],
  ["\u2026", 3],
  ["\u22EF", 3],
]);

/** A letter: a run of dots right after a word holding one ends a label ("etc. ."), after a figure it may be a value. */
const LETTER = /\p{L}/u;

/** The dots `text` stands for when it is made of leader characters alone, else 0. */
export function leaderDots(text: string): number {
  let dots = 0;
  for (const ch of text) {
    const n = LEADER_DOTS.get(ch);
    if (n === undefined) return 0;
    dots += n;
  }
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

/** The dots of every leader character in `text`, wherever they stand. */
function dotsWithin(text: string): number {
  let dots = 0;
  for (const ch of text) dots += LEADER_DOTS.get(ch) ?? 0;
  return dots;
}

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

/** Every word with its leader glyphs cut out (`cutLeaderGlyphs`), and how many words had any. */
export function withoutLeaderGlyphs(words: readonly Word[], settings: StreamSettings): { words: Word[]; cut: number } {
  const out: Word[] = [];
  let cut = 0;
  for (const w of words) {
    // Checked here too, so the words without a leader (nearly all) make no array each.
    if (dotsWithin(w.text) < settings.leaderMinDots) {
      out.push(w);
      continue;
    }
    const pieces = cutLeaderGlyphs(w, settings.leaderMinDots);
    if (pieces.length === 1 && pieces[0] === w) {
      out.push(w);
      continue;
    }
    cut++;
    for (const p of pieces) out.push(p);
  }
  return { words: out, cut };
}

/**
 * The line without its spaced leaders: runs of words of dots alone (". . . .",
 * each dot set as a word of its own) whose neighbours stand at most
 * `leaderGapEm` apart, when the run has `leaderMinDots` dots or more, or
 * starts that close after a word with a letter in it (a label's short tail,
 * "violations . ."). A lone "." or ".." standing apart is a value and stays.
 * Returns the line itself when nothing is taken out, and null when nothing
 * is left of it (a row of dots across the page).
 */
export function withoutSpacedLeaders(line: FrameLine, settings: StreamSettings): FrameLine | null {
  const words = line.words;
  const drop: boolean[] = Array<boolean>(words.length).fill(false);
  let any = false;
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
      for (let k = i; k < end; k++) drop[k] = true;
      any = true;
    }
    i = end;
  }
  if (!any) return line;
  const kept = words.filter((_, k) => !drop[k]);
  return kept.length ? toLine(kept) : null;
}

/** `b` starts at most `leaderGapEm` after `a` ends. */
function near(a: FrameWord, b: FrameWord, settings: StreamSettings): boolean {
  const size = Math.max(a.fontSize, b.fontSize, 1);
  return b.bbox.x0 - a.bbox.x1 <= settings.leaderGapEm * size;
}

/** Every line without its spaced leaders (`withoutSpacedLeaders`), and how many lines had any. */
export function linesWithoutLeaders(
  lines: readonly FrameLine[],
  settings: StreamSettings,
): { lines: FrameLine[]; cut: number } {
  const out: FrameLine[] = [];
  let cut = 0;
  for (const l of lines) {
    const kept = withoutSpacedLeaders(l, settings);
    if (kept !== l) cut++;
    if (kept) out.push(kept);
  }
  return { lines: out, cut };
}
