import type { Segment } from "./model.js";

/** A footnote flag as statistical tables glue one to a figure: asterisks, daggers, section signs, superscript digits. */
const FLAG = /^(?:[*†‡§¶#]{1,3}|[¹²³⁰⁴-⁹]{1,2})$/u;
/** The same flag at the end of a cell's word, right after its text ("12.5*", "3,400†", "n/a¹"). */
const GLUED_FLAG = /[^*†‡§¶#¹²³⁰⁴-⁹\s]([*†‡§¶#]{1,3}|[¹²³⁰⁴-⁹]{1,2})$/u;

/**
 * How many lines at the end of a region's lines `first`..`last` are footnotes to flags glued to its cells: each
 * line opens with a flag and a meaning in lower case ("* provisional   † estimated   ¹ not available"), and every
 * flag opening a part of it ends some word of the lines above it ("12.5*", "n/a¹"). Such a line explains the table's
 * flags; it is no row, however its parts fall into the columns (bench/README.md, "Probe classes: negative amounts
 * ..."). A legend of two or more symbol lines is `beforeLegendRun`'s; this one reads a line of several keys, or one.
 * Returns 0 when the last line is no such note, or when fewer than `minTableLines` lines would stay.
 */
export function flagNoteTail(
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  minTableLines: number,
): number {
  let k = last;
  while (k > first && isFlagNote(segmentsByLine[k]!)) k--;
  if (k === last || k - first + 1 < minTableLines) return 0;
  const glued = gluedFlags(segmentsByLine, first, k);
  for (let i = k + 1; i <= last; i++) for (const flag of keysOf(segmentsByLine[i]!)) if (!glued.has(flag)) return 0;
  return last - k;
}

/** A line whose every segment opens with a flag and a meaning in lower case. */
function isFlagNote(segments: readonly Segment[]): boolean {
  if (!segments.length) return false;
  for (const s of segments) {
    const words = s.words;
    if (words.length < 2 || !FLAG.test(words[0]!.text) || !/^\p{Ll}/u.test(words[1]!.text)) return false;
  }
  return true;
}

/** The flags a note line explains: each word that is a flag and comes before a word in lower case. */
function keysOf(segments: readonly Segment[]): string[] {
  const keys: string[] = [];
  for (const s of segments)
    for (let i = 0; i + 1 < s.words.length; i++)
      if (FLAG.test(s.words[i]!.text) && /^\p{Ll}/u.test(s.words[i + 1]!.text)) keys.push(s.words[i]!.text);
  return keys;
}

/** The flags glued to the end of words on lines `first`..`last`. */
function gluedFlags(segmentsByLine: readonly Segment[][], first: number, last: number): Set<string> {
  const out = new Set<string>();
  for (let i = first; i <= last; i++)
    for (const s of segmentsByLine[i]!)
      for (const w of s.words) {
        const m = GLUED_FLAG.exec(w.text);
        if (m) out.add(m[1]!);
      }
  return out;
}
