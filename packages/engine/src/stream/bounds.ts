import { median, unionBoxes } from "./geometry.js";
import type { HorizontalRule } from "./model.js";
import { rulesAcross } from "./rules.js";
import type { StreamSettings } from "./settings.js";
import type { RegionLines } from "./side-by-side.js";

/**
 * Bounds a region by its outer rules (booktabs top and bottom rules): lines
 * of a single segment above the first rule or below the last one are
 * captions and notes outside the table, so they are dropped. Lines with
 * several segments stay, since a header may sit above a rule drawn under it.
 */
export function trimByRules(region: RegionLines, rules: readonly HorizontalRule[], settings: StreamSettings): RegionLines {
  if (region.lines.length < 3) return region;
  const box = unionBoxes(region.lines.map((l) => l.bbox));
  const lineHeight = median(region.lines.map((l) => l.bbox.y1 - l.bbox.y0)) || 10;
  const ys = rulesAcross(box, rules, lineHeight, settings);
  // One rule alone may be a header rule; bounds need a top and a bottom.
  if (ys.length < 2) return region;
  const top = ys[0]!, bottom = ys[ys.length - 1]!;
  const keep = region.lines.map((l, i) => {
    if (region.segmentsByLine[i]!.length > 1) return true;
    const mid = (l.bbox.y0 + l.bbox.y1) / 2;
    return mid > top && mid < bottom;
  });
  if (keep.every(Boolean)) return region;
  const index = new Map<number, number>();
  keep.forEach((k, i) => k && index.set(i, index.size));
  return {
    lines: region.lines.filter((_, i) => keep[i]),
    segmentsByLine: region.segmentsByLine
      .filter((_, i) => keep[i])
      .map((segs) => segs.map((s) => ({ ...s, line: index.get(s.line)! }))),
  };
}
