import type { TextLine, Word } from "../types.js";

/** A piece of a tracked word: up to this many characters (kerning keeps a pair such as "AT" together). */
const SHORT = 2;
/** Pieces further apart than this (ems) are no letters of one tracked run. */
const MAX_RUN_GAP = 0.9;
/** Tracking wider than this (ems) is not met in tables; letters so far apart are cells. */
const MAX_TRACKING = 0.6;
/** A gap wider than the run's letter gap by more than this (ems) holds a space: a word boundary. */
const SPACE_EXTRA = 0.15;
/** The letter gaps of one tracked run differ by at most this (ems): tracking is one fixed amount. */
const EVEN_SPREAD = 0.12;
/** A run must hold this many capitals (pieces of one or two) to be read as tracked text. */
const MIN_LETTERS = 3;

/** Capitals: tracking is set on capitals; lower-case letters a word space apart are words ("A B or C"). */
const CAPITALS = /^\p{Lu}{1,2}$/u;
/** Any lower-case letter. */
const LOWER = /\p{Ll}/u;

/**
 * Joins the letters of letter-spaced (tracked) text back into words: "P R O G R A M M E" set with 0.25 em of
 * tracking, whose every letter gap passed the word gap, reads "PROGRAMME". A run of short pieces (at least three
 * single letters) whose gaps are all one amount, give or take kerning, is tracked text; a gap wider than that amount
 * by part of a space is a word boundary ("RATE (%)"). Only capitals, figures and signs in pieces of one or two
 * characters (kerning keeps "AT" whole) are taken: tracking is set on capitals, and lower-case letters a space apart
 * are words ("A B or C"). Single letters in columns of their own stand further apart, by amounts that differ with
 * each letter's width, so they stay apart. Upright lines only.
 */
export function joinTrackedLetters(line: TextLine): TextLine {
  const words = line.words;
  if (line.direction !== 0 || words.length < MIN_LETTERS || countLetters(words, 0, words.length) < MIN_LETTERS)
    return line;
  const runs = runsOf(words);
  // The line's tracking, from its runs of capitals; signs set with it ("( % )") join by it.
  let tracking = Infinity;
  for (const [from, to] of runs) {
    if (countLetters(words, from, to) >= MIN_LETTERS) tracking = Math.min(tracking, narrowestGap(words, from, to));
  }
  if (tracking > MAX_TRACKING) return line;
  const out: Word[] = [];
  let changed = false;
  for (const [from, to] of runs) {
    const run = words.slice(from, to);
    let joined = run;
    if (countLetters(words, from, to) >= MIN_LETTERS) joined = joinRun(run);
    else if (run.length >= 2 && Math.abs(evenLetterGap(words, from, to) - tracking) <= EVEN_SPREAD)
      joined = [merge(run)];
    if (joined.length < run.length) changed = true;
    for (const w of joined) out.push(w);
  }
  if (!changed) return line;
  let text = out[0]!.text;
  for (let k = 1; k < out.length; k++) text += " " + out[k]!.text;
  return { ...line, words: out, text };
}

/** Maximal runs [from, to) of pieces set close; a word that is no piece is a run of its own. */
function runsOf(words: readonly Word[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let i = 0;
  while (i < words.length) {
    let j = i + 1;
    if (isPiece(words[i]!)) {
      while (j < words.length && isPiece(words[j]!) && gapEms(words[j - 1]!, words[j]!) <= MAX_RUN_GAP) j++;
    }
    runs.push([i, j]);
    i = j;
  }
  return runs;
}

/** The narrowest gap of the run (ems). */
function narrowestGap(words: readonly Word[], from: number, to: number): number {
  let narrowest = Infinity;
  for (let k = from + 1; k < to; k++) narrowest = Math.min(narrowest, gapEms(words[k - 1]!, words[k]!));
  return narrowest;
}

/** The narrowest gap of the run (ems) when all its gaps are that one amount, give or take kerning; else Infinity. */
function evenLetterGap(words: readonly Word[], from: number, to: number): number {
  if (to - from < 2) return Infinity;
  let narrowest = Infinity;
  let widest = -Infinity;
  for (let k = from + 1; k < to; k++) {
    const g = gapEms(words[k - 1]!, words[k]!);
    narrowest = Math.min(narrowest, g);
    widest = Math.max(widest, g);
  }
  return narrowest <= MAX_TRACKING && widest - narrowest <= EVEN_SPREAD ? narrowest : Infinity;
}

/** A piece tracked text may break into: one or two characters, no lower-case letter. */
function isPiece(w: Word): boolean {
  return w.text.length <= SHORT && !LOWER.test(w.text);
}

function countLetters(words: readonly Word[], from: number, to: number): number {
  let n = 0;
  // The length test first: most words are longer, and this runs on every line read.
  for (let k = from; k < to; k++) {
    const text = words[k]!.text;
    if (text.length <= SHORT && CAPITALS.test(text)) n++;
  }
  return n;
}

function gapEms(a: Word, b: Word): number {
  return (b.bbox.x0 - a.bbox.x1) / Math.max(a.fontSize, b.fontSize, 1);
}

/** The run's pieces joined at its letter gaps, or the run as it was when its gaps are not one even amount. */
function joinRun(run: Word[]): Word[] {
  const gaps: number[] = [];
  for (let k = 1; k < run.length; k++) gaps.push(gapEms(run[k - 1]!, run[k]!));
  const letterGap = Math.min(...gaps);
  let inner = 0;
  let widest = letterGap;
  for (const g of gaps) {
    if (g > letterGap + SPACE_EXTRA) continue;
    inner++;
    widest = Math.max(widest, g);
  }
  // Word boundaries are few beside letter gaps; as many wider gaps as narrow ones are columns' uneven spacing.
  const boundaries = gaps.length - inner;
  if (letterGap > MAX_TRACKING || inner < MIN_LETTERS - 1 || widest - letterGap > EVEN_SPREAD) return run;
  if (boundaries * 2 >= inner) return run;
  const out: Word[] = [];
  let start = 0;
  for (let k = 1; k <= run.length; k++) {
    if (k < run.length && gaps[k - 1]! <= letterGap + SPACE_EXTRA) continue;
    out.push(start === k - 1 ? run[start]! : merge(run.slice(start, k)));
    start = k;
  }
  return out;
}

/** One word of the pieces: their text run together, their boxes joined. */
function merge(pieces: Word[]): Word {
  const first = pieces[0]!;
  const glyphs = [];
  const bbox = { ...first.bbox };
  let text = "";
  let fontSize = 0;
  let bold = 0;
  for (const w of pieces) {
    text += w.text;
    for (const g of w.glyphs) {
      glyphs.push(g);
      if (g.bold) bold++;
    }
    bbox.x0 = Math.min(bbox.x0, w.bbox.x0);
    bbox.y0 = Math.min(bbox.y0, w.bbox.y0);
    bbox.x1 = Math.max(bbox.x1, w.bbox.x1);
    bbox.y1 = Math.max(bbox.y1, w.bbox.y1);
    fontSize = Math.max(fontSize, w.fontSize);
  }
  return { text, bbox, glyphs, fontSize, bold: bold * 2 > glyphs.length, direction: first.direction };
}
