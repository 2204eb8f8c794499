import { invertedBox, unionAll } from "../geometry/bbox.js";
import { median, FALLBACK_LINE_HEIGHT } from "./geometry.js";
import { isListItemLine } from "./list-items.js";
import type { HorizontalRule } from "./model.js";
import { rulesAcross } from "./rules.js";
import { segmentOnLine } from "./segments.js";
import type { StreamSettings } from "./settings.js";
import type { RegionLines } from "./side-by-side.js";
import { mapList, mapNumbers } from "../flatten.js";

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
  const box = unionAll(mapList(region.lines, (l) => l.bbox)) ?? invertedBox();
  const lineHeight = median(mapNumbers(region.lines, (l) => l.bbox.y1 - l.bbox.y0)) || FALLBACK_LINE_HEIGHT;
  const ys = rulesAcross(box, rules, lineHeight, settings);
  // Bounds need a rule above the first multi-segment line and one below the last.
  const tabular = mapList(region.segmentsByLine, (segs) => segs.length > 1 && !isListItemLine(segs));
  const multi = region.lines.filter((_, i) => tabular[i]);
  if (!multi.length) return region;
  const firstTop = multi[0]!.bbox.y0,
    lastBottom = multi[multi.length - 1]!.bbox.y1;
  const top = ys.find((y) => y <= firstTop + RULE_EDGE_SLACK);
  const bottom = [...ys].reverse().find((y) => y >= lastBottom - RULE_EDGE_SLACK);
  if (top === undefined || bottom === undefined || top === bottom) return region;
  const keep = mapList(region.lines, (l, i) => {
    if (tabular[i]) return true;
    const mid = (l.bbox.y0 + l.bbox.y1) / 2;
    return mid > top && mid < bottom;
  });
  return keepLines(region, keep);
}

function keepLines(region: RegionLines, keep: readonly boolean[]): RegionLines {
  if (keep.every(Boolean)) return region;
  const index = new Map<number, number>();
  keep.forEach((k, i) => k && index.set(i, index.size));
  return {
    lines: region.lines.filter((_, i) => keep[i]),
    segmentsByLine: mapList(
      region.segmentsByLine.filter((_, i) => keep[i]),
      (segs) => mapList(segs, (s) => segmentOnLine(s, index.get(s.line)!)),
    ),
  };
}
