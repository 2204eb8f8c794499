import { median, FALLBACK_LINE_HEIGHT } from "./geometry.js";
import { isLabel, isLabelBesideProse, isLegendLine } from "./label-prose.js";
import { withoutDrawnBullet } from "./list-items.js";
import { continuesParagraphs } from "./paragraphs.js";
import { setOffLoneTail } from "./closing-lines.js";
import { flagNoteTail } from "./flag-notes.js";
import { proseColumnRun } from "./prose-columns.js";
import { proseWordCount } from "./prose-words.js";
import { sharedEdges, startsOnEdge } from "./shared-edges.js";
import { titleBlockLines } from "./title-block.js";
import type { FrameLine, Segment } from "./model.js";
import type { StreamSettings } from "./settings.js";
import { flatten, mapNumbers } from "../flatten.js";
import { ascending, fontSizeOf, heightOf, leftOf, widthOf } from "../geometry/box-fields.js";

/** A one-segment line needs this many words, besides its width, to read as prose (a long name is not a sentence). */
const PROSE_MIN_WORDS = 4;
/** The page's text measure is the width this share of its lines stay within (a few over-wide lines ignored). */
const MEASURE_PERCENTILE = 0.9;
/** A lone line in type this much larger than the table's is a caption. */
const CAPTION_SIZE_RATIO = 1.2;
/** A caption or note is trimmed when set off by more than this many of the region's usual gaps... */
const CAPTION_SET_OFF_GAPS = 1.2;
/** ...any other lone line only when set off by more than this many (a footer, a source line). */
const LONE_LINE_SET_OFF_GAPS = 2.5;
/** Points added to a set-off gap, so a line only just past the usual gap is not trimmed. */
const SET_OFF_SLACK = 1;
/** A carried-on sentence starts within this many points of the region's left edge... */
const SENTENCE_LEFT_TOLERANCE = 2;
/** ...with this many words or more. */
const SENTENCE_MIN_WORDS = 3;

/** A run of consecutive lines that may hold a table, by line index. */
export interface RegionDraft {
  first: number;
  last: number;
}

/**
 * Whether a line reads as prose: one segment filling most of the text
 * measure, or sentences in two or more page columns. Prose lines end table regions; short single-segment lines
 * (row labels, wrapped cells, spanning headers) do not.
 */
export function isProseLine(segments: readonly Segment[], measure: number, settings: StreamSettings): boolean {
  if (segments.length !== 1) return isColumnProseLine(segments, measure);
  const s = segments[0]!;
  return s.bbox.x1 - s.bbox.x0 >= settings.proseWidthRatio * measure && proseWordCount(s) >= PROSE_MIN_WORDS;
}

/** Lines of one paragraph are at most this many line heights apart. */
const PARAGRAPH_LEADING_GAP = 0.6;

/** Each segment of a prose line set in page columns runs this share of the measure or more. */
const PROSE_COLUMN_WIDTH = 0.3;
/** ... and holds this many words or more (a sentence, not a cell). */
const PROSE_COLUMN_WORDS = 5;

/**
 * A line of prose set in two or more page columns: every segment a sentence
 * (several words) running a good part of the measure. Table cells this long
 * in every column of a line are rare; multi-column text is common.
 */
function isColumnProseLine(segments: readonly Segment[], measure: number): boolean {
  if (segments.length < 2 || measure <= 0) return false;
  for (const s of segments)
    if (s.bbox.x1 - s.bbox.x0 < PROSE_COLUMN_WIDTH * measure || proseWordCount(s) < PROSE_COLUMN_WORDS) return false;
  return true;
}

/** Width most full lines of the page reach: the 90th percentile of line widths. */
export function textMeasure(lines: readonly FrameLine[]): number {
  if (!lines.length) return 0;
  const widths = mapNumbers(lines, widthOf).sort(ascending);
  return widths[Math.min(widths.length - 1, Math.floor(widths.length * MEASURE_PERCENTILE))]!;
}

/**
 * Cuts the page's lines into runs separated by prose lines and by vertical
 * gaps wider than `regionGapLines` line heights, keeping runs with enough
 * multi-segment lines and short enough segments to be tabular.
 */
