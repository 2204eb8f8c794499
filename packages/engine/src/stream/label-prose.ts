import type { Segment } from "./model.js";
import { mapNumbers } from "../flatten.js";

/** A list marker, not a label: bullets, dashes, "1.", "(a)", "iv)". */
const ENUMERATOR = /^(?:[•·▪◦\-–—*]|\(?\d{1,3}[.)]?|\(?[a-z][.)]|\(?[ivx]{1,5}[.)])$/iu;
/** True for a list marker: a bullet, dash, "1.", "(a)" or "iv)". */
export function isEnumerator(text: string): boolean {
  return ENUMERATOR.test(text.trim());
}

/** A label: a few words with letters in them. */
const MAX_LABEL_WORDS = 4;
/** Lines of label beside prose needed to call it a table. */
const MIN_LABEL_LINES = 3;
/** Label and prose edges line up within this many points. */
const EDGE_TOLERANCE = 3;

/** True for a cell text that names something: a few words starting with a capital or digit, not a list marker or a sentence fragment. */
export function isLabel(text: string): boolean {
  const t = text.trim();
  // A label starts like a name (capital or digit) and does not end like a piece of a sentence.
  if (!/^[\p{Lu}\d]/u.test(t) || /[.,;]$/u.test(t)) return false;
  return /\p{L}{2,}/u.test(t) && !ENUMERATOR.test(t) && t.split(/\s+/u).length <= MAX_LABEL_WORDS;
}

/**
 * A two-column table of a short label beside a paragraph (definitions,
 * glossaries, "Purpose: ..." forms): three or more lines of exactly two
 * segments whose left one is a label (not a bullet or number, which make a
 * list) and whose right one is a sentence, labels and sentences each starting
 * on one edge. Such regions are tables even though their cells are long.
 */
export function isLabelBesideProse(segmentsByLine: readonly Segment[][]): boolean {
  const pairs = segmentsByLine.filter(isLabelBesideSentence);
  if (pairs.length < MIN_LABEL_LINES) return false;
  let multi = 0;
  for (const s of segmentsByLine) if (s.length >= 2) multi++;
  if (pairs.length * 2 < multi) return false;
  return aligned(mapNumbers(pairs, firstStart)) && aligned(mapNumbers(pairs, secondStart));
}

/*
 * Callbacks as module-level functions, not arrows made on each call: V8 keeps a callback's
 * optimised code only while a closure holding it lives (bench/README.md, issue #17).
 */

const isLabelBesideSentence = (s: readonly Segment[]) =>
  s.length === 2 && isLabel(s[0]!.text) && s[1]!.words.length >= MAX_LABEL_WORDS;
const firstStart = (s: readonly Segment[]) => s[0]!.bbox.x0;
const secondStart = (s: readonly Segment[]) => s[1]!.bbox.x0;
const aligned = (xs: number[]) => Math.max(...xs) - Math.min(...xs) <= EDGE_TOLERANCE;

/** A legend's key: punctuation (`..`, `-`, `*`, `†`), one or two letters (`p`, `e`), or a dotted abbreviation (`n.a.`). */
const LEGEND_SYMBOL = /^(?:[^\p{L}\p{N}\s]{1,3}|\p{L}{1,2}|(?:\p{L}\.){1,3})$/u;

/** True for the key of a legend line (a symbol explained beside it), not a label that names something. */
export function isLegendSymbol(text: string): boolean {
  return LEGEND_SYMBOL.test(text.trim());
}

/** True for the explanation beside a legend symbol: a phrase starting in lower case. */
export function isLegendMeaning(text: string): boolean {
  return /^\p{Ll}/u.test(text.trim());
}

/** A line of a symbol legend: a symbol and its meaning, nothing else. */
export function isLegendLine(segments: readonly Segment[]): boolean {
  return segments.length === 2 && isLegendSymbol(segments[0]!.text) && isLegendMeaning(segments[1]!.text);
}
