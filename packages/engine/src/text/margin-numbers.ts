import type { Glyph, TextLine, Word } from "../types.js";

/** Fewest numbers that make a column of line numbers. */
const MIN_NUMBERS = 4;

/** Steps between printed line numbers: every line, every second, fifth or tenth. */
const STEPS = new Set([1, 2, 5, 10]);

/** How far the pitch per numbered line may stray from the column's median, as a share of it (at least 1 pt). */
const PITCH_SLACK = 0.1;

/** Fewest numbers that stand on a line of their own or beside prose: a table's index column stands beside rows. */
const MIN_BESIDE_TEXT = 2;

/** A run of words this long with no gap wider than `PROSE_GAP` font sizes between them is prose. */
const PROSE_WORDS = 6;
const PROSE_GAP = 1.5;

const DIGITS = /^\d{1,3}$/;

/**
 * Line numbers printed down the left margin, as on legal pleading paper (1, 2, 3 ... on every line) or a draft
 * numbered every fifth line (5, 10, 15 ...): page furniture, never a table's column. They are the first word of
 * their lines, small integers rising by one step (1, 2, 5 or 10) from line to line down the page at one even
 * pitch, every other word on the page starting right of them by at least their font size, and at least
 * `MIN_BESIDE_TEXT` of them stand alone on their line or beside prose. A table's index column fails at least
 * one of these: its header cell ("#", "No.") stands in the band, the body's prose starts at its left edge, or
 * every number stands beside a row of cells. Returns the numbers' words, or null when the page has none.
 */
export function marginLineNumbers(lines: readonly TextLine[]): Set<Word> | null {
  const candidates: { line: TextLine; word: Word; value: number }[] = [];
  for (const line of lines) {
    const word = line.words[0];
    if (line.direction !== 0 || !word || !DIGITS.test(word.text)) continue;
    candidates.push({ line, word, value: Number(word.text) });
  }
  if (candidates.length < MIN_NUMBERS) return null;
  // The band: candidates ending left of every other word on the page by at least their font size.
  let bodyLeft = Infinity;
  for (const line of lines) {
    const words = line.words;
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (i === 0 && line.direction === 0 && DIGITS.test(w.text)) continue;
      if (w.bbox.x0 < bodyLeft) bodyLeft = w.bbox.x0;
    }
  }
  const band = candidates.filter((c) => c.word.bbox.x1 + c.word.fontSize <= bodyLeft);
  if (band.length < MIN_NUMBERS) return null;
  let bandRight = -Infinity,
    gap = 0;
  for (const c of band) {
    bandRight = Math.max(bandRight, c.word.bbox.x1);
    gap = Math.max(gap, c.word.fontSize);
  }
  // Digit words outside the band must stand clear of it too (a page whose text starts at the numbers is no margin).
  for (const c of candidates) if (!band.includes(c) && c.word.bbox.x0 < bandRight + gap) return null;
  // The numbers' own boxes, not their lines' baselines: a number beside a single-spaced table joins a row a few points off.
  band.sort((a, b) => a.word.bbox.y1 - b.word.bbox.y1);
  const step = band[1]!.value - band[0]!.value;
  if (!STEPS.has(step)) return null;
  const pitches: number[] = [];
  for (let i = 1; i < band.length; i++) {
    if (band[i]!.value - band[i - 1]!.value !== step) return null;
    pitches.push((band[i]!.word.bbox.y1 - band[i - 1]!.word.bbox.y1) / step);
  }
  const sorted = [...pitches].sort((a, b) => a - b);
  const pitch = sorted[sorted.length >> 1]!;
  if (pitch < 0.8 * gap) return null;
  const slack = Math.max(1, PITCH_SLACK * pitch);
  if (pitches.some((p) => Math.abs(p - pitch) > slack)) return null;
  if (band.filter((c) => besideText(c.line)).length < MIN_BESIDE_TEXT) return null;
  const words = new Set<Word>();
  for (const c of band) words.add(c.word);
  return words;
}

/** True when the line holds nothing but its first word, or that word beside a run of prose. */
function besideText(line: TextLine): boolean {
  const rest = line.words.slice(1);
  if (rest.length === 0) return true;
  if (rest.length < PROSE_WORDS) return false;
  for (let i = 1; i < rest.length; i++) {
    const w = rest[i]!;
    if (w.bbox.x0 - rest[i - 1]!.bbox.x1 > PROSE_GAP * w.fontSize) return false;
  }
  return true;
}

/** The glyphs not in any of `words`. */
export function glyphsWithout(glyphs: readonly Glyph[], words: ReadonlySet<Word>): Glyph[] {
  const drop = new Set<Glyph>();
  for (const w of words) for (const g of w.glyphs) drop.add(g);
  return glyphs.filter((g) => !drop.has(g));
}
