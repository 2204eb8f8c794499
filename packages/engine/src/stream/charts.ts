import type { BBox, PageContent, Ruling, Word } from "../types.js";
import { median, FALLBACK_LINE_HEIGHT } from "./geometry.js";
import { mapList, mapNumbers } from "../flatten.js";
import { heightOf } from "../geometry/box-fields.js";

/** Filled boxes thinner than this (pt) either way are rules or hairlines, not bars. */
const MIN_BAR_SIZE = 2;
/** Vertical bars may run this many times MAX_BAR_SHARE up the page: a plot is usually taller than a row is wide. */
const VERTICAL_BAR_ALLOWANCE = 2;
/** A group with words inside one in this many of its boxes or more is shaded cells, not a chart. */
const TEXT_BAR_ONE_IN = 3;
/** Bars of one chart are this far apart (pt) or more; shaded cells of one row touch. */
const MIN_BAR_GAP = 1;
/** Horizontal lines shorter than this (pt) are ticks or underlines, not a chart's grid lines. */
const MIN_GRID_LINE_LENGTH = 20;

/** Bars share their base within this many points. */
const BASE_TOLERANCE = 1;
/** A chart has at least this many bars, or grid lines. */
const MIN_MARKS = 3;
/** Bars are narrower than this share of the page (wider filled boxes are panels or stripes). */
const MAX_BAR_SHARE = 0.25;
/** Bars of one chart are equally thick within this many points (table cells are not). */
const BAR_WIDTH_TOLERANCE = 1;
/** Bars of one chart differ in length by at least this share of the longest. */
const MIN_LENGTH_SPREAD = 0.2;
/** Grid lines of one chart share their ends within this many points. */
const GRID_END_TOLERANCE = 2;
/** Their spacing varies by at most this share of the median spacing. */
const GRID_SPACING_TOLERANCE = 0.15;
/** Tick labels sit within this many line heights left of the plot; category labels this many below. */
const LABEL_REACH_LEFT = 6;
const LABEL_REACH_BELOW = 2.2;

/**
 * Plot areas of bar and line charts: three or more equally thick, separate
 * filled bars on a common base with differing lengths (shaded table cells
 * touch, hold text and differ in width), or a ladder of three or more evenly spaced horizontal grid lines
 * of the same extent with no text between them (a table always has text
 * between its rules). The box reaches out to the tick labels on the left and
 * the category labels below, so those words are not read as a table.
 */
export function chartAreas(content: PageContent, words: readonly Word[]): BBox[] {
  const lineHeight = median(mapNumbers(words, heightOf)) || FALLBACK_LINE_HEIGHT;
  const plots = [...barGroups(content, words), ...gridLadders(content, words)];
  return mapList(mergeOverlapping(plots), (b) => ({
    x0: b.x0 - LABEL_REACH_LEFT * lineHeight,
    y0: b.y0 - lineHeight / 2,
    x1: b.x1 + lineHeight / 2,
    y1: b.y1 + LABEL_REACH_BELOW * lineHeight,
  }));
}

/**
 * Vertical bars standing on a common base (y1), and horizontal bars from a
 * common left (x0): equally thick, apart from each other, of differing
 * lengths. Bars hold no text (a label sits beside or above a bar;
 * shaded table cells hold their text), so a group with words inside a third
 * or more of its boxes is not a chart.
 */
function barGroups(content: PageContent, words: readonly Word[]): BBox[] {
  const bars: BBox[] = [];
  for (const f of content.filledRects) if (barSized(f.bbox, content)) bars.push(f.bbox);
  const out: BBox[] = [];
  for (const axis of BAR_AXES) {
    const sorted = [...bars].sort(axis.order);
    let run: BBox[] = [];
    for (const b of sorted) {
      if (run.length && Math.abs(axis.base(b) - axis.base(run[0]!)) > BASE_TOLERANCE) {
        if (isBarChart(run, axis, words)) out.push(union(run));
        run = [];
      }
      run.push(b);
    }
    if (run.length && isBarChart(run, axis, words)) out.push(union(run));
  }
  return out;
}

/**
 * How bars of one direction stand: the base they share, their length and thickness, and the
 * span each covers across. Module-level records of module-level functions, not closures made per
 * page: V8 keeps a callback's optimised code only while a closure holding it lives, so once warm
 * those were compiled again after each garbage collection (bench/README.md, issue #17).
 */
interface BarAxis {
  base: (b: BBox) => number;
  order: (a: BBox, b: BBox) => number;
  length: (b: BBox) => number;
  thickness: (b: BBox) => number;
  along: (b: BBox) => [number, number];
}

