import { gridRules } from "./grid.js";

/**
 * PDF operators for a ruled grid whose first row is set in Helvetica-Bold (/F2 of `makePdf`) and
 * the rest in Helvetica, every cell's text 4 pt in from its left rule and 5 pt over its bottom
 * one: a statistics table's column heads ("TM", "M.U$S") over its figures. `rows` of cell
 * strings, the grid's top-left corner at (x, top) in PDF points from the page's bottom, columns
 * `widths` wide, rows `rowHeight` tall, type `size` points, lines 0.6 pt.
 */
export function boldHeaderTable(
  rows: readonly (readonly string[])[],
  x: number,
  top: number,
  widths: readonly number[],
  { size = 8, rowHeight = 16 }: { size?: number; rowHeight?: number } = {},
): string {
  const ops: string[] = ["0.6 w 0 G", ...gridRules(rows.length, x, top, widths, rowHeight)];
  rows.forEach((row, r) => {
    let left = x;
    row.forEach((text, c) => {
      const font = r === 0 ? "F2" : "F1";
      ops.push(`BT /${font} ${size} Tf ${left + 4} ${top - (r + 1) * rowHeight + 5} Td (${text}) Tj ET`);
      left += widths[c] ?? 0;
    });
  });
  return ops.join("\n");
}
