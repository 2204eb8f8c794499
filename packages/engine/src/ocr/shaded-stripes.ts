import { median } from "../geometry/median.js";
import type { FilledRect } from "../types.js";
import { INK_LEVEL, type GrayImage } from "./gray-image.js";

/** The image is looked at in cells this wide and this tall (inches): a word is several cells wide, a stripe several tall. */
const CELL_WIDTH_INCH = 0.1;
const CELL_HEIGHT_INCH = 0.02;
/** A cell whose light pixels (above the ink level) are fewer than this share is text or a line: it neither makes nor breaks a stripe. */
const MIN_LIGHT_SHARE = 0.5;
/**
 * A cell is shaded when the median of its light pixels is this many grey
 * levels under the paper's. A pale zebra fill (0.9 grey, level 230) sits 25 under
 * clean paper; a worn copy's grain (amplitude 24) lifts it and lowers the
 * paper, leaving about 12 between them.
 */
const MIN_SHADE_DROP = 7;
/** The paper's level: this quantile of the light cells' levels (most of a page is paper; a zebra table's stripes cover well under half). */
const PAPER_QUANTILE = 0.7;
/** A stripe is at least this wide (inches): a table's row, not a shaded word or a tinted box. */
const MIN_STRIPE_INCH = 1.5;
/** ... and at least this tall (inches): a thin tinted line is a ruling, found elsewhere. */
const MIN_STRIPE_HEIGHT_INCH = 0.06;
/**
 * At least this share of a stripe's cells are shaded (the others hold its
 * text), and this lesser share of each of its rows of cells: a row through
 * the middle of its line of text is mostly letters.
 */
const MIN_SHADED_SHARE = 0.6;
const MIN_ROW_SHADED_SHARE = 0.2;
/** Rows of cells join into one stripe when their runs overlap across this share of the narrower. */
const MIN_ROW_OVERLAP = 0.8;

interface Run {
  from: number;
  to: number;
  level: number;
  shaded: number;
}

interface Band {
  top: number;
  bottom: number;
  from: number;
  to: number;
  levels: number[];
  cells: number;
  shaded: number;
}

/**
 * Pale shaded bands across a scanned page, in points (pixels divided by
 * `scale`): the zebra stripes of a table whose every other row is tinted.
 * The born-digital reader hands such fills to the stream detector as filled
 * rectangles, which group a row's wrapped lines into one row
 * (stream/rules.ts, `stripesAcross`); in a scan they are only a slightly
 * darker paper. The page is cut into small cells; a cell is shaded when its
 * light pixels' median level is clearly under the paper's, and a row of
 * cells holds a stripe where shaded cells (and cells of text between them)
 * run unbroken by paper over at least MIN_STRIPE_INCH; such runs on
 * neighbouring rows of cells make one band. Darker fills are left to the
 * dark bands and ruling stages: their pixels count as ink here.
 */
export function findShadedStripes(img: GrayImage, dpi: number, scale: number): FilledRect[] {
  const cw = Math.max(2, Math.round(CELL_WIDTH_INCH * dpi)),
    ch = Math.max(1, Math.round(CELL_HEIGHT_INCH * dpi));
  const cols = Math.floor(img.width / cw),
    rows = Math.floor(img.height / ch);
  if (cols < 1 || rows < 1) return [];
  const levels = cellLevels(img, cw, ch, cols, rows);
  const light = [...levels].filter((m) => m >= 0).sort((a, b) => a - b);
  if (!light.length) return [];
  const paper = light[Math.min(light.length - 1, Math.floor(PAPER_QUANTILE * light.length))]!;
  const minCells = Math.ceil((MIN_STRIPE_INCH * dpi) / cw);
  const bands: Band[] = [];
  let open: Band[] = [];
  for (let r = 0; r <= rows; r++) {
    const runs = r < rows ? stripeRuns(levels.subarray(r * cols, (r + 1) * cols), paper, minCells) : [];
    const next: Band[] = [];
    for (const run of runs) {
      const band = open.find((b) => overlapShare(b, run) >= MIN_ROW_OVERLAP);
      if (band) {
        open = open.filter((b) => b !== band);
        next.push({
          top: band.top,
          bottom: r,
          from: Math.min(band.from, run.from),
          to: Math.max(band.to, run.to),
          levels: [...band.levels, run.level],
          cells: band.cells + run.to - run.from + 1,
          shaded: band.shaded + run.shaded,
        });
      } else {
        next.push({ top: r, bottom: r, ...run, levels: [run.level], cells: run.to - run.from + 1 });
      }
    }
    bands.push(...open);
    open = next;
  }
  const minRows = Math.ceil((MIN_STRIPE_HEIGHT_INCH * dpi) / ch);
  return bands
    .filter((b) => b.bottom - b.top + 1 >= minRows && b.shaded >= MIN_SHADED_SHARE * b.cells)
    .map((b) => ({
      bbox: {
        x0: (b.from * cw) / scale,
        y0: (b.top * ch) / scale,
        x1: ((b.to + 1) * cw) / scale,
        y1: ((b.bottom + 1) * ch) / scale,
      },
      grey: Math.round((median(b.levels) / 255) * 1000) / 1000,
    }))
    .sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0);
}

