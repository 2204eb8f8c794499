import { findColumns, type ColumnLayout } from "./columns.js";
import { median } from "./geometry.js";
import { isFigure } from "./header-words.js";
import { buildLines } from "./lines.js";
import type { FrameLine, FrameWord, HorizontalRule, Segment } from "./model.js";
import { pageProseLines, startsPageColumn, type PageGutter } from "./page-gutters.js";
import { findRegionDrafts } from "./regions.js";
import { renumberLines, segmentsOfLines } from "./segments.js";
import type { StreamSettings } from "./settings.js";
import { flatMapList, flatten, mapNumbers } from "../flatten.js";
import { bottomOf, descending, fontSizeOf, topOf } from "../geometry/box-fields.js";
import { sortIndicesByKey } from "../geometry/sort-indices.js";
import type { BBox } from "../types.js";

/** Rules up to this far (pt) above or below the text still belong to it (a table's top and bottom rules). */
const RULE_REACH = 20;
/** The gutter splitting tables side by side is this many times wider than the next widest, or the only one. */
const WIDEST_GUTTER_RATIO = 1.5;
/** A rule ending this close (pt) to the gutter's edge runs into it. */
const GUTTER_EDGE_SLACK = 1;
/** A table in a page column starts at most this many ems (of the region's type) right of the column's edge: a cell's padding, an indent. */
const PAGE_COLUMN_INDENT_EM = 1.5;

/** Lines of a region with their segments (line indices local to the region). */
export interface RegionLines {
  lines: FrameLine[];
  segmentsByLine: Segment[][];
}

/** A vertical strip no text crosses on any line of the region. */
interface Gutter {
  x0: number;
  x1: number;
}

/**
 * Splits a region holding tables printed side by side. A gutter (an empty
 * vertical strip through every line) splits the region when rules on both
 * sides stop short of it, or when it is clearly the widest gap and both
 * sides are the same kind of table (a table continued in a second column
 * of the page: the same number of columns, and the same header words or
 * cells of the same kind column by column, not one table's text columns
 * left of a wide gap and its figures right of it) and no rule inside the
 * region runs across it (an invoice's rule under its header ties
 * description and amounts), or when the table lines right of it start
 * where a column of the page's prose starts (`pageGutters`, from the paragraphs in
 * and around the region: two tables each in its own page column, however
 * wide their own column gaps or different their column counts). Each side
 * is a column of its own: the runs of table lines in it are found again as
 * on a page (`sideRegions`), then split again, so three or more work.
 */
