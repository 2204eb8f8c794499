import type { Word } from "../types.js";
import { cutLeaderGlyphs, dotsWithin, spacedLeaderWords } from "../text/leaders.js";
import { toLine } from "./lines.js";
import type { FrameLine } from "./model.js";
import type { StreamSettings } from "./settings.js";

/**
 * Dot leaders ("Revenue ........ 1,234") fill the space from a label to its
 * figures. They are not cell text: left in, they glued the label to the dots
 * ("Product sales .........") and, run right up to a figure, made label, dots
 * and figure one segment. Taken out, the space they filled is left between
 * the label and the figure, wider than a word space, so the two fall apart
 * into segments there and the columns are found from their own edges. What a
 * leader is lives in text/leaders.ts, shared with the cell text of ruled grids.
 */

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
 * The line without its spaced leaders (`spacedLeaderWords`: ". . . .", each
 * dot a word of its own). Returns the line itself when nothing is taken out,
 * and null when nothing is left of it (a row of dots across the page).
 */
export function withoutSpacedLeaders(line: FrameLine, settings: StreamSettings): FrameLine | null {
  const drop = spacedLeaderWords(line.words, settings);
  if (!drop) return line;
  const kept = line.words.filter((_, k) => !drop[k]);
  return kept.length ? toLine(kept) : null;
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