const BAR_AXES: readonly BarAxis[] = [
  // Vertical bars on a common base.
  {
    base: (b) => b.y1,
    order: (a, b) => a.y1 - b.y1,
    length: (b) => b.y1 - b.y0,
    thickness: (b) => b.x1 - b.x0,
    along: (b) => [b.x0, b.x1],
  },
  // Horizontal bars from a common left.
  {
    base: (b) => b.x0,
    order: (a, b) => a.x0 - b.x0,
    length: (b) => b.x1 - b.x0,
    thickness: (b) => b.y1 - b.y0,
    along: (b) => [b.y0, b.y1],
  },
];

/** A filled box of a bar's size: not a speck, not a page-wide band. */
function barSized(b: BBox, content: PageContent): boolean {
  return (
    b.x1 - b.x0 >= MIN_BAR_SIZE &&
    b.y1 - b.y0 >= MIN_BAR_SIZE &&
    b.x1 - b.x0 <= MAX_BAR_SHARE * content.width &&
    b.y1 - b.y0 <= MAX_BAR_SHARE * content.height * VERTICAL_BAR_ALLOWANCE
  );
}

/** A run of bars on one base is a chart: enough of them, equally thick, apart, of differing lengths, mostly without text. */
function isBarChart(run: readonly BBox[], axis: BarAxis, words: readonly Word[]): boolean {
  const lengths = mapNumbers(run, axis.length);
  const longest = Math.max(...lengths);
  let holdingText = 0;
  for (const b of run) if (holdsAWord(words, b)) holdingText++;
  const widths = mapNumbers(run, axis.thickness);
  const sameWidth = Math.max(...widths) - Math.min(...widths) <= BAR_WIDTH_TOLERANCE;
  const spans = mapList(run, axis.along).sort(byStart);
  let apart = true;
  for (let i = 1; i < spans.length; i++) if (!(spans[i]![0] > spans[i - 1]![1] + MIN_BAR_GAP)) apart = false;
  return (
    run.length >= MIN_MARKS &&
    sameWidth &&
    apart &&
    longest - Math.min(...lengths) >= MIN_LENGTH_SPREAD * longest &&
    holdingText * TEXT_BAR_ONE_IN < run.length
  );
}

const byStart = (a: [number, number], b: [number, number]) => a[0] - b[0];

/** Whether a word's centre lies in the box. */
function holdsAWord(words: readonly Word[], b: BBox): boolean {
  for (const w of words) if (centreIn(w.bbox, b)) return true;
  return false;
}

/** Evenly spaced horizontal lines of the same extent with no words between them. */
function gridLadders(content: PageContent, words: readonly Word[]): BBox[] {
  // Lines of one extent, filed by their rounded ends (neighbouring keys looked up too).
  const byExtent = new Map<string, Ruling[]>();
  const key = (x0: number, x1: number) =>
    `${Math.round(x0 / GRID_END_TOLERANCE)}:${Math.round(x1 / GRID_END_TOLERANCE)}`;
  for (const r of content.rulings) {
    if (r.orientation !== "horizontal" || r.x1 - r.x0 < MIN_GRID_LINE_LENGTH) continue;
    const k = key(r.x0, r.x1);
    const list = byExtent.get(k);
    if (list) list.push(r);
    else byExtent.set(k, [r]);
  }
  const out: BBox[] = [];
  for (const group of byExtent.values()) {
    if (group.length < MIN_MARKS) continue;
    const same = [...group].sort((a, b) => a.y0 - b.y0);
    const spacings = mapNumbers(same.slice(1), (r, k) => r.y0 - same[k]!.y0);
    const typical = median(spacings);
    if (typical <= 0 || spacings.some((sp) => Math.abs(sp - typical) > GRID_SPACING_TOLERANCE * typical)) continue;
    const box = {
      x0: Math.min(...mapNumbers(same, (r) => r.x0)),
      y0: same[0]!.y0,
      x1: Math.max(...mapNumbers(same, (r) => r.x1)),
      y1: same[same.length - 1]!.y0,
    };
    if (words.some((w) => centreIn(w.bbox, box))) continue;
    out.push(box);
  }
  return out;
}

function centreIn(b: BBox, box: BBox): boolean {
  const cx = (b.x0 + b.x1) / 2,
    cy = (b.y0 + b.y1) / 2;
  return cx > box.x0 && cx < box.x1 && cy > box.y0 && cy < box.y1;
}

function union(boxes: readonly BBox[]): BBox {
  return boxes.reduce((a, b) => ({
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }));
}

function mergeOverlapping(boxes: readonly BBox[]): BBox[] {
  const out: BBox[] = [];
  for (const b of boxes) {
    const hit = out.findIndex((o) => o.x0 <= b.x1 && b.x0 <= o.x1 && o.y0 <= b.y1 && b.y0 <= o.y1);
    if (hit >= 0) out[hit] = union([out[hit]!, b]);
    else out.push(b);
  }
  return out;
}
