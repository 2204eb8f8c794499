import type { Glyph } from "../types.js";
import type { GridCell } from "./grid-cells.js";

/**
 * Leading slot rows set in bold while the body below is not: the header the
 * author marked. Counts rows from the top while most of their letters are bold.
 */
export function boldHeaderRows(cells: readonly GridCell[], glyphs: readonly Glyph[][], rowCount: number): number {
  const bold = new Array<number>(rowCount).fill(0);
  const all = new Array<number>(rowCount).fill(0);
  cells.forEach((c, id) => {
    for (const g of glyphs[id]!) {
      if (g.text.trim() === "") continue;
      all[c.row]! += 1;
      if (g.bold) bold[c.row]! += 1;
    }
  });
  const share = (r: number) => (all[r]! > 0 ? bold[r]! / all[r]! : 0);
  let header = 0;
  while (header < rowCount - 1 && header < 3 && share(header) > 0.6) header++;
  if (header === 0) return 0;
  let bodyBold = 0,
    bodyAll = 0;
  for (let r = header; r < rowCount; r++) {
    bodyBold += bold[r]!;
    bodyAll += all[r]!;
  }
  return bodyAll > 0 && bodyBold / bodyAll < 0.3 ? header : 0;
}

/** Median size of the letters (8 pt when there are none). */
export function medianFontSize(glyphs: readonly Glyph[]): number {
  const sizes = glyphs
    .filter((g) => g.text.trim() !== "")
    .map((g) => g.fontSize)
    .sort((a, b) => a - b);
  return sizes.length ? sizes[sizes.length >> 1]! : 8;
}
