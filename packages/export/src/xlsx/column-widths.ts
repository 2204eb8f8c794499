import type { SheetTable } from "../model.js";

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
/** Rows looked at when fitting widths; enough to be representative without reading 100,000 rows. */
const SAMPLE_ROWS = 2000;

/**
 * Column widths (in Excel character units) that fit the content: the longest line among the
 * header rows and a sample of the body, clamped to 6..60. Text of a header spanning several
 * columns is not charged to its first column alone.
 */
export function fittedWidths(table: SheetTable): number[] {
  const width = table.grid[0]?.length ?? 0;
  const spanning = new Set(table.merges.filter((m) => m.colSpan > 1).map((m) => `${m.row},${m.col}`));
  const widths = new Array<number>(width).fill(MIN_WIDTH);
  const rows = Math.min(table.grid.length, table.headerRows + SAMPLE_ROWS);
  for (let r = 0; r < rows; r++) {
    table.grid[r]!.forEach((text, c) => {
      if (spanning.has(`${r},${c}`)) return;
      widths[c] = Math.max(widths[c]!, displayWidth(text) + 2);
    });
  }
  return widths.map((w) => Math.min(MAX_WIDTH, w));
}

/** Width of the longest line, counting East Asian wide characters twice. */
export function displayWidth(text: string): number {
  let widest = 0;
  for (const line of text.split(/\r?\n/)) {
    let n = 0;
    for (const ch of line)
      n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch)
        ? 2
        : 1;
    widest = Math.max(widest, n);
  }
  return widest;
}