export function splitSideBySide(
  region: RegionLines,
  rules: readonly HorizontalRule[],
  settings: StreamSettings,
  pageGutters: readonly PageGutter[] = [],
): RegionLines[] {
  const words = flatMapList(region.lines, wordsOfLine);
  const gutters = findGutters(flatten(region.segmentsByLine));
  if (!gutters.length || !words.length) return [region];
  const top = Math.min(...mapNumbers(region.lines, topOf)),
    bottom = Math.max(...mapNumbers(region.lines, bottomOf));
  const near = rulesWithin(rules, top - RULE_REACH, bottom + RULE_REACH);
  const widths = mapNumbers(gutters, gutterWidth).sort(descending);
  const prose = pageGutters.length ? pageProseLines(region.segmentsByLine, pageGutters, settings) : [];
  // Boxes drawn round each cell on its own (HTML's separated borders) stop short of every gap
  // between columns: rules that cross none of the gaps are the cells' boxes, and split nothing.
  const boxedCells = !anyRuleAcross(gutters, near);
  const indent = PAGE_COLUMN_INDENT_EM * median(mapNumbers(words, fontSizeOf));
  for (const g of gutters) {
    const byRules = !boxedCells && rulesSplit(g, near);
    const byPageColumn = !byRules && startsPageColumn(g, region.segmentsByLine, prose, pageGutters, indent);
    const widest = g.x1 - g.x0 === widths[0] && (widths.length === 1 || widths[0]! >= WIDEST_GUTTER_RATIO * widths[1]!);
    // A block of text in another type size, off the rows' baselines, beside the table (a legend,
    // notes) is not one of its columns, however wide the table's own column gaps are.
    const byType =
      !byRules &&
      !byPageColumn &&
      differentTypeSize(words, g) &&
      offBaseline(region, g) &&
      (oneBlock(region, g, leftOfGutter) || oneBlock(region, g, rightOfGutter));
    const sure = byRules || byPageColumn || byType;
    if (!sure && !widest) continue;
    // A rule running across the gap between the region's lines (under a header, over a totals block)
    // rules both sides as one table: two tables printed side by side are ruled each on its own.
    if (!sure && ruledAcross(g, near, top, bottom)) continue;
    // Cheap first: tables of equal column count have about as many gutters on each side.
    if (!sure && !similarGutters(gutters, g)) continue;
    if (!sure && !sameKindOfTable(region, g, settings)) continue;
    const left = regionOf(leftOfGutter(words, g), settings);
    const right = regionOf(rightOfGutter(words, g), settings);
    if (left.lines.length < 2 || right.lines.length < 2) continue;
    // The page's paragraphs, cut in two as well, stay prose on each side.
    const proseWords = wordsOfLines(region.lines, prose);
    const sides = [...sideRegions(left, settings, proseWords), ...sideRegions(right, settings, proseWords)];
    const out: RegionLines[] = [];
    for (const side of sides) out.push(...splitSideBySide(side, rules, settings, pageGutters));
    return out;
  }
  return [region];
}

/**
 * The runs of table lines in one side split off a region, found as on a
 * page (`findRegionDrafts`): the side is a column of its own, with its own
 * measure, so a paragraph above or below a table in a page column reads as
 * prose there and is left out, as are headings set apart. Lines made only
 * of `prose` words (the page's paragraphs seen across the gutter) end runs,
 * as prose lines do on a page.
 */
export function sideRegions(
  side: RegionLines,
  settings: StreamSettings,
  prose: ReadonlySet<FrameWord> = new Set(),
): RegionLines[] {
  const out: RegionLines[] = [];
  let first = 0;
  for (let i = 0; i <= side.lines.length; i++) {
    if (i < side.lines.length && !allIn(side.lines[i]!.words, prose)) continue;
    if (i > first) out.push(...regionsAmong(side, first, i - 1, settings));
    first = i + 1;
  }
  return out;
}

/** The regions `findRegionDrafts` finds among the side's lines `first`..`last`. */
function regionsAmong(side: RegionLines, first: number, last: number, settings: StreamSettings): RegionLines[] {
  const lines = side.lines.slice(first, last + 1);
  const segmentsByLine = renumberLines(side.segmentsByLine.slice(first, last + 1));
  const out: RegionLines[] = [];
  for (const d of findRegionDrafts(lines, segmentsByLine, settings))
    out.push({
      lines: lines.slice(d.first, d.last + 1),
      segmentsByLine: renumberLines(segmentsByLine.slice(d.first, d.last + 1)),
    });
  return out;
}

/** Every word is one of `set` (a line with words). */
function allIn(words: readonly FrameWord[], set: ReadonlySet<FrameWord>): boolean {
  if (!words.length || !set.size) return false;
  for (const w of words) if (!set.has(w)) return false;
  return true;
}

/** The words of the lines flagged in `flags`. */
function wordsOfLines(lines: readonly FrameLine[], flags: readonly boolean[]): Set<FrameWord> {
  const out = new Set<FrameWord>();
  for (let i = 0; i < lines.length; i++) if (flags[i]) for (const w of lines[i]!.words) out.add(w);
  return out;
}

/**
 * Rules on both sides that run into the gutter but none across it, at two
 * or more heights on each side (a table's own rules, not one \cmidrule under
 * a column group).
 */
