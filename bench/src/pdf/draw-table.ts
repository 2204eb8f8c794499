import type { PageCanvas } from "./canvas.js";
import type { FontName } from "./fonts.js";
import { placeCells, type PlacedCell, type TableSpec } from "./table-spec.js";

const PAD_X = 4;
const PAD_Y = 3;
/** A footnote marker's size as a share of the cell's, and how far (in the cell's size) it is raised. */
const MARKER_SIZE = 0.6;
const MARKER_RISE = 0.35;
/** Fill of a `dark-header` table's header cells: a navy or dark red band printed in greyscale. */
const DARK_HEADER_GREY = 0.25;

/** Where a drawn table ended up, in displayed coordinates. */
export interface DrawnTable {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function fittedWidths(spec: TableSpec, cells: PlacedCell[], cols: number, canvas: PageCanvas, size: number): number[] {
  if (spec.colWidths) return spec.colWidths;
  const widths = Array<number>(cols).fill(20);
  for (const cell of cells) {
    if (cell.colSpan !== 1) continue;
    const font = cellFont(spec, cell);
    if (cell.rotated) {
      widths[cell.col] = Math.max(widths[cell.col] ?? 0, size * 1.25 + 2 * PAD_X);
      continue;
    }
    const symbol = cell.symbol ? canvas.measure(`${cell.symbol}  `, size, font) : 0;
    const w =
      Math.max(...drawnLines(cell).map((l) => canvas.measure(l, size, font))) + 2 * PAD_X + (cell.indent ?? 0) + symbol;
    widths[cell.col] = Math.max(widths[cell.col] ?? 0, w);
  }
  return widths;
}

function cellFont(spec: TableSpec, cell: PlacedCell): FontName {
  if (cell.dingbat) return "ZapfDingbats";
  return cell.row < spec.headerRows || cell.bold ? "Helvetica-Bold" : "Helvetica";
}

/**
 * Dot leaders from `from` to `to` on a baseline, a space after the text: one run of periods, as word processors
 * fill a leader tab, or (`spaced`) each period a text object of its own with a space between.
 */
function drawLeaders(
  canvas: PageCanvas,
  from: number,
  to: number,
  baseline: number,
  size: number,
  style: "run" | "spaced",
): void {
  const start = from + canvas.measure(" ", size);
  const dot = canvas.measure(".", size);
  if (style === "spaced") {
    const pitch = canvas.measure(". ", size);
    for (let x = start; x + dot <= to; x += pitch) canvas.text(x, baseline, ".", size);
    return;
  }
  const count = Math.floor((to - start) / dot);
  if (count >= 2) canvas.text(start, baseline, ".".repeat(count), size);
}

/** The periods filling `from` to `to` right after a label, in the label's own font and text run (`glued` leaders). */
function gluedDots(canvas: PageCanvas, from: number, to: number, size: number, font: FontName): string {
  return ".".repeat(Math.max(0, Math.floor((to - from) / canvas.measure(".", size, font))));
}

function rowHeights(
  cells: PlacedCell[],
  rows: number,
  leading: number,
  padY: number,
  upright: (cell: PlacedCell) => number,
): number[] {
  const heights = Array<number>(rows).fill(leading + 2 * padY);
  for (const cell of cells) {
    if (cell.rowSpan !== 1) continue;
    const tall = cell.rotated ? upright(cell) : cell.lines.length * leading;
    heights[cell.row] = Math.max(heights[cell.row] ?? 0, tall + 2 * padY);
  }
  return heights;
}

/**
 * Lines a cell is set down from its row's top: none when top-aligned, the spare lines when bottom-aligned, half of
 * them when centred (`headerVAlign` for header cells, `bodyVAlign` for body cells).
 */
function cellDrop(spec: TableSpec, cell: PlacedCell, ys: number[], leading: number): number {
  const valign = cell.row < spec.headerRows ? spec.headerVAlign : spec.bodyVAlign;
  if (!valign || valign === "top") return 0;
  const rowLines = Math.round(
    ((ys[cell.row + cell.rowSpan] ?? 0) - (ys[cell.row] ?? 0) - 2 * (spec.padY ?? PAD_Y)) / leading,
  );
  const spare = Math.max(0, rowLines - cell.lines.length);
  return valign === "bottom" ? spare : spare / 2;
}

const edges = (sizes: number[], start: number) =>
  sizes.reduce((acc, s) => [...acc, (acc.at(-1) ?? start) + s], [start]);

/**
 * Draws a table at (x, top) and returns its box. Text is placed by alignment
 * per column; ruled tables get a line on every slot boundary that no span
 * crosses, booktabs three rules, zebra a grey band on every other body row.
 */
export function drawTable(canvas: PageCanvas, spec: TableSpec, x: number, top: number): DrawnTable {
  const size = spec.fontSize ?? 9;
  const leading = size * 1.25;
  const { cells, rows, cols } = placeCells(spec);
  const xs = edges(fittedWidths(spec, cells, cols, canvas, size), x);
  const band = leading + 2 * PAD_Y;
  const captionTop = top;
  if (spec.caption) top += band;
  const upright = (cell: PlacedCell) => canvas.measure(cell.lines[0] ?? "", size, cellFont(spec, cell));
  const ys = edges(rowHeights(cells, rows, leading, spec.padY ?? PAD_Y, upright), top);
  const right = xs[cols] ?? x;
  const gridBottom = ys[rows] ?? top;
  const bottom = gridBottom + (spec.note ? band : 0);
  const at = (list: number[], i: number) => list[i] ?? 0;
  if (spec.caption) canvas.text(x + PAD_X, captionTop + PAD_Y + size * 0.8, spec.caption, size, "Helvetica-Bold");
  if (spec.note) canvas.text(x + PAD_X, gridBottom + PAD_Y + size * 0.8, spec.note, size * 0.9);
  if (spec.style === "shaded") {
    for (const cell of cells) {
      const grey = cell.row < spec.headerRows ? 0.78 : 0.9;
      const cx0 = at(xs, cell.col),
        cx1 = at(xs, cell.col + cell.colSpan);
      const cy0 = at(ys, cell.row),
        cy1 = at(ys, cell.row + cell.rowSpan);
      canvas.fill(cx0 + 1, cy0 + 1, cx1 - cx0 - 2, cy1 - cy0 - 2, grey);
    }
  }

  if (spec.style === "dark-header") {
    for (const cell of cells.filter((c) => c.row < spec.headerRows)) {
      const cx0 = at(xs, cell.col),
        cx1 = at(xs, cell.col + cell.colSpan);
      const cy0 = at(ys, cell.row),
        cy1 = at(ys, cell.row + cell.rowSpan);
      canvas.fill(cx0 + 1, cy0 + 1, cx1 - cx0 - 2, cy1 - cy0 - 2, DARK_HEADER_GREY);
    }
  }
  if (spec.style === "zebra") {
    for (let r = spec.headerRows; r < rows; r += 2) {
      canvas.fill(x, at(ys, r), right - x, at(ys, r + 1) - at(ys, r), 0.88);
    }
  }
  const tails = decimalTails(spec, cells, canvas, size);
  for (const cell of cells) {
    const font = cellFont(spec, cell);
    const cx0 = at(xs, cell.col);
    const cx1 = at(xs, cell.col + cell.colSpan);
    const columnAlign = spec.align?.[cell.col] ?? "left";
    const decimal = columnAlign === "decimal" && cell.colSpan === 1 && cell.row >= spec.headerRows && !cell.align;
    const align =
      cell.align ?? (cell.colSpan > 1 || columnAlign === "decimal" ? (decimal ? "right" : "center") : columnAlign);
    if (cell.passLine) {
      canvas.line((cx0 + cx1) / 2, at(ys, cell.row), (cx0 + cx1) / 2, at(ys, cell.row + cell.rowSpan), 0.75);
      continue;
    }
    if (cell.rotated) {
      // Centred across the column (the glyphs stand left of the baseline); a header from the row's
      // bottom up, a body cell (a group label beside its rows) centred down the rows it spans.
      const text = cell.lines[0] ?? "";
      const bottomY =
        cell.row < spec.headerRows
          ? at(ys, cell.row + cell.rowSpan) - (spec.padY ?? PAD_Y)
          : (at(ys, cell.row) + at(ys, cell.row + cell.rowSpan) + canvas.measure(text, size, font)) / 2;
      canvas.textUp((cx0 + cx1) / 2 + size * 0.35, bottomY, text, size, font);
      continue;
    }
    const marker = cell.marker ?? "";
    const markerWidth = marker ? canvas.measure(marker, size * MARKER_SIZE, font) : 0;
    const lines = drawnLines(cell);
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      // A right-aligned figure keeps its place and the marker hangs past it, as figures stay aligned in print.
      const w = canvas.measure(line, size, font) + (last && align !== "right" ? markerWidth : 0);
      const padX = spec.padX ?? PAD_X;
      // A decimal cell ends where its tail (from the point on) leaves the column's longest tail flush right.
      const shift = decimal ? (tails.get(cell.col) ?? 0) - canvas.measure(decimalTail(line), size, font) : 0;
      const tx =
        align === "right"
          ? cx1 - padX - w - shift
          : align === "center"
            ? (cx0 + cx1 - w) / 2
            : cx0 + padX + (cell.indent ?? 0);
      const grey = spec.style === "dark-header" && cell.row < spec.headerRows ? 1 : 0;
      const drop = cellDrop(spec, cell, ys, leading);
      const baseline = at(ys, cell.row) + (spec.padY ?? PAD_Y) + size * 0.8 + (i + drop) * leading;
      const glued = cell.leaders && spec.leaderStyle === "glued" && align === "left" && last;
      const shown = glued ? line + gluedDots(canvas, tx + w, cx1 - padX, size, font) : line;
      canvas.text(tx, baseline, shown, size, font, grey);
      if (cell.underline) canvas.line(tx, baseline + size * 0.15, tx + w, baseline + size * 0.15, 0.5);
      if (cell.strike) canvas.line(tx, baseline - size * 0.3, tx + w, baseline - size * 0.3, 0.5);
      if (last && marker)
        canvas.text(
          tx + canvas.measure(line, size, font),
          baseline - size * MARKER_RISE,
          marker,
          size * MARKER_SIZE,
          font,
          grey,
        );
      if (cell.symbol && i === 0) canvas.text(cx0 + padX, baseline, cell.symbol, size, font, grey);
      if (cell.leaders && spec.leaderStyle !== "glued" && align === "left" && last)
        drawLeaders(canvas, tx + w, cx1 - padX, baseline, size, spec.leaderStyle ?? "run");
    });
  }
  if (spec.ruleDash) canvas.dash(spec.ruleDash);
  if (spec.ruleDouble) canvas.double(spec.ruleDouble);
  if (spec.ruleDots) canvas.dots(spec.ruleDots);
  if (spec.style === "ruled") drawGridLines(canvas, cells, rows, cols, xs, ys);
  if (spec.style === "boxed-header" || spec.style === "open-boxed-header") {
    const headerCells = cells.filter((c) => c.row < spec.headerRows);
    drawGridLines(canvas, headerCells, spec.headerRows, cols, xs, ys);
  }
  if (spec.style === "open-boxed-header" || spec.style === "header-band") {
    const h = at(ys, spec.headerRows);
    canvas.line(x, top, right, top);
    canvas.line(x, h, right, h);
    canvas.line(x, top, x, h);
    canvas.line(right, top, right, h);
  }
  if (spec.style === "boxed-header" || spec.style === "framed-header")
    canvas.line(x, at(ys, spec.headerRows), right, at(ys, spec.headerRows));
  if (spec.caption && (spec.style === "ruled" || spec.style === "outline")) canvas.line(x, top, right, top);
  if (spec.note && (spec.style === "ruled" || spec.style === "outline")) canvas.line(x, gridBottom, right, gridBottom);
  const framed = ["outline", "ruled", "boxed-header", "framed-header"].includes(spec.style);
  if (framed) {
    top = captionTop;
    canvas.line(x, top, right, top);
    canvas.line(x, bottom, right, bottom);
    canvas.line(x, top, x, bottom);
    canvas.line(right, top, right, bottom);
  }
  if (spec.totalRules) {
    // Under the figures only, as accounts rule a sum: single above the total, double below it.
    const from = at(xs, 1);
    canvas.line(from, at(ys, rows - 1), right, at(ys, rows - 1), 0.5);
    canvas.line(from, gridBottom, right, gridBottom, 0.5);
    canvas.line(from, gridBottom + 2, right, gridBottom + 2, 0.5);
  }
  if (spec.style === "column-rules")
    for (let c = 0; c <= cols; c++) canvas.line(at(xs, c), top, at(xs, c), bottom, 0.5);
  if (spec.style === "row-rules") for (let r = 0; r <= rows; r++) canvas.line(x, at(ys, r), right, at(ys, r), 0.5);
  if (spec.style === "booktabs") {
    canvas.line(x, top, right, top, 1);
    canvas.line(x, at(ys, spec.headerRows), right, at(ys, spec.headerRows), 0.5);
    canvas.line(x, bottom, right, bottom, 1);
  }
  for (const r of spec.rulesAfter ?? []) {
    const overhang = spec.ruleOverhang ?? 0;
    canvas.line(x - overhang, at(ys, r + 1), right + overhang, at(ys, r + 1), 0.5);
  }
  if (spec.ruleDash) canvas.dash([]);
  if (spec.ruleDouble) canvas.double(0);
  if (spec.ruleDots) canvas.dots(0);
  return { x0: x, y0: captionTop, x1: right, y1: bottom };
}