/**
 * Median level of each cell's light pixels, row by row; -1 for a cell of
 * mostly ink. The median, not the mean: the soft edges of letters on white
 * paper are light pixels too, and would pull a cell of text under the paper.
 */
function cellLevels(img: GrayImage, cw: number, ch: number, cols: number, rows: number): Float32Array {
  const levels = new Float32Array(cols * rows);
  const bins = 255 - INK_LEVEL;
  const hist = new Uint32Array(cols * bins);
  const need = MIN_LIGHT_SHARE * cw * ch;
  const { width, data } = img;
  for (let r = 0; r < rows; r++) {
    hist.fill(0);
    for (let y = r * ch; y < (r + 1) * ch; y++) {
      for (let c = 0, i = y * width; c < cols; c++) {
        // bin 0 is the level just lighter than the ink level
        const base = c * bins - INK_LEVEL - 1;
        for (const end = i + cw; i < end; i++) {
          const v = data[i]!;
          if (v > INK_LEVEL) hist[base + v]!++;
        }
      }
    }
    for (let c = 0; c < cols; c++) {
      let count = 0;
      for (let b = 0; b < bins; b++) count += hist[c * bins + b]!;
      if (count < need) {
        levels[r * cols + c] = -1;
        continue;
      }
      let seen = 0,
        b = 0;
      while (b < bins - 1 && (seen += hist[c * bins + b]!) < count / 2) b++;
      levels[r * cols + c] = INK_LEVEL + 1 + b;
    }
  }
  return levels;
}

/** Runs of shaded and ink cells on one row of cells, unbroken by paper, wide enough and partly shaded. */
function stripeRuns(row: Float32Array, paper: number, minCells: number): Run[] {
  const runs: Run[] = [];
  let start = -1,
    shaded = 0,
    sum = 0;
  const flush = (end: number) => {
    if (start >= 0 && end - start + 1 >= minCells && shaded >= MIN_ROW_SHADED_SHARE * (end - start + 1))
      runs.push({ from: start, to: end, level: sum / shaded, shaded });
    start = -1;
    shaded = 0;
    sum = 0;
  };
  for (let c = 0; c < row.length; c++) {
    const m = row[c]!;
    const isPaper = m >= 0 && m > paper - MIN_SHADE_DROP;
    if (isPaper) {
      flush(c - 1);
      continue;
    }
    if (start < 0) start = c;
    if (m >= 0) {
      shaded++;
      sum += m;
    }
  }
  flush(row.length - 1);
  // Ink cells at a run's ends belong to whatever is beside it, not to the stripe.
  return runs.map((r) => {
    let { from, to } = r;
    while (from < to && row[from]! < 0) from++;
    while (to > from && row[to]! < 0) to--;
    return { ...r, from, to };
  });
}

function overlapShare(band: Band, run: Run): number {
  const overlap = Math.min(band.to, run.to) - Math.max(band.from, run.from) + 1;
  return overlap / Math.min(band.to - band.from + 1, run.to - run.from + 1);
}
