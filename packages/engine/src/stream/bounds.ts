import { boundsOf } from "../geometry/bbox.js";
import { median, FALLBACK_LINE_HEIGHT } from "./geometry.js";
import { isListItemLine } from "./list-items.js";
import type { HorizontalRule, Segment } from "./model.js";
import { rulesAcross } from "./rules.js";
import { segmentOnLine } from "./segments.js";
import type { StreamSettings } from "./settings.js";
import type { RegionLines } from "./side-by-side.js";
import { mapList, mapNumbers } from "../flatten.js";
import { heightOf } from "../geometry/box-fields.js";

/** Regions of fewer lines (a header, a row and one line to trim) are left as they are. */
const MIN_LINES_TO_TRIM = 3;
/** A rule this close (pt) past a line's top or bottom edge still bounds it: rules are drawn on the text's edge. */
const RULE_EDGE_SLACK = 1;

/**
 * Bounds a region by its outer rules (booktabs top and bottom rules, above
 * its first and below its last multi-segment line): lines of a single
 * segment outside them are captions and notes, so they are dropped. Lines with
 * several segments stay, since a header may sit above a rule drawn under it;
 * but list items (a marker beside a phrase: `isListItemLine`) count as one
 * segment, so a bulleted list right above a booktabs top rule is not taken
 * for the table's first rows (OCR reads a drawn bullet as a sign, "=" or
 * "»", which a text layer does not have).
 */
export function trimByRules(
  region: RegionLines,
  rules: readonly HorizontalRule[],
  settings: StreamSettings,
): RegionLines {
  if (region.lines.length < MIN_LINES_TO_TRIM) return region;
  const box = boundsOf(region.lines);
  const lineHeight = median(mapNumbers(region.lines, heightOf)) || FALLBACK_LINE_HEIGHT;
  const ys = rulesAcross(box, rules, lineHeight, settings);
  // Bounds need a rule above the first multi-segment line and one below the last.
  const tabular = mapList(region.segmentsByLine, isTabularLine);
  const multi = kept(region.lines, tabular);
  if (!multi.length) return region;
  const firstTop = multi[0]!.bbox.y0,
    lastBottom = multi[multi.length - 1]!.bbox.y1;
  const top = ys.find((y) => y <= firstTop + RULE_EDGE_SLACK);
  const bottom = [...ys].reverse().find((y) => y >= lastBottom - RULE_EDGE_SLACK);
  if (top === undefined || bottom === undefined || top === bottom) return region;
  const keep: boolean[] = [];
  for (let i = 0; i < region.lines.length; i++) {
    const l = region.lines[i]!;
    const mid = (l.bbox.y0 + l.bbox.y1) / 2;
    keep.push(tabular[i]! || (mid > top && mid < bottom));
  }
  return keepLines(region, keep);
}

function keepLines(region: RegionLines, keep: readonly boolean[]): RegionLines {
  if (keep.every(Boolean)) return region;
  const index = new Map<number, number>();
  for (let i = 0; i < keep.length; i++) if (keep[i]) index.set(i, index.size);
  const segmentsByLine: Segment[][] = [];
  for (const segs of kept(region.segmentsByLine, keep)) {
    const line: Segment[] = [];
    for (const s of segs) line.push(segmentOnLine(s, index.get(s.line)!));
    segmentsByLine.push(line);
  }
  return { lines: kept(region.lines, keep), segmentsByLine };
}

/*
 * Callbacks as module-level functions, not arrows made on each call: V8 keeps a callback's
 * optimised code only while a closure holding it lives, so once warm such an arrow was compiled
 * again after each garbage collection (bench/README.md, issue #17).
 */

/** A line of two or more segments that is not a list item. */
function isTabularLine(segs: readonly Segment[]): boolean {
  return segs.length > 1 && !isListItemLine(segs);
}

/** The items whose `keep` flag is set. */
function kept<T>(items: readonly T[], keep: readonly boolean[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) if (keep[i]) out.push(items[i]!);
  return out;
}
