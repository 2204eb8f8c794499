import { textOps } from "./layout.js";

/** Helvetica advance widths (em) of what figures hold, to right-align them as a typesetter does. */
const ADVANCE: Record<string, number> = { ".": 0.278, ",": 0.278, "(": 0.333, ")": 0.333, X: 0.667 };
const DIGIT = 0.556;

const LABELS = [
  "Total",
  "Violent crime",
  "Robbery",
  "Assault",
  "Property crime",
  "Burglary",
  "Larceny",
  "Vehicle theft",
  "Fraud",
  "Vandalism",
  "Weapons",
  "Gambling",
  "Liquor laws",
  "Vagrancy",
  "Curfew",
  "Runaways",
];
const HEADER = ["Offense", "Total", "Male", "Female", "Urban", "Rural"];

/** A borderless table laid out by `figureTable`: its rows (header first) and PDF operators. */
export interface FigureTable {
  rows: string[][];
  ops: string;
}

/**
 * A table of statistics in small type (`size` points, 7 by default): row
 * labels and five columns of right-aligned figures with one decimal place,
 * from "0.6" to "11,062.6", and "(X)" (not applicable) cells in its last two
 * rows, in the manner of statistical yearbooks. On a worn 200 dpi scan the
 * OCR engine misreads some of its figures outright and loses the opening
 * bracket of some "(X)" cells.
 */
export function figureTable(size = 7): FigureTable {
  const rights = [250, 310, 370, 430, 490];
  const rows: string[][] = [HEADER];
  const ops: string[] = [textOps(60, 100, HEADER[0]!, size)];
  HEADER.slice(1).forEach((h, c) => ops.push(textOps(rights[c]! - width(h, size), 100, h, size)));
  LABELS.forEach((label, i) => {
    const top = 100 + (i + 1) * size * 1.4;
    const figures = rights.map((_, c) => (i >= LABELS.length - 2 && c % 2 === 1 ? "(X)" : figure(i, c)));
    ops.push(textOps(60, top, label, size));
    figures.forEach((f, c) => ops.push(textOps(rights[c]! - width(f, size), top, f, size)));
    rows.push([label, ...figures]);
  });
  return { rows, ops: ops.join("\n") };
}

/** A figure with one decimal, of one to five digits before the point, the same for the same row and column. */
function figure(row: number, column: number): string {
  const n = ((row + 5) * 7919 * (column + 3) + column * 104_729) % 1_000_003;
  const digits = 1 + ((row * 3 + column) % 5);
  const value = (n % 10 ** digits) / 10;
  return value.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Width of the text in Helvetica at `size` points (the layout's letters are not needed, only figures and headers). */
function width(text: string, size: number): number {
  return [...text].reduce((w, ch) => w + (/\d/.test(ch) ? DIGIT : (ADVANCE[ch] ?? 0.6)), 0) * size;
}
