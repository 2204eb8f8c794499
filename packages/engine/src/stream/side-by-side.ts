import { findColumns } from "./columns.js";
import { medianOf } from "./geometry.js";
import { buildLines } from "./lines.js";
import type { FrameLine, FrameWord, HorizontalRule, Segment } from "./model.js";
import { splitSegments } from "./segments.js";
import type { StreamSettings } from "./settings.js";
import { flatMapList, flatten, mapList, mapNumbers } from "../flatten.js";

/** Rules up to this far (pt) above or below the text still belong to it (a table's top and bottom rules). */
const RULE_REACH = 20;
/** The gutter splitting tables side by side is this many times wider than the next widest, or the only one. */
const WIDEST_GUTTER_RATIO = 1.5;
/** A rule ending this close (pt) to the gutter's edge runs into it. */
const GUTTER_EDGE_SLACK = 1;

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
 * sides have the same number of columns (a table continued in a second
 * column of the page). Each side is split again, so three or more work.
 */
export function splitSideBySide(
  region: RegionLines,
  rules: readonly HorizontalRule[],
  settings: StreamSettings,
): RegionLines[] {
  const words = flatMapList(region.lines, (l) => l.words);
  const gutters = findGutters(flatten(region.segmentsByLine));
  if (!gutters.length || !words.length) return [region];
  const top = Math.min(...mapNumbers(region.lines, (l) => l.bbox.y0)),
    bottom = Math.max(...mapNumbers(region.lines, (l) => l.bbox.y1));
  const near = rules.filter((r) => r.y >= top - RULE_REACH && r.y <= bottom + RULE_REACH);
  const widths = mapNumbers(gutters, (g) => g.x1 - g.x0).sort((a, b) => b - a);
  for (const g of gutters) {
    const byRules = rulesSplit(g, near);
    const widest = g.x1 - g.x0 === widths[0] && (widths.length === 1 || widths[0]! >= WIDEST_GUTTER_RATIO * widths[1]!);
    // A block of text in another type size, off the rows' baselines, beside the table (a legend,
    // notes) is not one of its columns, however wide the table's own column gaps are.
    const byType =
      !byRules &&
      differentTypeSize(words, g) &&
      offBaseline(region, g) &&
      (oneBlock(region, (s) => s.bbox.x1 <= g.x0) || oneBlock(region, (s) => s.bbox.x0 >= g.x1));
    if (!byRules && !widest && !byType) continue;
    // Cheap first: tables of equal column count have about as many gutters on each side.
    if (!byRules && !byType && !similarGutters(gutters, g)) continue;
    if (!byRules && !byType && !sameColumnCount(region, g, settings)) continue;
    const left = regionOf(
      words.filter((w) => w.bbox.x1 <= g.x0),
      settings,
    );
    const right = regionOf(
      words.filter((w) => w.bbox.x0 >= g.x1),
      settings,
    );
    if (left.lines.length < 2 || right.lines.length < 2) continue;
    return [...splitSideBySide(left, rules, settings), ...splitSideBySide(right, rules, settings)];
  }
  return [region];
}

/**
 * Rules on both sides that run into the gutter but none across it, at two
 * or more heights on each side (a table's own rules, not one \cmidrule under
 * a column group).
 */
function rulesSplit(g: Gutter, rules: readonly HorizontalRule[]): boolean {
  if (rules.some((r) => r.x0 < g.x0 - GUTTER_EDGE_SLACK && r.x1 > g.x1 + GUTTER_EDGE_SLACK)) return false;
  const heights = (side: readonly HorizontalRule[]) => new Set(mapNumbers(side, (r) => Math.round(r.y))).size;
  return (
    heights(rules.filter((r) => r.x1 <= g.x1 + GUTTER_EDGE_SLACK)) >= 2 &&
    heights(rules.filter((r) => r.x0 >= g.x0 - GUTTER_EDGE_SLACK)) >= 2
  );
}

/** Type size that tells a side block from the table: one side's median this much larger than the other's. */
const TYPE_SIZE_RATIO = 1.1;

/** The words left and right of the gutter are set in clearly different type sizes. */
function differentTypeSize(words: readonly FrameWord[], g: Gutter): boolean {
  const left = medianOf(words, fontSizeOf, (w) => w.bbox.x1 <= g.x0);
  const right = medianOf(words, fontSizeOf, (w) => w.bbox.x0 >= g.x1);
  if (!(left > 0 && right > 0)) return false;
  return Math.max(left, right) >= TYPE_SIZE_RATIO * Math.min(left, right);
}

function fontSizeOf(w: FrameWord): number {
  return w.fontSize;
}

/** Text sharing a line across the gutter sits on another baseline in most lines (a block set beside the rows, not cells of them). */
function offBaseline(region: RegionLines, g: Gutter): boolean {
  let shared = 0,
    off = 0;
  for (const segs of region.segmentsByLine) {
    const left = segs.filter((s) => s.bbox.x1 <= g.x0),
      right = segs.filter((s) => s.bbox.x0 >= g.x1);
    if (!left.length || !right.length) continue;
    shared++;
    if (Math.abs(left[left.length - 1]!.bbox.y1 - right[0]!.bbox.y1) > BASELINE_TOLERANCE) off++;
  }
  return shared > 0 && off * 2 >= shared;
}

/** Bottoms of words on one baseline agree within this many points, whatever their size. */
const BASELINE_TOLERANCE = 1.5;

/** The segments on one side form a single block of text: at most one segment per line. */
function oneBlock(region: RegionLines, onSide: (s: Segment) => boolean): boolean {
  const counts = mapNumbers(region.segmentsByLine, (segs) => segs.filter(onSide).length);
  return counts.some((n) => n > 0) && counts.every((n) => n <= 1);
}

function similarGutters(gutters: readonly Gutter[], g: Gutter): boolean {
  const left = gutters.filter((o) => o.x1 <= g.x0).length;
  const right = gutters.filter((o) => o.x0 >= g.x1).length;
  return left >= 1 && right >= 1 && Math.abs(left - right) <= 1;
}

/** Both sides of the gutter hold the same number (two or more) of columns. */
function sameColumnCount(region: RegionLines, g: Gutter, settings: StreamSettings): boolean {
  const segments = flatten(region.segmentsByLine);
  const count = (side: Segment[]) => {
    const lines = new Set(mapNumbers(side, (s) => s.line)).size;
    return lines < 2 ? 0 : findColumns(side, lines, settings).columns.length;
  };
  const l = count(segments.filter((s) => s.bbox.x1 <= g.x0));
  return l >= 2 && l === count(segments.filter((s) => s.bbox.x0 >= g.x1));
}

function regionOf(words: FrameWord[], settings: StreamSettings): RegionLines {
  const lines = buildLines(words, settings);
  return { lines, segmentsByLine: mapList(lines, (l, i) => splitSegments(l, i, settings)) };
}

/** Empty vertical strips between the union of all segments' x-ranges. */
export function findGutters(segments: readonly Segment[]): Gutter[] {
  const sorted = [...segments].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const out: Gutter[] = [];
  let reach = -Infinity;
  for (const s of sorted) {
    if (reach > -Infinity && s.bbox.x0 > reach) out.push({ x0: reach, x1: s.bbox.x0 });
    reach = Math.max(reach, s.bbox.x1);
  }
  return out;
}
