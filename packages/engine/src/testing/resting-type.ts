import { gridRules } from "./grid.js";

/** Helvetica advance widths (em) of the characters `restingTypeTable` sets in its figure columns. */
const FIGURE_EM: Readonly<Record<string, number>> = { ",": 0.278, ".": 0.278 };
const DIGIT_EM = 0.556;

/**
 * PDF operators for a ruled grid whose type rests just above each row's bottom rule, as a
 * statistics yearbook sets its cells: every cell's baseline `gap` points over the rule under it
 * (1.5 pt by default; the comma tails of 8 pt figures then reach within half a point of it),
 * labels flush left, figures flush right. `rows` of cell strings (the first column labels), the
 * grid's top-left corner at (x, top) in PDF points from the page's bottom, columns `widths` wide,
 * rows `rowHeight` tall, lines 0.6 pt.
 */
export function restingTypeTable(
  rows: readonly (readonly string[])[],
  x: number,
  top: number,
  widths: readonly number[],
  { size = 8, gap = 1.5, rowHeight = 16 }: { size?: number; gap?: number; rowHeight?: number } = {},
): string {
  const ops: string[] = ["0.6 w 0 G", ...gridRules(rows.length, x, top, widths, rowHeight)];
  const figureWidth = (t: string) => [...t].reduce((w, ch) => w + (FIGURE_EM[ch] ?? DIGIT_EM), 0) * size;
  rows.forEach((row, r) => {
    const baseline = top - (r + 1) * rowHeight + gap;
    let left = x;
    row.forEach((text, c) => {
      const width = widths[c] ?? 0;
      const tx = c === 0 ? left + 3 : left + width - 3 - figureWidth(text);
      ops.push(`BT /F1 ${size} Tf ${tx.toFixed(2)} ${baseline.toFixed(2)} Td (${text}) Tj ET`);
      left += width;
    });
  });
  return ops.join("\n");
}
