import type { FrameLine, Segment } from "./model.js";

/**
 * How many lines to trim from a region's end: a run of one-segment lines at the end, from the first of them set
 * apart from the line before it by more than `setOffGap` points, as a letter's closing ("Yours sincerely,", a
 * blank line, "Tom Hale, Accounts") or a signature block stands under a table. A lone line set apart at the end
 * was trimmed on its own already (`regions.ts`, `trimEnds`); a run of them is trimmed the same way when the gap
 * that sets them apart comes before the run rather than before its last line. One-segment lines set as close as
 * the rows (a wrapped cell, a sparse row) stay, and a line of two or more segments ends the run.
 */
export function setOffLoneTail(
  lines: readonly FrameLine[],
  segmentsByLine: readonly Segment[][],
  first: number,
  last: number,
  setOffGap: number,
): number {
  let start = last;
  while (start > first && segmentsByLine[start]!.length === 1) start--;
  for (let i = start + 1; i <= last; i++) {
    if (lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1 > setOffGap) return last - i + 1;
  }
  return 0;
}
