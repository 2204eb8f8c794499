import type { Table } from "../types.js";

/** Whitespace-normalised text, as the accuracy scorer compares it. */
export function norm(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/** A table's grid as strings, spanned slots empty, text normalised. */
export function textGrid(table: Table): string[][] {
  return table.rows.map((row) => row.map((cell) => (cell ? norm(cell.text) : "")));
}

/** An expected grid normalised the same way. */
export function normGrid(cells: string[][]): string[][] {
  return cells.map((row) => row.map(norm));
}

/** Rows of cells from strings, "" an empty slot: the shape the table-cell stages (OCR repairs) take. */
export function cellRows(texts: string[][]): ({ text: string } | null)[][] {
  return texts.map((row) => row.map((t) => (t === "" ? null : { text: t })));
}

/** The strings of rows of cells, an empty slot "": the inverse of `cellRows`. */
export function cellTexts(rows: readonly (readonly ({ text: string } | null)[])[]): string[][] {
  return rows.map((row) => row.map((c) => c?.text ?? ""));
}

/**
 * Builds PDF operators for a ruled table: `rows` of cell strings drawn at
 * (x, y) top-left in PDF points with the given column widths and row height.
 */
export function ruledTable(rows: string[][], x: number, top: number, widths: number[], rowHeight = 20): string {
  const ops: string[] = ["0.5 w 0 0 0 RG", ...gridRules(rows.length, x, top, widths, rowHeight)];
  rows.forEach((row, r) => {
    let tx = x;
    row.forEach((text, c) => {
      ops.push(`BT /F1 10 Tf ${tx + 4} ${top - r * rowHeight - 14} Td (${text}) Tj ET`);
      tx += widths[c] ?? 0;
    });
  });
  return ops.join("\n");
}

/**
 * Stroke operators of a grid's rules: `rowCount` rows `rowHeight` tall and columns `widths` wide,
 * its top-left corner at (x, top) in PDF points from the page's bottom.
 */
export function gridRules(
  rowCount: number,
  x: number,
  top: number,
  widths: readonly number[],
  rowHeight: number,
): string[] {
  const ops: string[] = [];
  const totalWidth = widths.reduce((a, b) => a + b, 0);
  for (let r = 0; r <= rowCount; r++)
    ops.push(`${x} ${top - r * rowHeight} m ${x + totalWidth} ${top - r * rowHeight} l S`);
  let cx = x;
  for (let c = 0; c <= widths.length; c++) {
    ops.push(`${cx} ${top} m ${cx} ${top - rowCount * rowHeight} l S`);
    cx += widths[c] ?? 0;
  }
  return ops;
}
