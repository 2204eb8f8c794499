import type { Glyph } from "../types.js";
import type { GridCell } from "./grid-cells.js";
import { isBlank } from "../text/blank.js";
import { upperMiddle } from "../geometry/median.js";

/** At most this many leading rows count as a bold header (a taller bold block is a bold table). */
const MAX_BOLD_HEADER_ROWS = 3;
/** A header row has more than this share of its letters bold... */
const BOLD_ROW_SHARE = 0.6;
/** ...and the body below less than this share. */
const MAX_BODY_BOLD_SHARE = 0.3;
/** Font size (pt) taken when a grid holds no letters: the small print tables are usually set in. */
const FALLBACK_FONT_SIZE = 8;

/** The share of row `r`'s letters that are bold (0 for a row without letters). */
function boldShare(bold: readonly number[], all: readonly number[], r: number): number {
  return all[r]! > 0 ? bold[r]! / all[r]! : 0;
}

/**
 * Leading slot rows set in bold while the body below is not: the header the
 * author marked. Counts rows from the top while most of their letters are bold.
 */
export function boldHeaderRows(cells: readonly GridCell[], glyphs: readonly Glyph[][], rowCount: number): number {
  const bold = new Array<number>(rowCount).fill(0);
  const all = new Array<number>(rowCount).fill(0);
  for (let id = 0; id < cells.length; id++) {
    const row = cells[id]!.row;
    for (const g of glyphs[id]!) {
      if (isBlank(g.text)) continue;
      all[row]! += 1;
      if (g.bold) bold[row]! += 1;
    }
  }
  let header = 0;
  while (header < rowCount - 1 && header < MAX_BOLD_HEADER_ROWS && boldShare(bold, all, header) > BOLD_ROW_SHARE)
    header++;
  if (header === 0) return 0;
  let bodyBold = 0,
    bodyAll = 0;
  for (let r = header; r < rowCount; r++) {
    bodyBold += bold[r]!;
    bodyAll += all[r]!;
  }
  return bodyAll > 0 && bodyBold / bodyAll < MAX_BODY_BOLD_SHARE ? header : 0;
}

/** Median size of the letters (8 pt when there are none). */
export function medianFontSize(glyphs: readonly Glyph[]): number {
  // The middle size selected in the typed-array sort's order, not a typed array made and sorted per table
  // (most of this function's samples; bench/README.md, issue #17): the same value.
  const sizes: number[] = [];
  for (const g of glyphs) if (!isBlank(g.text)) sizes.push(g.fontSize);
  return sizes.length > 0 ? upperMiddle(sizes) : FALLBACK_FONT_SIZE;
}
