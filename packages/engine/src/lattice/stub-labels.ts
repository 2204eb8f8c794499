import { cellText } from "../text/cell-text.js";
import type { BBox, Cell, Glyph, Word } from "../types.js";
import { flatMapList, mapList, mapNumbers } from "../flatten.js";
import type { LeaderSettings } from "../text/leaders.js";

/** Font size (pt) assumed for a word that reports none (size 0), so the em reaches stay finite and small. */
const FALLBACK_EM = 8;
/** A label may reach this far (pt) into the grid and still sit left of it (its last letter on the border). */
const BORDER_SLACK = 0.5;
/** Word bottoms further apart than this (pt) are on different lines. */
const LINE_STEP = 2;

/** Labels must start within this many ems left of the grid. */
const MAX_REACH_EM = 25;
/** ...and end within this many ems of the grid's left edge. */
const MAX_GAP_EM = 8;
/** The stub column may be at most this share of the grid's width. */
const MAX_STUB_SHARE = 0.6;
/** Labels average at most this many lines per labelled row. */
const MAX_LINES_PER_LABEL = 2;
/** At least this share of the grid's rows must get a label. */
const MIN_LABELLED_SHARE = 0.5;

/**
 * Adds the row labels printed just left of a ruled grid (an unruled stub
 * column, common in statistical tables) as a first column, when most rows
 * have one. Returns the grid unchanged otherwise. Given `leaders`, the
 * labels' dot leaders are left out as in the grid's own cells.
 */
export function addStubColumn(
  rows: (Cell | null)[][],
  bbox: BBox,
  words: readonly Word[],
  leaders?: LeaderSettings,
): { rows: (Cell | null)[][]; bbox: BBox } {
  if (rows.length < 2) return { rows, bbox };
  const rowBoxes = mapList(rows, (row) => rowBand(row));
  const byRow: Word[][] = mapList(rows, () => []);
  let used = 0;
  for (const w of words) {
    if (w.direction !== 0) continue;
    const em = w.fontSize || FALLBACK_EM;
    if (
      w.bbox.x1 > bbox.x0 + BORDER_SLACK ||
      w.bbox.x1 < bbox.x0 - MAX_GAP_EM * em ||
      w.bbox.x0 < bbox.x0 - MAX_REACH_EM * em
    ) {
      // Words of a label may sit further left than the gap allows; they are collected below.
      if (!(w.bbox.x1 <= bbox.x0 + BORDER_SLACK && w.bbox.x0 >= bbox.x0 - MAX_REACH_EM * em)) continue;
    }
    const cy = (w.bbox.y0 + w.bbox.y1) / 2;
    const r = rowBoxes.findIndex((b) => b !== null && cy >= b.y0 && cy <= b.y1);
    if (r < 0) continue;
    byRow[r]!.push(w);
    used++;
  }
  if (used === 0) return { rows, bbox };
  // Each row's label must reach close to the grid: its rightmost word ends within the gap.
  const labelled = mapList(
    byRow,
    (ws) =>
      ws.length > 0 &&
      Math.max(...mapNumbers(ws, (w) => w.bbox.x1)) >= bbox.x0 - MAX_GAP_EM * (ws[0]!.fontSize || FALLBACK_EM),
  );
  const count = labelled.filter(Boolean).length;
  if (count < Math.max(2, MIN_LABELLED_SHARE * rows.length)) return { rows, bbox };
  let left = bbox.x0;
  for (const [r, ws] of byRow.entries()) if (labelled[r]) for (const w of ws) left = Math.min(left, w.bbox.x0);
  // Prose beside a table (a two-column page) also reaches into most rows; labels are short,
  // one or two lines per row, and narrower than the grid.
  if (bbox.x0 - left > MAX_STUB_SHARE * (bbox.x1 - bbox.x0)) return { rows, bbox };
  const lineCount = byRow.reduce((n, ws, r) => n + (labelled[r] ? distinctLines(ws) : 0), 0);
  if (lineCount > MAX_LINES_PER_LABEL * count) return { rows, bbox };
  const out = mapList(rows, (row, r) => {
    const band = rowBoxes[r] ?? { y0: row[0]?.bbox.y0 ?? bbox.y0, y1: row[0]?.bbox.y1 ?? bbox.y1 };
    const cell: Cell = {
      text: labelled[r] ? cellText(flatMapList(byRow[r]!, glyphsOf), undefined, leaders) : "",
      bbox: { x0: left, y0: band.y0, x1: bbox.x0, y1: band.y1 },
      rowSpan: 1,
      colSpan: 1,
    };
    return [cell, ...row];
  });
  return { rows: out, bbox: { ...bbox, x0: left } };
}

/**
 * A word's glyphs, for `flatMapList`: `Array.prototype.flatMap` gives holey lists in optimised
 * code, and the line builder's functions, optimised on packed ones, were compiled again on
 * meeting one (bench/README.md, issue #17).
 */
function glyphsOf(word: Word): readonly Glyph[] {
  return word.glyphs;
}

/** How many text lines a row's words sit on (baselines 2 pt apart or more). */
function distinctLines(words: readonly Word[]): number {
  const bottoms = mapNumbers(words, (w) => w.bbox.y1).sort((a, b) => a - b);
  let lines = 0;
  let last = -Infinity;
  for (const y of bottoms) {
    if (y - last > LINE_STEP) lines++;
    last = y;
  }
  return lines;
}

/** The vertical extent of a slot row, from a cell of that row that spans one row. */
function rowBand(row: (Cell | null)[]): { y0: number; y1: number } | null {
  for (const c of row) if (c && c.rowSpan === 1) return { y0: c.bbox.y0, y1: c.bbox.y1 };
  return null;
}