export function findRegionDrafts(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  settings: StreamSettings,
): RegionDraft[] {
  const lineHeight = median(mapNumbers(lines, heightOf)) || FALLBACK_LINE_HEIGHT;
  const measure = textMeasure(lines);
  // A long single line starting on the edge where text beside short labels starts is a wrapped
  // cell (the prose column of a label/prose table), not a paragraph between tables. Lines of
  // page-column prose do not make such an edge: their first segment is a sentence, not a label.
  const edges = sharedEdges(segmentsByLine.filter(isLabelPair));
  const left = Math.min(...mapNumbers(lines, leftOf));
  const wrappedCell = (i: number) => {
    const segs = segmentsByLine[i]!;
    return segs.length === 1 && segs[0]!.bbox.x0 > left + lineHeight && startsOnEdge(segs[0]!, edges);
  };
  const drafts: RegionDraft[] = [];
  let first = -1;
  const close = (last: number) => {
    if (first >= 0 && last >= first) drafts.push({ first, last });
    first = -1;
  };
  // The last lines of a paragraph, or of the paragraphs of a page set in columns: each segment
  // starting where a segment of the prose line just above starts, as close to it as the
  // paragraph's lines are (its leading), not a table row.
  let proseAbove = false;
  const paragraphTail = (i: number) =>
    proseAbove &&
    lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1 <= PARAGRAPH_LEADING_GAP * lineHeight &&
    continuesParagraphs(segmentsByLine[i]!, segmentsByLine[i - 1]!);
  for (let i = 0; i < lines.length; i++) {
    // A list item is judged by its text alone: its drawn bullet, read by OCR as signs, is no cell.
    const prose = isProseLine(withoutDrawnBullet(segmentsByLine[i]!), measure, settings);
    if ((prose && !wrappedCell(i)) || paragraphTail(i)) {
      close(i - 1);
      proseAbove = true;
      continue;
    }
    proseAbove = false;
    if (first >= 0 && lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1 > settings.regionGapLines * lineHeight) close(i - 1);
    if (first < 0) first = i;
  }
  close(lines.length - 1);
  const out: RegionDraft[] = [];
  for (const draft of drafts) {
    const d = trimEnds(draft, lines, segmentsByLine, settings);
    if (d.last >= d.first && looksTabular(segmentsByLine.slice(d.first, d.last + 1), settings)) out.push(d);
  }
  return out;
}

/**
 * Drops leading and trailing lines made of one wide segment (captions,
 * footnotes, notes): wider than `edgeLineWidthRatio` of the region's
 * multi-segment lines, they are text about the table, not rows of it. Runs
 * of short prose set in page columns at either end go first (`proseColumnRun`).
 */
