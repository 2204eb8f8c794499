import type { PageCanvas } from "../pdf/canvas.js";

/** Filler prose around tables, so detection must separate tables from paragraphs. */
export const PROSE = [
  "The figures below were compiled from the quarterly returns of each depot. Amounts are in euros",
  "and rounded to the nearest unit; a dash marks a depot that did not report in the period, and",
  "negative values are shown in parentheses. Totals may not add up because of rounding.",
];

/** Draws lines of prose from `top` and returns the y below the last line. */
export function drawProse(canvas: PageCanvas, lines: string[], x: number, top: number, size = 10): number {
  const leading = size * 1.35;
  lines.forEach((line, i) => canvas.text(x, top + size + i * leading, line, size));
  return top + lines.length * leading + size * 0.5;
}