function rulesSplit(g: Gutter, rules: readonly HorizontalRule[]): boolean {
  const left: HorizontalRule[] = [],
    right: HorizontalRule[] = [];
  for (const r of rules) {
    if (r.x0 < g.x0 - GUTTER_EDGE_SLACK && r.x1 > g.x1 + GUTTER_EDGE_SLACK) return false;
    if (r.x1 <= g.x1 + GUTTER_EDGE_SLACK) left.push(r);
    if (r.x0 >= g.x0 - GUTTER_EDGE_SLACK) right.push(r);
  }
  return distinctHeights(left) >= 2 && distinctHeights(right) >= 2;
}

/** Whether some rule runs across one of the gutters (from left of it to right of it). */
function anyRuleAcross(gutters: readonly Gutter[], rules: readonly HorizontalRule[]): boolean {
  for (const r of rules)
    for (const g of gutters) if (r.x0 < g.x0 - GUTTER_EDGE_SLACK && r.x1 > g.x1 + GUTTER_EDGE_SLACK) return true;
  return false;
}

/** A rule from left of the gutter to right of it lies strictly between `top` and `bottom` (inside the region). */
function ruledAcross(g: Gutter, rules: readonly HorizontalRule[], top: number, bottom: number): boolean {
  for (const r of rules)
    if (r.y > top && r.y < bottom && r.x0 < g.x0 - GUTTER_EDGE_SLACK && r.x1 > g.x1 + GUTTER_EDGE_SLACK) return true;
  return false;
}

/** How many heights (to the point) the rules lie at. */
function distinctHeights(rules: readonly HorizontalRule[]): number {
  const heights = new Set<number>();
  for (const r of rules) heights.add(Math.round(r.y));
  return heights.size;
}

/*
 * The callbacks here are module-level functions taking what they need, not arrows made on each
 * call: V8 keeps a callback's optimised code only while a closure holding it lives, so once warm
 * such an arrow was compiled again after each garbage collection (bench/README.md, issue #17).
 */

const wordsOfLine = (l: FrameLine) => l.words;
const gutterWidth = (g: Gutter) => g.x1 - g.x0;
const lineOf = (s: Segment) => s.line;

/** The rules lying from `top` to `bottom`. */
function rulesWithin(rules: readonly HorizontalRule[], top: number, bottom: number): HorizontalRule[] {
  const out: HorizontalRule[] = [];
  for (const r of rules) if (r.y >= top && r.y <= bottom) out.push(r);
  return out;
}

/** The items wholly left of the gutter. */
function leftOfGutter<T extends { bbox: BBox }>(items: readonly T[], g: Gutter): T[] {
  const out: T[] = [];
  for (const item of items) if (item.bbox.x1 <= g.x0) out.push(item);
  return out;
}

/** The items wholly right of the gutter. */
function rightOfGutter<T extends { bbox: BBox }>(items: readonly T[], g: Gutter): T[] {
  const out: T[] = [];
  for (const item of items) if (item.bbox.x0 >= g.x1) out.push(item);
  return out;
}

/** Type size that tells a side block from the table: one side's median this much larger than the other's. */
const TYPE_SIZE_RATIO = 1.1;

/** The words left and right of the gutter are set in clearly different type sizes. */
function differentTypeSize(words: readonly FrameWord[], g: Gutter): boolean {
  // Both sides' sizes in one pass, in the words' order (as leftOfGutter and rightOfGutter keep them), instead of
  // two lists of words and two of sizes per gutter: this runs for nearly every gutter of every region
  // (bench/README.md, issue #17).
  const leftSizes: number[] = [];
  const rightSizes: number[] = [];
  for (const w of words) {
    if (w.bbox.x1 <= g.x0) leftSizes.push(w.fontSize);
    if (w.bbox.x0 >= g.x1) rightSizes.push(w.fontSize);
  }
  const left = median(leftSizes);
  const right = median(rightSizes);
  if (!(left > 0 && right > 0)) return false;
  return Math.max(left, right) >= TYPE_SIZE_RATIO * Math.min(left, right);
}