export function trimEnds(
  d: RegionDraft,
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  settings: StreamSettings,
): RegionDraft {
  let { first, last } = d;
  let x0 = Infinity,
    x1 = -Infinity;
  for (let i = first; i <= last; i++) {
    if (segmentsByLine[i]!.length < 2) continue;
    x0 = Math.min(x0, lines[i]!.bbox.x0);
    x1 = Math.max(x1, lines[i]!.bbox.x1);
  }
  if (!(x1 > x0)) return d;
  const gaps: number[] = [];
  for (let i = first + 1; i <= last; i++) gaps.push(lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1);
  // Lines of cells centred beside wrapped neighbours overlap (negative gaps); a gap is never less than none.
  const usualGap = Math.max(0, median(gaps));
  const bodySize = median(mapNumbers(lines.slice(first, last + 1), fontSizeOf));
  // A caption or note: one wide segment, or one segment in a larger font than the table.
  const wide = (i: number) => {
    const segs = segmentsByLine[i]!;
    if (segs.length !== 1) return false;
    return (
      segs[0]!.bbox.x1 - segs[0]!.bbox.x0 >= settings.edgeLineWidthRatio * (x1 - x0) ||
      lines[i]!.fontSize >= CAPTION_SIZE_RATIO * bodySize
    );
  };
  // A title line: clearly larger type than the table's, however many segments it has.
  const title = (i: number) => lines[i]!.fontSize >= settings.titleSizeRatio * bodySize;
  // Only set-off lines are trimmed: a wrapped last cell sits as close as the rows do.
  const setOff = (a: number, b: number, factor: number) =>
    lines[b]!.bbox.y0 - lines[a]!.bbox.y1 > factor * usualGap + SET_OFF_SLACK;
  // Any lone segment set well apart (a page footer, a source line) is not a row either.
  const lone = (i: number) => segmentsByLine[i]!.length === 1;
  // A lone line set in another type than the line under it: clearly smaller than the table's (a running heading
  // in 8 pt over a 9 pt table), or bold over plain. However short (a few words over the first column alone), set
  // off by more than a caption's gap it is a heading over the table, not its first row.
  const otherType = (i: number) =>
    lines[i]!.fontSize <= SMALL_TYPE_RATIO * bodySize ||
    (segmentsByLine[i]!.every((s) => s.bold) && !segmentsByLine[i + 1]!.every((s) => s.bold));
  const dropFirst = (i: number) =>
    title(i) ||
    (wide(i) && setOff(i, i + 1, CAPTION_SET_OFF_GAPS)) ||
    (lone(i) && otherType(i) && setOff(i, i + 1, CAPTION_SET_OFF_GAPS)) ||
    (lone(i) && setOff(i, i + 1, LONE_LINE_SET_OFF_GAPS));
  const dropLast = (i: number) =>
    title(i) ||
    (wide(i) && setOff(i - 1, i, CAPTION_SET_OFF_GAPS)) ||
    (lone(i) && setOff(i - 1, i, LONE_LINE_SET_OFF_GAPS));
  // Titles and captions first, then the prose they may sit above, until nothing more goes.
  for (let before = -1; before !== last - first;) {
    before = last - first;
    while (first < last && dropFirst(first)) first++;
    if (headingOverSubtitle(lines, segmentsByLine, first, last, bodySize)) first += 2;
    while (first < last && dropFirst(first)) first++;
    // A page heading over the header (id, centred title, date) that lines up with none of its columns.
    first += titleBlockLines(lines, segmentsByLine, first, last, settings);
    while (last > first && dropLast(last)) last--;
    // A letter's closing under a table: lone lines after a set-off gap, closer to one another than to the rows.
    last -= setOffLoneTail(lines, segmentsByLine, first, last, LONE_LINE_SET_OFF_GAPS * usualGap + SET_OFF_SLACK);
    first += proseColumnRun(lines, segmentsByLine, first, last, "top");
    last -= proseColumnRun(lines, segmentsByLine, first, last, "bottom");
    // Smaller type is judged against the lines left, not the draft's: the prose columns and
    // captions just dropped may be set larger, and with them in the median a table's own rows,
    // as OCR measures them (a few per cent apart), could read as small type.
    const tableSize = median(mapNumbers(lines.slice(first, last + 1), fontSizeOf));
    last = beforeSmallTypeRun(lines, segmentsByLine, first, last, tableSize, settings);
    last = beforeLegendRun(segmentsByLine, first, last, settings);
    // A line of footnotes to the flags glued to the table's figures ("* provisional   ¹ not available").
    last -= flagNoteTail(segmentsByLine, first, last, settings.minTabularLines);
  }
  return { first, last };
}

/** A heading set over a subtitle is in type at least this much larger than the table's (a title of 11 pt over 9 pt rows). */
const HEADING_SIZE_RATIO = 1.1;

/**
 * The region's first two lines are a heading and its subtitle, not rows: a lone line in type larger than the
 * table's, or bold in the table's own size, right under it a lone line in smaller type than the table's (a unit,
 * a date, a source), then a line of two or more cells (the header or the first row). Set as close as the rows
 * are, the pair is no caption set off; but a table's rows are not larger (or bold) and then smaller than its own
 * type, one cell each, above its header.
 */
function headingOverSubtitle(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  bodySize: number,
): boolean {
  if (last < first + 2 || segmentsByLine[first]!.length !== 1 || segmentsByLine[first + 1]!.length !== 1) return false;
  if (segmentsByLine[first + 2]!.length < 2) return false;
  if (lines[first + 1]!.fontSize > SMALL_TYPE_RATIO * bodySize) return false;
  const heading = lines[first]!.fontSize;
  return (
    heading >= HEADING_SIZE_RATIO * bodySize ||
    (segmentsByLine[first]![0]!.bold && heading > SMALL_TYPE_RATIO * bodySize)
  );
}

/**
 * Two or more lines at the bottom that each pair a symbol with its meaning
 * (`..  not available`, `p  provisional`): a legend set in the table's own
 * type right under it. The table ends above it when enough table lines stay.
 */
function beforeLegendRun(
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  settings: StreamSettings,
): number {
  let k = last;
  while (k > first && isLegendLine(segmentsByLine[k]!)) k--;
  if (last - k < 2) return last;
  let tabular = 0;
  for (let i = first; i <= k; i++) if (segmentsByLine[i]!.length >= 2) tabular++;
  return tabular >= settings.minTabularLines ? k : last;
}

/** Type at most this share of the table's size is another block's (a legend, notes), not the table's. */
const SMALL_TYPE_RATIO = 0.92;

