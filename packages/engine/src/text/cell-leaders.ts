import type { TextLine, Word } from "../types.js";
import { cutLeaderGlyphs, dotsWithin, leaderDots, spacedLeaderWords, type LeaderSettings } from "./leaders.js";
import { toFrame } from "./reading-frame.js";
import { mapList } from "../flatten.js";

/**
 * A cell's lines without their dot leaders, by the stream detector's
 * definition (leaders.ts): runs of leader glyphs of `leaderMinDots` dots or
 * more cut out of words ("Revenue........", one text run "sales.....1,234"),
 * and spaced leaders (". . . .", each dot a word) taken out of each line. A
 * ruled grid's cell text comes straight from its glyphs, so without this a
 * label kept the dots that lead to its figures in the next cell. A cell of
 * dots alone ("....." standing for "not available") is no leader beside a
 * label: it keeps its text, and so do its lines. Lines left empty go; the
 * list itself comes back when nothing was taken out.
 */
export function cellLinesWithoutLeaders(lines: TextLine[], settings: LeaderSettings): TextLine[] {
  // Nearly every cell has too few dots for a leader: one pass over its text, nothing made.
  if (!lines.some((l) => dotsWithin(l.text) >= settings.leaderMinDots || hasDotWord(l))) return lines;
  if (lines.every(dotsAlone)) return lines;
  let changed = false;
  const out: TextLine[] = [];
  for (const line of lines) {
    const kept = lineWithoutLeaders(line, settings);
    if (kept !== line) changed = true;
    if (kept) out.push(kept);
  }
  return changed ? out : lines;
}

/** A word of dots alone stands in the line (a spaced leader's dot, or a lone ".."). */
function hasDotWord(line: TextLine): boolean {
  return line.words.length > 1 && line.words.some((w) => leaderDots(w.text) > 0);
}

/** Every word of the line is made of leader characters alone. */
function dotsAlone(line: TextLine): boolean {
  return line.words.every((w) => leaderDots(w.text) > 0);
}

/** The line without its leaders, itself when it has none, null when nothing is left. */
function lineWithoutLeaders(line: TextLine, settings: LeaderSettings): TextLine | null {
  const words: Word[] = [];
  let cut = false;
  for (const w of line.words) {
    const pieces = cutLeaderGlyphs(w, settings.leaderMinDots);
    if (pieces.length !== 1 || pieces[0] !== w) cut = true;
    for (const p of pieces) words.push(p);
  }
  // Spaced leaders are measured along the line: words' boxes in the line's reading frame.
  const drop = spacedLeaderWords(
    mapList(words, (w) => ({ text: w.text, bbox: toFrame(w.bbox, line.direction), fontSize: w.fontSize })),
    settings,
  );
  if (!cut && !drop) return line;
  const kept = drop ? words.filter((_, k) => !drop[k]) : words;
  if (!kept.length) return null;
  return { ...line, words: kept, text: mapList(kept, wordText).join(" ") };
}

const wordText = (w: Word) => w.text;
