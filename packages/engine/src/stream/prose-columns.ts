import type { FrameLine, Segment } from "./model.js";
import { continuesParagraphs } from "./paragraphs.js";
import { mapNumbers } from "../flatten.js";

/** Each segment of a line of short page-column prose holds at least this many words ... */
const MIN_WORDS = 2;
/** ... and this many on average (a paragraph's last line may be short). */
const MIN_MEAN_WORDS = 2.5;
/** A sentence's end: a full stop, question or exclamation mark, possibly before a closing quote or bracket. */
const SENTENCE_END = /[.!?]["'\u2019\u201d)]?$/u;
/** Lines a run of page-column prose needs: one two-column line may be a row of long cells. */
const MIN_RUN_LINES = 2;
/** Share of the run's words that start in lower case (running text, not labels or names). */
const MIN_LOWER_SHARE = 0.5;
/** The run is set off from the table by a gap at least this many points wider than its own leading. */
const MIN_SET_OFF = 1;

/**
 * Lines to drop at one end of a region that are short prose set in page
 * columns (two or more columns too narrow for `isColumnProseLine`): a run of
 * lines at the region's `end` where every line has two or more segments,
 * each of two or more words (two and a half on average, unless every segment ends a sentence) with no figures, most words in lower case, set off
 * from the table by a gap wider than the run's own leading. A table row of
 * long text cells has a label, a code or a figure in some column.
 * Returns how many lines to drop (0 when the end is not such a run).
 */
export function proseColumnRun(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  end: "top" | "bottom",
): number {
  const step = end === "top" ? 1 : -1;
  const start = end === "top" ? first : last;
  // A line of the run is page-column prose, or carries on the paragraphs of the line above it
  // (a figure in a sentence, a paragraph's short last line); the run's top line is prose.
  const inRun = (i: number) =>
    isProseColumnLine(segmentsByLine[i]!) || (i > first && carriesOn(segmentsByLine[i]!, segmentsByLine[i - 1]!));
  let n = 0;
  for (let i = start; i >= first && i <= last && inRun(i); i += step) n++;
  if (end === "bottom") while (n > 0 && !isProseColumnLine(segmentsByLine[last - n + 1]!)) n--;
  if (n < MIN_RUN_LINES || n >= last - first + 1) return 0;
  const run = Array.from({ length: n }, (_, k) => start + k * step);
  let lower = 0,
    words = 0;
  for (const i of run)
    for (const s of segmentsByLine[i]!)
      for (const w of s.words) {
        words++;
        if (/^\p{Ll}/u.test(w.text)) lower++;
      }
  if (lower < MIN_LOWER_SHARE * words) return 0;
  const gapBetween = (a: number, b: number) => lines[Math.max(a, b)]!.bbox.y0 - lines[Math.min(a, b)]!.bbox.y1;
  const leading = Math.max(...mapNumbers(run.slice(1), (i) => gapBetween(i - step, i)));
  const next = start + n * step;
  return gapBetween(run[n - 1]!, next) >= leading + MIN_SET_OFF ? n : 0;
}

/**
 * A line that carries on the paragraphs of the page-column prose line above
 * it: each segment starts where one of that line's starts
 * (`continuesParagraphs`) and reads as running text, two or more words or
 * the end of a sentence ("spring."). Figures may be in it ("in table 2").
 */
function carriesOn(segments: readonly Segment[], above: readonly Segment[]): boolean {
  if (!continuesParagraphs(segments, above)) return false;
  for (const s of segments) if (s.words.length < MIN_WORDS && !SENTENCE_END.test(s.text.trim())) return false;
  return true;
}

/**
 * A line of short prose set in page columns: two or more segments, each of
 * two or more words with no figures, two and a half words a segment on
 * average unless every segment ends a sentence (the paragraphs' last lines).
 */
export function isProseColumnLine(segments: readonly Segment[]): boolean {
  if (segments.length < 2) return false;
  let words = 0,
    ends = 0;
  for (const s of segments) {
    if (s.words.length < MIN_WORDS || /\d/u.test(s.text)) return false;
    words += s.words.length;
    if (SENTENCE_END.test(s.text.trim())) ends++;
  }
  // The last lines of the paragraphs ("ends here." beside "also ends.") may be shorter.
  return ends === segments.length || words >= MIN_MEAN_WORDS * segments.length;
}
