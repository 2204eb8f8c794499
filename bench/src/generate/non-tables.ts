import type { PageCanvas } from "../pdf/canvas.js";

/** A vertical bar chart: category labels under the bars, value ticks on the left, grid lines. */
export interface BarChart {
  title: string;
  labels: string[];
  values: number[];
  /** Value of the top grid line; ticks every quarter of it. */
  max: number;
}

/**
 * Draws a bar chart as office tools export one: a title, horizontal grid
 * lines with tick labels, a filled bar per category and its label below.
 * Returns the y below it. It is not a table and must not be reported as one.
 */
export function drawBarChart(canvas: PageCanvas, chart: BarChart, x: number, top: number): number {
  const plotLeft = x + 40;
  const plotTop = top + 20;
  const height = 150;
  const barWidth = 28;
  const step = 46;
  const plotRight = plotLeft + chart.labels.length * step + 10;
  canvas.text(x, top + 11, chart.title, 10, "Helvetica-Bold");
  for (let i = 0; i <= 4; i++) {
    const y = plotTop + height - (height * i) / 4;
    canvas.line(plotLeft, y, plotRight, y, 0.3);
    const label = String(Math.round((chart.max * i) / 4));
    canvas.text(plotLeft - 6 - canvas.measure(label, 8), y + 3, label, 8);
  }
  canvas.line(plotLeft, plotTop, plotLeft, plotTop + height, 0.5);
  chart.labels.forEach((label, i) => {
    const bx = plotLeft + 10 + i * step;
    const h = (height * (chart.values[i] ?? 0)) / chart.max;
    canvas.fill(bx, plotTop + height - h, barWidth, h, 0.45);
    canvas.text(bx + barWidth / 2 - canvas.measure(label, 8) / 2, plotTop + height + 12, label, 8);
  });
  return plotTop + height + 18;
}

/** Two columns of prose side by side; returns the y below the longer one. */
export function drawColumns(
  canvas: PageCanvas,
  columns: [string[], string[]],
  x: number,
  top: number,
  width: number,
  size = 9.5,
): number {
  const leading = size * 1.35;
  const gutter = 18;
  const colWidth = (width - gutter) / 2;
  columns.forEach((lines, c) =>
    lines.forEach((line, i) => canvas.text(x + c * (colWidth + gutter), top + size + i * leading, line, size)),
  );
  return top + Math.max(columns[0].length, columns[1].length) * leading + size * 0.5;
}

/**
 * A table of contents: each entry's title at the left, dot leaders (every '.'
 * its own text object, a space apart) to its page number set flush right at
 * `x + width`. Returns the y below it. A list, not a table.
 */
export function drawContents(
  canvas: PageCanvas,
  entries: [string, number][],
  x: number,
  top: number,
  width: number,
  size = 10,
): number {
  const leading = size * 1.6;
  const pitch = canvas.measure(". ", size);
  entries.forEach(([title, page], i) => {
    const baseline = top + size + i * leading;
    const number = String(page);
    const numberX = x + width - canvas.measure(number, size);
    canvas.text(x, baseline, title, size);
    const dot = canvas.measure(".", size);
    for (let d = x + canvas.measure(`${title} `, size); d + dot <= numberX - pitch; d += pitch)
      canvas.text(d, baseline, ".", size);
    canvas.text(numberX, baseline, number, size);
  });
  return top + entries.length * leading + size * 0.5;
}

/** A bullet list (a small filled square, indent, text); returns the y below it. */
export function drawBullets(canvas: PageCanvas, items: string[], x: number, top: number, size = 10): number {
  const leading = size * 1.4;
  items.forEach((item, i) => {
    const baseline = top + size + i * leading;
    canvas.fill(x + 6, baseline - size * 0.4, size * 0.3, size * 0.3, 0);
    canvas.text(x + 18, baseline, item, size);
  });
  return top + items.length * leading + size * 0.5;
}

/**
 * A definition-list legend as printed under statistical tables: a heading
 * line (unless `heading` is false), then each symbol or term with its
 * meaning a fixed indent to the right, in smaller type by default. Returns the y below it. Not a table.
 */
export function drawDefinitions(
  canvas: PageCanvas,
  items: [string, string][],
  x: number,
  top: number,
  size = 8,
  heading = true,
): number {
  const leading = size * 1.35;
  const first = heading ? 1 : 0;
  if (heading) canvas.text(x, top + size, "Symbols used", size, "Helvetica-Bold");
  items.forEach(([term, meaning], i) => {
    const baseline = top + size + (i + first) * leading;
    canvas.text(x, baseline, term, size);
    canvas.text(x + 36, baseline, meaning, size);
  });
  return top + (items.length + first) * leading + size * 0.5;
}
