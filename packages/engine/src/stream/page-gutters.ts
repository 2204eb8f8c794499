import type { FrameLine, Segment } from "./model.js";
import { isProseColumnLine } from "./prose-columns.js";
import type { StreamSettings } from "./settings.js";

/** Lines of page-column prose that must show a gutter before it is taken for the page's. */
const MIN_PROSE_LINES = 2;
/** Share of those lines' words that start in lower case (running text, not a row of names). */
const MIN_LOWER_SHARE = 0.5;
/**
 * Words a segment of those lines holds on average: a page column's lines of running text run to
 * six or more, while wrapped cells of a table's text columns ("Single supplier for", "steel
 * sections") hold two or three.
 */
const MIN_MEAN_WORDS = 4;

/**
 * The gap between two columns of a page set in columns, as the prose in them
 * shows it: `x1` is where the next page column starts (its lines' shared left
 * edge), `x0` how far right the previous column's lines reach.
 */
export interface PageGutter {
  x0: number;
  x1: number;
}

/** One line's gap between two of its prose segments. */
interface ProseGap {
  x0: number;
  x1: number;
  line: number;
  lower: number;
  words: number;
  segments: number;
}

/**
 * The lines of page-column prose (`isProseColumnLine`) inside a region's
 * lines `first`..`last`, and the runs of them right above and below it (no
 * wider apart than the page's region gap): the paragraphs of the page
 * columns a table sits in, whose gutter may run on between two tables set
 * side by side. Returns their segments, a line each.
 */
export function pageColumnProse(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  settings: StreamSettings,
): Segment[][] {
  const out: Segment[][] = [];
  for (let i = first; i <= last; i++) if (isProseColumnLine(segmentsByLine[i]!)) out.push(segmentsByLine[i]!);
  const near = (a: number, b: number) =>
    lines[b]!.bbox.y0 - lines[a]!.bbox.y1 <= settings.regionGapLines * (lines[a]!.bbox.y1 - lines[a]!.bbox.y0);
  for (let i = first - 1; i >= 0 && isProseColumnLine(segmentsByLine[i]!) && near(i, i + 1); i--)
    out.push(segmentsByLine[i]!);
  for (let i = last + 1; i < lines.length && isProseColumnLine(segmentsByLine[i]!) && near(i - 1, i); i++)
    out.push(segmentsByLine[i]!);
  return out;
}

/**
 * Where the page's columns part, from lines of prose set in them: gaps
 * between neighbouring segments of two or more lines whose right-hand
 * segments start on one edge (within `alignTolerance`: a page column's lines
 * start flush left, however ragged their right ends) and which all overlap,
 * in lines of mostly lower-case words, four or more a segment on average.
 * Only lines starting on the left edge the lines share count: the first
 * column of the page starts there, while the wrapped text cells of a
 * table's middle columns start further right. Gutters left to right.
 */
export function pageColumnGutters(proseLines: readonly Segment[][], settings: StreamSettings): PageGutter[] {
  const gaps: ProseGap[] = [];
  let left = Infinity;
  for (const segs of proseLines) left = Math.min(left, segs[0]!.bbox.x0);
  for (let line = 0; line < proseLines.length; line++) {
    const segs = proseLines[line]!;
    if (segs[0]!.bbox.x0 > left + settings.alignTolerance) continue;
    const lower = countLower(segs),
      words = countWords(segs);
    for (let k = 1; k < segs.length; k++)
      gaps.push({ x0: segs[k - 1]!.bbox.x1, x1: segs[k]!.bbox.x0, line, lower, words, segments: segs.length });
  }
  gaps.sort(byStart);
  const out: PageGutter[] = [];
  for (let i = 0; i < gaps.length;) {
    let j = i;
    while (j < gaps.length && gaps[j]!.x1 - gaps[i]!.x1 <= settings.alignTolerance) j++;
    const gutter = sharedGap(gaps.slice(i, j));
    if (gutter) out.push(gutter);
    i = j;
  }
  return out;
}

/** The gap all of these share, when they come from enough lines of running text. */
function sharedGap(group: readonly ProseGap[]): PageGutter | null {
  const lines = new Set<number>();
  let x0 = -Infinity,
    x1 = Infinity,
    lower = 0,
    words = 0,
    segments = 0;
  for (const g of group) {
    if (lines.has(g.line)) continue;
    lines.add(g.line);
    x0 = Math.max(x0, g.x0);
    x1 = Math.min(x1, g.x1);
    lower += g.lower;
    words += g.words;
    segments += g.segments;
  }
  if (lines.size < MIN_PROSE_LINES || !(x1 > x0)) return null;
  if (lower < MIN_LOWER_SHARE * words || words < MIN_MEAN_WORDS * segments) return null;
  return { x0, x1 };
}

const byStart = (a: ProseGap, b: ProseGap) => a.x1 - b.x1;

function countWords(segs: readonly Segment[]): number {
  let n = 0;
  for (const s of segs) n += s.words.length;
  return n;
}

function countLower(segs: readonly Segment[]): number {
  let n = 0;
  for (const s of segs) for (const w of s.words) if (/^\p{Ll}/u.test(w.text)) n++;
  return n;
}

/**
 * The region's lines that are page-column prose with a column starting on
 * one of the page gutters' edges (its paragraphs, their short last lines
 * too): no table lines, whichever side of the gutter their words fall on.
 */
export function pageProseLines(
  segmentsByLine: readonly Segment[][],
  pageGutters: readonly PageGutter[],
  settings: StreamSettings,
): boolean[] {
  const out: boolean[] = [];
  for (const segs of segmentsByLine)
    out.push(isProseColumnLine(segs) && startsOnGutterEdge(segs, pageGutters, settings));
  return out;
}

function startsOnGutterEdge(segs: readonly Segment[], pageGutters: readonly PageGutter[], settings: StreamSettings) {
  for (let k = 1; k < segs.length; k++)
    for (const p of pageGutters) if (Math.abs(segs[k]!.bbox.x0 - p.x1) <= settings.alignTolerance) return true;
  return false;
}

/** A rule or text edge this close (pt) to a page column's edge lies on it. */
const EDGE_SLACK = 1;

/**
 * The gutter `[x0, x1]` through a region holds the edge where a column of
 * the page's prose starts, and the table lines right of it (the region's
 * lines not in `prose`) start there too, within `indent` (a cell's padding):
 * the page's gutter run on through the table lines. A full-width table's
 * column gap may cover the page's gutter; that its next column also starts
 * on the page column's edge is much rarer.
 */
export function startsPageColumn(
  g: { x0: number; x1: number },
  segmentsByLine: readonly Segment[][],
  prose: readonly boolean[],
  pageGutters: readonly PageGutter[],
  indent: number,
): boolean {
  let start = Infinity;
  for (let i = 0; i < segmentsByLine.length; i++) {
    if (prose[i]) continue;
    for (const s of segmentsByLine[i]!) if (s.bbox.x0 >= g.x1) start = Math.min(start, s.bbox.x0);
  }
  for (const p of pageGutters) if (g.x0 < p.x1 && start >= p.x1 - EDGE_SLACK && start <= p.x1 + indent) return true;
  return false;
}