/** Text sharing a line across the gutter sits on another baseline in most lines (a block set beside the rows, not cells of them). */
function offBaseline(region: RegionLines, g: Gutter): boolean {
  let shared = 0,
    off = 0;
  for (const segs of region.segmentsByLine) {
    const left = leftOfGutter(segs, g),
      right = rightOfGutter(segs, g);
    if (!left.length || !right.length) continue;
    shared++;
    if (Math.abs(left[left.length - 1]!.bbox.y1 - right[0]!.bbox.y1) > BASELINE_TOLERANCE) off++;
  }
  return shared > 0 && off * 2 >= shared;
}

/** Bottoms of words on one baseline agree within this many points, whatever their size. */
const BASELINE_TOLERANCE = 1.5;

/** The segments on one side form a single block of text: at most one segment per line. */
function oneBlock(
  region: RegionLines,
  g: Gutter,
  onSide: (segments: readonly Segment[], g: Gutter) => Segment[],
): boolean {
  let some = false;
  for (const segs of region.segmentsByLine) {
    const n = onSide(segs, g).length;
    if (n > 1) return false;
    if (n > 0) some = true;
  }
  return some;
}

function similarGutters(gutters: readonly Gutter[], g: Gutter): boolean {
  let left = 0,
    right = 0;
  for (const o of gutters) {
    if (o.x1 <= g.x0) left++;
    if (o.x0 >= g.x1) right++;
  }
  return left >= 1 && right >= 1 && Math.abs(left - right) <= 1;
}

/**
 * Both sides of the gutter hold the same kind of table: the same number (two or more) of columns and either
 * the same header words (a listing continued beside itself) or, column by column, cells of the same kind
 * (figures or text). One table whose column is drawn far wider than its text has its widest gap there, often
 * with as many columns each side, but its sides hold different columns: part numbers and descriptions left,
 * quantities and prices right. When every column is text the kinds agree for any two lists, so lines running
 * across the gap as one table's rows (`oneTableRows`) keep it whole then.
 */
function sameKindOfTable(region: RegionLines, g: Gutter, settings: StreamSettings): boolean {
  const segments = flatten(region.segmentsByLine);
  const left = sideLayout(leftOfGutter(segments, g), settings);
  const right = sideLayout(rightOfGutter(segments, g), settings);
  if (!left || !right || left.columns.length < 2 || left.columns.length !== right.columns.length) return false;
  if (firstLineText(left) === firstLineText(right)) return true;
  return sameKinds(columnKinds(left), columnKinds(right)) && !oneTableRows(region, g);
}

/**
 * The lines across the gutter read as one table's rows, not two tables' level with each other: a header
 * line of words (no figures) spread over both sides without repeating, every row holding text on both
 * sides from the first line to the last, on one baseline across the gap, in one type size. A line with
 * text on one side only must continue a cell of the line above (`wrapsCell`). Two lists side by side
 * whose columns are all text agree in kind as well; only such lists running level to the very same end
 * under one header line are taken for one table: lists of different lengths, or one table continued
 * beside itself under its header repeated, still part.
 */
function oneTableRows(region: RegionLines, g: Gutter): boolean {
  const lines = region.segmentsByLine;
  if (lines.length < 2 || !onBothSides(lines[0]!, g)) return false;
  for (const s of lines[0]!) if (isFigure(s.text)) return false;
  const rowGaps: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const segs = lines[i]!;
    if (!onBothSides(segs, g)) continue;
    const left = leftOfGutter(segs, g),
      right = rightOfGutter(segs, g);
    if (Math.abs(left[left.length - 1]!.bbox.y1 - right[0]!.bbox.y1) > BASELINE_TOLERANCE) return false;
    if (i > 0 && onBothSides(lines[i - 1]!, g)) rowGaps.push(lineGap(region, i));
  }
  const rowGap = median(rowGaps);
  for (let i = 1; i < lines.length; i++) if (!onBothSides(lines[i]!, g) && !wrapsCell(region, i, rowGap)) return false;
  return !differentTypeSize(flatMapList(region.lines, wordsOfLine), g);
}

