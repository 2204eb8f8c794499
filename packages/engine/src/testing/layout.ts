/**
 * PDF operators for the table layouts the engine is tested on class by class
 * (boxed header over an unruled body, stacked tables, ...), in top-left page
 * coordinates on a US-letter page (792 pt high). Cells may hold "\n" lines.
 */

const PAGE_HEIGHT = 792;
const SIZE = 9;
const LEADING = 11.5;
const PAD = 3;

/** How the table is ruled. */
export interface LayoutStyle {
  /** A box round the whole table. */
  frame?: boolean;
  /** Header cells each boxed. */
  boxedHeader?: boolean;
  /** How many leading rows form the header (boxed or ruled off); default 1. */
  headerRows?: number;
  /** A rule under the header row. */
  headerRule?: boolean;
  /** Rules above and below the table (booktabs). */
  topBottomRules?: boolean;
  /** Grey band behind every other body row. */
  zebra?: boolean;
  /** Each cell a grey fill with a white gap round it, no lines. */
  shaded?: boolean;
  /**
   * The header rows printed white on cells filled in this grey level (0 black .. 1 white), a
   * white gap round each, as report tables often are (a navy, red or black header band); no lines.
   */
  darkHeader?: number;
  /** Space above and below each row's lines; default 3 (0: rows as close as wrapped lines). */
  padY?: number;
  /** Where a cell's lines sit in a taller row; default top. */
  valign?: "top" | "middle" | "bottom";
}

/** A table laid out: its operators and the y below it. */
export interface LaidOut {
  ops: string;
  bottom: number;
}

const esc = (t: string) => t.replace(/[\\()]/gu, (c) => `\\${c}`);
/** Helvetica width of text at SIZE, roughly (0.5 em per character is enough for layout). */
const width = (t: string) => t.length * SIZE * 0.5;

/** Text with its top at `top` (top-left coordinates). */
export function textOps(x: number, top: number, text: string, size = SIZE): string {
  return `BT /F1 ${size} Tf ${x.toFixed(2)} ${(PAGE_HEIGHT - top - size * 0.8).toFixed(2)} Td (${esc(text)}) Tj ET`;
}

function line(x0: number, y0: number, x1: number, y1: number): string {
  return `${x0} ${PAGE_HEIGHT - y0} m ${x1} ${PAGE_HEIGHT - y1} l S`;
}

function fill(x: number, y: number, w: number, h: number, grey: number): string {
  return `${grey} g ${x} ${PAGE_HEIGHT - y - h} ${w} ${h} re f 0 g`;
}

/**
 * Lays out `rows` (first row the header) at (x, top) with column widths
 * `widths`; columns of numbers (body cells starting with a digit, "(" or
 * "-") right-aligned, header included.
 */
export function layoutTable(
  rows: string[][],
  x: number,
  top: number,
  widths: number[],
  style: LayoutStyle = {},
): LaidOut {
  const ops: string[] = ["0.5 w 0 0 0 RG"];
  const xs = widths.reduce((acc, w) => [...acc, acc.at(-1)! + w], [x]);
  const pad = style.padY ?? PAD;
  const heights = rows.map((row) => Math.max(...row.map((c) => c.split("\n").length)) * LEADING + 2 * pad);
  const ys = heights.reduce((acc, h) => [...acc, acc.at(-1)! + h], [top]);
  const right = xs.at(-1)!;
  const bottom = ys.at(-1)!;
  const headerRows = style.headerRows ?? 1;
  const darkHeader = style.darkHeader;
  if (darkHeader !== undefined)
    widths.forEach((w, c) => ops.push(fill(xs[c]! + 1, top + 1, w - 2, ys[headerRows]! - top - 2, darkHeader)));
  rows.forEach((row, r) => {
    if (style.zebra && r > 0 && r % 2 === 1) ops.push(fill(x, ys[r]!, right - x, heights[r]!, 0.88));
    row.forEach((_, c) => {
      if (style.shaded) ops.push(fill(xs[c]! + 1, ys[r]! + 1, widths[c]! - 2, heights[r]! - 2, r === 0 ? 0.78 : 0.9));
    });
  });
  // a column is numeric when its body cells are numbers; its header is right-aligned with them
  const numericColumn = widths.map((_, c) => rows.slice(1).every((row) => /^[\d(-]/u.test(row[c] ?? "")));
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const numeric = numericColumn[c];
      const parts = cell.split("\n");
      const spare = heights[r]! - 2 * pad - parts.length * LEADING;
      const drop = style.valign === "bottom" ? spare : style.valign === "middle" ? spare / 2 : 0;
      parts.forEach((text, i) => {
        const tx = numeric ? xs[c + 1]! - PAD - width(text) : xs[c]! + PAD;
        const drawn = textOps(tx, ys[r]! + pad + drop + i * LEADING, text);
        ops.push(style.darkHeader !== undefined && r < headerRows ? `1 g ${drawn} 0 g` : drawn);
      });
    }),
  );
  const headerBottom = ys[headerRows]!;
  if (style.boxedHeader) {
    for (let r = 0; r <= headerRows; r++) ops.push(line(x, ys[r]!, right, ys[r]!));
    for (const cx of xs) ops.push(line(cx, top, cx, headerBottom));
  }
  if (style.headerRule) ops.push(line(x, headerBottom, right, headerBottom));
  if (style.frame)
    ops.push(
      line(x, top, right, top),
      line(x, bottom, right, bottom),
      line(x, top, x, bottom),
      line(right, top, right, bottom),
    );
  if (style.topBottomRules) ops.push(line(x, top, right, top), line(x, bottom, right, bottom));
  return { ops: ops.join("\n"), bottom };
}