/** The lines a cell prints: its text, or its symbol font code. */
function drawnLines(cell: PlacedCell): string[] {
  return cell.dingbat ? [cell.dingbat] : cell.lines;
}

/** The text of a figure from its first decimal point on ("" without one). */
function decimalTail(text: string): string {
  const point = text.indexOf(".");
  return point < 0 ? "" : text.slice(point);
}

/** Per decimal-aligned column, the widest tail (from the point on) of its body cells' lines. */
function decimalTails(spec: TableSpec, cells: PlacedCell[], canvas: PageCanvas, size: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const cell of cells) {
    if (spec.align?.[cell.col] !== "decimal" || cell.row < spec.headerRows || cell.colSpan !== 1) continue;
    for (const line of cell.lines) {
      const w = canvas.measure(decimalTail(line), size, cellFont(spec, cell));
      out.set(cell.col, Math.max(out.get(cell.col) ?? 0, w));
    }
  }
  return out;
}

/** Interior rulings: a segment on each slot boundary whose two sides belong to different cells. */
function drawGridLines(
  canvas: PageCanvas,
  cells: PlacedCell[],
  rows: number,
  cols: number,
  xs: number[],
  ys: number[],
): void {
  const owner: number[][] = Array.from({ length: rows }, () => Array<number>(cols).fill(-1));
  cells.forEach((cell, id) => {
    for (let r = cell.row; r < cell.row + cell.rowSpan; r++) {
      for (let c = cell.col; c < cell.col + cell.colSpan; c++) {
        const row = owner[r];
        if (row) row[c] = id;
      }
    }
  });
  const at = (list: number[], i: number) => list[i] ?? 0;
  for (let r = 1; r < rows; r++) {
    let start: number | null = null;
    for (let c = 0; c <= cols; c++) {
      const split = c < cols && owner[r - 1]?.[c] !== owner[r]?.[c];
      if (split && start === null) start = c;
      if (!split && start !== null) {
        canvas.line(at(xs, start), at(ys, r), at(xs, c), at(ys, r));
        start = null;
      }
    }
  }
  for (let c = 1; c < cols; c++) {
    let start: number | null = null;
    for (let r = 0; r <= rows; r++) {
      const split = r < rows && owner[r]?.[c - 1] !== owner[r]?.[c];
      if (split && start === null) start = r;
      if (!split && start !== null) {
        canvas.line(at(xs, c), at(ys, start), at(xs, c), at(ys, r));
        start = null;
      }
    }
  }
}