/** A cell's text carried on to a further line starts where a cell of the line above starts, within this (pt). */
const WRAP_EDGE_TOLERANCE = 2;

/**
 * Line `i` continues a cell of the line above: one segment, starting where a segment of that line starts, no
 * further below it than rows are apart (`rowGap`). A longer list's further rows hold all its columns.
 */
function wrapsCell(region: RegionLines, i: number, rowGap: number): boolean {
  const segs = region.segmentsByLine[i]!;
  if (segs.length !== 1 || !(lineGap(region, i) <= rowGap + WRAP_EDGE_TOLERANCE)) return false;
  const x0 = segs[0]!.bbox.x0;
  for (const s of region.segmentsByLine[i - 1]!) if (Math.abs(s.bbox.x0 - x0) <= WRAP_EDGE_TOLERANCE) return true;
  return false;
}

/** The gap between line `i` and the line above it. */
function lineGap(region: RegionLines, i: number): number {
  return region.lines[i]!.bbox.y0 - region.lines[i - 1]!.bbox.y1;
}

/** The segments hold text on both sides of the gutter. */
function onBothSides(segs: readonly Segment[], g: Gutter): boolean {
  return leftOfGutter(segs, g).length > 0 && rightOfGutter(segs, g).length > 0;
}

/** The columns of one side's segments (undefined when they lie on fewer than two lines). */
function sideLayout(segments: Segment[], settings: StreamSettings): ColumnLayout | undefined {
  const lines = new Set(mapNumbers(segments, lineOf)).size;
  return lines < 2 ? undefined : findColumns(segments, lines, settings);
}

/** The words of a side's first line, in reading order, in lower case (its header, when it has one). */
function firstLineText(layout: ColumnLayout): string {
  let first = Infinity;
  for (const p of layout.placements) first = Math.min(first, p.segment.line);
  const texts: string[] = [];
  for (const p of layout.placements) if (p.segment.line === first) texts.push(p.segment.text.trim().toLowerCase());
  return texts.join(" ");
}

/** Per column: whether most of the cells placed in it alone read as figures (a header word among them is outvoted). */
function columnKinds(layout: ColumnLayout): boolean[] {
  const figures = new Array<number>(layout.columns.length).fill(0);
  const cells = new Array<number>(layout.columns.length).fill(0);
  for (const p of layout.placements) {
    if (p.span !== 1) continue;
    cells[p.col]!++;
    if (isFigure(p.segment.text)) figures[p.col]!++;
  }
  const kinds: boolean[] = [];
  for (let c = 0; c < cells.length; c++) kinds.push(cells[c]! > 0 && figures[c]! * 2 > cells[c]!);
  return kinds;
}

function sameKinds(a: readonly boolean[], b: readonly boolean[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function regionOf(words: FrameWord[], settings: StreamSettings): RegionLines {
  const lines = buildLines(words, settings);
  return { lines, segmentsByLine: segmentsOfLines(lines, settings) };
}

/** Empty vertical strips between the union of all segments' x-ranges. */
export function findGutters(segments: readonly Segment[]): Gutter[] {
  // Indices ordered by left edge (`sortIndicesByKey`, the order `sort(byLeft)` gave for finite edges) instead of a
  // copy sorted with a comparator call per comparison, which was most of this function's samples (bench/README.md, issue #17).
  const left: number[] = [];
  const order: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    left.push(segments[i]!.bbox.x0);
    order.push(i);
  }
  sortIndicesByKey(order, left);
  const out: Gutter[] = [];
  let reach = -Infinity;
  for (const i of order) {
    const b = segments[i]!.bbox;
    if (reach > -Infinity && b.x0 > reach) out.push({ x0: reach, x1: b.x0 });
    reach = Math.max(reach, b.x1);
  }
  return out;
}