/**
 * A run of lines in clearly smaller type than the table's, under its rows (a
 * legend of symbols beside their meanings, notes set under the table): the
 * table ends above it, however columnar the run looks, and whatever follows
 * it (bullets, prose). A run of one line counts only at the very end, so one
 * small row inside a table does not cut it; enough table lines must stay.
 */
function beforeSmallTypeRun(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  bodySize: number,
  settings: StreamSettings,
): number {
  const small = (i: number) => lines[i]!.fontSize <= SMALL_TYPE_RATIO * bodySize;
  let tabular = segmentsByLine[first]!.length >= 2 ? 1 : 0;
  for (let i = first + 1; i <= last; i++) {
    if (small(i) && !small(i - 1) && tabular >= settings.minTabularLines) {
      let end = i;
      while (end < last && small(end + 1)) end++;
      if (end === last || end > i) return i - 1;
    }
    if (segmentsByLine[i]!.length >= 2) tabular++;
  }
  return last;
}

/** Enough multi-segment lines, and cells of a few words rather than sentences (or labels beside sentences). */
export function looksTabular(segmentsByLine: readonly Segment[][], settings: StreamSettings): boolean {
  const tabular = multiSegment(segmentsByLine).length;
  if (tabular < settings.minTabularLines) return false;
  const wordCounts = mapNumbers(flatten(segmentsByLine), wordCount);
  if (mostlySentenceFragments(segmentsByLine)) return false;
  return median(wordCounts) <= settings.maxMedianWordsPerSegment || isLabelBesideProse(segmentsByLine);
}

/**
 * Pieces of running text set in page columns: most multi-segment lines
 * begin, at the region's left edge, with three or more words in lower case
 * (a sentence carried on from the line before). A table's first column holds
 * names, codes or figures; its wrapped lines start further right. A line
 * whose first segment ends a wrapped cell of its own column (`endsWrappedCell`:
 * the row's other cells set level with the cell's last line, a spreadsheet's
 * bottom alignment) is no sentence carried on across a page column.
 */
function mostlySentenceFragments(segmentsByLine: readonly Segment[][]): boolean {
  const multi = multiSegment(segmentsByLine);
  if (multi.length < 2) return false;
  const left = Math.min(...mapNumbers(multi, firstLeft));
  let carried = 0;
  for (let i = 0; i < segmentsByLine.length; i++) {
    const s = segmentsByLine[i]!;
    if (
      s.length >= 2 &&
      s[0]!.bbox.x0 <= left + SENTENCE_LEFT_TOLERANCE &&
      s[0]!.words.length >= SENTENCE_MIN_WORDS &&
      /^\p{Ll}/u.test(s[0]!.text) &&
      !endsWrappedCell(s, segmentsByLine[i - 1])
    )
      carried++;
  }
  return carried * 2 >= multi.length;
}

/**
 * The line's first segment is the last line of a cell wrapped in its column: the line just above
 * holds one segment only, starting where it starts, ending before the line's second segment, and
 * no further above it than a line's height (a cell's leading). Text in page columns runs on in
 * every column at once, so the line above a carried sentence has text in the other columns too.
 */
export function endsWrappedCell(line: readonly Segment[], above: readonly Segment[] | undefined): boolean {
  if (above?.length !== 1 || line.length < 2) return false;
  const cell = line[0]!.bbox,
    upper = above[0]!.bbox;
  return (
    Math.abs(upper.x0 - cell.x0) <= SENTENCE_LEFT_TOLERANCE &&
    upper.x1 < line[1]!.bbox.x0 &&
    cell.y0 - upper.y1 <= cell.y1 - cell.y0
  );
}

/*
 * Callbacks as module-level functions, not arrows made on each call: V8 keeps a callback's
 * optimised code only while a closure holding it lives, so once warm such an arrow was compiled
 * again after each garbage collection (bench/README.md, issue #17).
 */

const wordCount = (s: Segment) => s.words.length;
/** A line of two segments, a label first. */
const isLabelPair = (segs: readonly Segment[]) => segs.length === 2 && isLabel(segs[0]!.text);
const firstLeft = (segs: readonly Segment[]) => segs[0]!.bbox.x0;

/** The lines of two or more segments. */
function multiSegment(segmentsByLine: readonly Segment[][]): Segment[][] {
  const out: Segment[][] = [];
  for (const s of segmentsByLine) if (s.length >= 2) out.push(s);
  return out;
}
