import type { RawSegment } from "../reader/raw-page.js";
import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import { HORIZONTAL_INK, lineInkMask, VERTICAL_INK } from "./hairlines.js";
import { isWordBar } from "./word-bars.js";
import { median } from "../geometry/median.js";

/** A line found in the image, in pixels: y (or x) is its centre across, from..to along it. */
export interface PixelLine {
  orientation: "horizontal" | "vertical";
  at: number;
  from: number;
  to: number;
  thickness: number;
}

/** Lengths in inches, turned into pixels with the image's resolution. */
const MIN_LINE_INCH = 0.3;
/** Gaps up to this (inches) inside a run are bridged: broken or faint scanned lines. */
const MAX_GAP_INCH = 0.02;
/** A run must be at least this share ink over its length. */
const MIN_FILL = 0.75;
/** Thicker than this (inches) is a filled block or a photo, not a ruling. */
const MAX_THICK_INCH = 0.05;
/**
 * A ruling is at least this many times as long as it is thick. In a worn scan
 * of small type the x-height band of a bold or tightly set word blurs into a
 * solid bar, paper above and below it, as thick as the thickest ruling and a
 * word long (about 0.04 x 0.3-0.6 in at 7 pt); erased as a line, the word is
 * lost to the OCR engine. A 1 pt rule is 0.3 in long at this ratio.
 */
const MIN_LENGTH_PER_THICKNESS = 20;
/**
 * A long solid bar may be thicker, up to this (inches): a table whose rows
 * are parted by grey bars edged with thin rules (about 0.1 in tall, grey
 * darker than the ink level) is ruled by them.
 */
export const MAX_BAR_THICK_INCH = 0.15;
/** ... when it is at least this long (inches), ... */
export const MIN_BAR_INCH = 2;
/**
 * ... and solid: at most this share of its pixels light. A dark band holding
 * white type (a header row, a total row, even one short word on a wide band:
 * about 1%) leaves more; erased as a ruling, its words would be lost.
 * Light is lighter than halfway from the bar's own median grey to white (and
 * than the ink level): a worn copy's grain lifts 8-9% of a grey bar (median
 * about 178) over the ink level, but hardly any of it past halfway (0.1%), where
 * white type in a band lies.
 */
const MAX_BAR_LIGHT = 0.002;
/** Rows just above and below a ruling are mostly paper; through a line of text they are ink too. */
const MAX_SIDE_INK = 0.3;
/** How far beside the line (inches) its sides are looked at. */
const SIDE_INCH = 0.01;

/** A ruling's least length, the widest gap bridged inside it and its greatest thickness, in pixels at `dpi`. */
export function rulingPixels(dpi: number): { minLen: number; maxGap: number; maxThick: number } {
  return {
    minLen: Math.max(8, Math.round(MIN_LINE_INCH * dpi)),
    maxGap: Math.max(1, Math.round(MAX_GAP_INCH * dpi)),
    maxThick: Math.max(3, Math.round(MAX_THICK_INCH * dpi)),
  };
}

/**
 * Long straight runs of dark pixels, horizontal and vertical: the ruling
 * lines of a scanned table. Runs may be broken by short gaps and may be faint
 * (anything at or below the ink level, or a hairline split over two rows:
 * `isLineInk`); runs on neighbouring rows (columns)
 * that overlap join into one line, which is dropped when it is too thick
 * to be a ruling (a long solid bar may be thicker: MAX_BAR_THICK_INCH), or
 * thick for its length (MIN_LENGTH_PER_THICKNESS).
 */
export function findPixelLines(img: GrayImage, dpi: number): PixelLine[] {
  const { minLen, maxGap, maxThick } = rulingPixels(dpi);
  const barThick = Math.max(maxThick, Math.round(MAX_BAR_THICK_INCH * dpi)),
    barLen = MIN_BAR_INCH * dpi;
  const { width, height } = img;
  const ink = lineInkMask(img);
  const horizontal = groupMask(ink, HORIZONTAL_INK, width, height, minLen, maxGap, barThick, "horizontal");
  const vertical = groupMask(ink, VERTICAL_INK, width, height, minLen, maxGap, barThick, "vertical");
  const side = Math.max(1, Math.round(SIDE_INCH * dpi));
  return [...horizontal, ...vertical].filter((l) => {
    if (l.thickness > maxThick && (l.to - l.from + 1 < barLen || lightShare(img, l) > MAX_BAR_LIGHT)) return false;
    if (l.to - l.from + 1 < MIN_LENGTH_PER_THICKNESS * l.thickness) return false;
    const [before, after] = sideInk(img, l, side);
    return (before + after) / 2 <= MAX_SIDE_INK;
  });
}

/**
 * Share of the pixels inside a line's box, its soft edge rows left out, that
 * are light: lighter than halfway from their median grey to white, and than
 * the ink level (see MAX_BAR_LIGHT).
 */
function lightShare(img: GrayImage, l: PixelLine): number {
  const half = l.thickness / 2;
  const a0 = Math.ceil(l.at - half) + 1,
    a1 = Math.floor(l.at + half) - 1;
  const counts = new Uint32Array(256);
  let all = 0;
  for (let a = a0; a <= a1; a++) {
    for (let p = l.from; p <= l.to; p++) {
      const [x, y] = l.orientation === "horizontal" ? [p, a] : [a, p];
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      all++;
      counts[img.data[y * img.width + x]!]!++;
    }
  }
  if (all === 0) return 0;
  let level = 0;
  for (let seen = counts[0]!; seen * 2 < all;) seen += counts[++level]!;
  const light = Math.max(INK_LEVEL, (level + 255) / 2);
  let lighter = 0;
  for (let v = Math.floor(light) + 1; v < 256; v++) lighter += counts[v]!;
  return lighter / all;
}

/** Ink share of the lines of pixels just beside a line, on each side (outside the image counts as paper). */
function sideInk(img: GrayImage, l: PixelLine, side: number): [number, number] {
  const half = l.thickness / 2;
  const sides = [Math.floor(l.at - half) - side, Math.ceil(l.at + half) + side];
  const length = l.to - l.from + 1;
  return sides.map((a) => {
    let ink = 0;
    for (let p = l.from; p <= l.to; p++) {
      const [x, y] = l.orientation === "horizontal" ? [p, a] : [a, p];
      if (x >= 0 && y >= 0 && x < img.width && y < img.height && img.data[y * img.width + x]! <= INK_LEVEL) ink++;
    }
    return length <= 0 ? 0 : ink / length;
  }) as [number, number];
}

interface OpenLine {
  first: number;
  last: number;
  from: number;
  to: number;
}

/** Scans `lines` lines of `length` pixels each for runs, and joins runs of neighbouring lines. */
export function group(
  lines: number,
  length: number,
  ink: (line: number, pos: number) => boolean,
  minLen: number,
  maxGap: number,
  maxThick: number,
  orientation: PixelLine["orientation"],
): PixelLine[] {
  return joinRuns(lines, (line) => runsOf(length, (pos) => ink(line, pos), minLen, maxGap), maxThick, orientation);
}

/**
 * `group` over a mask of ink the image's size (one byte a pixel, rows top to bottom, ink where
 * `bit` is set): the rows' runs for horizontal lines, the columns' for vertical ones. The same
 * lines, from tight loops that read the mask in its order.
 */
export function groupMask(
  mask: Uint8Array,
  bit: number,
  width: number,
  height: number,
  minLen: number,
  maxGap: number,
  maxThick: number,
  orientation: PixelLine["orientation"],
): PixelLine[] {
  if (orientation === "horizontal")
    return joinRuns(height, (y) => rowRuns(mask, bit, y * width, width, minLen, maxGap), maxThick, orientation);
  const runs = columnRuns(mask, bit, width, height, minLen, maxGap);
  return joinRuns(width, (x) => runs[x] ?? [], maxThick, orientation);
}

/** Takes each line's runs (`runsOfLine`) in turn and joins runs of neighbouring lines that overlap. */
function joinRuns(
  lines: number,
  runsOfLine: (line: number) => [number, number][],
  maxThick: number,
  orientation: PixelLine["orientation"],
): PixelLine[] {
  const out: PixelLine[] = [];
  let open: OpenLine[] = [];
  const close = (l: OpenLine) => {
    const thickness = l.last - l.first + 1;
    if (thickness <= maxThick) out.push({ orientation, at: (l.first + l.last) / 2, from: l.from, to: l.to, thickness });
  };
  for (let line = 0; line <= lines; line++) {
    const runs = line < lines ? runsOfLine(line) : [];
    if (runs.length === 0 && open.length === 0) continue;
    const next: OpenLine[] = [];
    for (const [from, to] of runs) {
      const joined = open.filter((o) => o.last === line - 1 && o.from <= to && from <= o.to);
      if (joined.length === 0) {
        next.push({ first: line, last: line, from, to });
        continue;
      }
      const merged = joined.reduce(
        (a, b) => ({
          first: Math.min(a.first, b.first),
          last: line,
          from: Math.min(a.from, b.from),
          to: Math.max(a.to, b.to),
        }),
        { first: line, last: line, from, to },
      );
      open = open.filter((o) => !joined.includes(o));
      next.push(merged);
    }
    for (const o of open) close(o);
    open = next;
  }
  return out;
}

/** Runs of ink at least minLen long, bridging gaps up to maxGap, mostly ink. */
function runsOf(length: number, ink: (pos: number) => boolean, minLen: number, maxGap: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1,
    last = -1,
    filled = 0;
  const flush = () => {
    if (start >= 0 && last - start + 1 >= minLen && filled >= MIN_FILL * (last - start + 1)) runs.push([start, last]);
    start = -1;
    filled = 0;
  };
  for (let pos = 0; pos < length; pos++) {
    if (!ink(pos)) continue;
    if (start >= 0 && pos - last - 1 > maxGap) flush();
    if (start < 0) start = pos;
    last = pos;
    filled++;
  }
  flush();
  return runs;
}

/** `runsOf` the row of the mask that starts at index `first`. */
function rowRuns(
  mask: Uint8Array,
  bit: number,
  first: number,
  length: number,
  minLen: number,
  maxGap: number,
): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1,
    last = -1,
    filled = 0;
  for (let pos = 0, i = first; pos < length; pos++, i++) {
    if ((mask[i]! & bit) === 0) continue;
    if (start >= 0 && pos - last - 1 > maxGap) {
      if (last - start + 1 >= minLen && filled >= MIN_FILL * (last - start + 1)) runs.push([start, last]);
      start = -1;
      filled = 0;
    }
    if (start < 0) start = pos;
    last = pos;
    filled++;
  }
  if (start >= 0 && last - start + 1 >= minLen && filled >= MIN_FILL * (last - start + 1)) runs.push([start, last]);
  return runs;
}

/**
 * `runsOf` each column of the mask (an entry only for a column with runs), the columns followed
 * side by side down the rows, each with its own run under way, so the mask is read in its order.
 */
function columnRuns(
  mask: Uint8Array,
  bit: number,
  width: number,
  height: number,
  minLen: number,
  maxGap: number,
): ([number, number][] | undefined)[] {
  const runs: ([number, number][] | undefined)[] = new Array<undefined>(width);
  const start = new Int32Array(width).fill(-1),
    last = new Int32Array(width).fill(-1),
    filled = new Int32Array(width);
  for (let y = 0; y <= height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      // past the last row every column's run under way ends
      if (y < height && (mask[i]! & bit) === 0) continue;
      const from = start[x]!,
        to = last[x]!;
      if (from >= 0 && (y === height || y - to - 1 > maxGap)) {
        if (to - from + 1 >= minLen && filled[x]! >= MIN_FILL * (to - from + 1)) (runs[x] ??= []).push([from, to]);
        start[x] = -1;
        filled[x] = 0;
      }
      if (y === height) continue;
      if (start[x]! < 0) start[x] = y;
      last[x] = y;
      filled[x]!++;
    }
  }
  return runs;
}

/**
 * In a worn scan the blurred baseline (or tops) of a row of digits can pass
 * for a short ruling (paper on one side, the digits on the other), and
 * erasing it cuts the digits in half. So a line shorter than this (inches),
 * about a number's width, is erased only when both its sides are paper: at
 * most SHORT_SIDE_INK ink just beside it on either side.
 */
export const SHORT_LINE_INCH = 0.6;
const SHORT_SIDE_INK = 0.2;

/**
 * Paints the lines white, a pixel wider each side, so the OCR engine sees
 * only the text; a short line with ink right beside it on one side (see
 * SHORT_LINE_INCH) or a word-long bar of blurred letters (`isWordBar`) is
 * left (it still counts as a ruling until the words read over it say
 * otherwise: lines-through-words.ts).
 *
 * The band's rows past the line's dark core (`lineCore`: its blurred edge
 * and the pixel more) are kept where a glyph reaches them from outside: the
 * two pixels just past the band on that side are as dark as the core's edge
 * (a grey fill beside the line is not) and lie in no line's band; and only on
 * a side where the line's edge is blurred (MIN_EDGE_ROWS). Type set just
 * above a rule has a comma's tail and descenders in that edge; painted over,
 * every glyph of the row ended on one flat bottom and the OCR engine read
 * "1,250" as "1.250" (a worn 200 dpi copy read at 400 dpi, where the blur
 * widens the line's edge to 2-3 pixels a side; bench/README.md, scanned
 * copies). Inside the core a glyph cannot be told from the line and is
 * painted over as before.
 */
export function eraseLines(img: GrayImage, lines: readonly PixelLine[], dpi: number): GrayImage {
  const data = img.data.slice();
  const side = Math.max(1, Math.round(SIDE_INCH * dpi));
  const bands = bandMask(img, lines);
  const { width, height } = img;
  for (const l of lines) {
    if (l.to - l.from + 1 < SHORT_LINE_INCH * dpi && Math.max(...sideInk(img, l, side)) > SHORT_SIDE_INK) continue;
    if (isWordBar(img, l, dpi)) continue;
    const horizontal = l.orientation === "horizontal";
    const across = horizontal ? height : width,
      along = horizontal ? width : height;
    // (x, y) is (p, a) along a horizontal line, (a, p) down a vertical one
    const at = (p: number, a: number) => (horizontal ? a * width + p : p * width + a);
    const { a0, a1 } = band(l);
    const { core0, core1, level, greyBefore, greyAfter } = lineCore(img, l, a0, a1);
    // a glyph's stroke is as dark as the line's core at least; a grey fill beside the line is not
    const dark = Math.min(INK_LEVEL, level);
    // a sharp line's band is its core and the one pixel more: only a blurred edge holds a glyph's foot
    const blurredBefore = greyBefore >= MIN_EDGE_ROWS,
      blurredAfter = greyAfter >= MIN_EDGE_ROWS;
    const outsideInk = (p: number, a: number) =>
      a >= 0 && a < across && img.data[at(p, a)]! <= dark && bands[at(p, a)] === 0;
    for (let p = Math.max(0, l.from); p <= Math.min(along - 1, l.to); p++) {
      const keepBefore = blurredBefore && outsideInk(p, a0 - 1) && outsideInk(p, a0 - 2),
        keepAfter = blurredAfter && outsideInk(p, a1 + 1) && outsideInk(p, a1 + 2);
      for (let a = Math.max(0, a0); a <= Math.min(across - 1, a1); a++) {
        if ((a < core0 && keepBefore) || (a > core1 && keepAfter)) continue;
        data[at(p, a)] = 255;
      }
    }
  }
  return { width: img.width, height: img.height, data };
}

/**
 * The rows (columns) of a line's dark core: those whose median grey along the line is at least
 * halfway from the band's lightest median (paper past the line's blurred edge) to its darkest;
 * that halfway level; and how many rows each side of the core are still grey (EDGE_GREY darker
 * than paper): the line's blurred edge.
 */
function lineCore(
  img: GrayImage,
  l: PixelLine,
  a0: number,
  a1: number,
): { core0: number; core1: number; level: number; greyBefore: number; greyAfter: number } {
  const horizontal = l.orientation === "horizontal";
  const across = horizontal ? img.height : img.width,
    along = horizontal ? img.width : img.height;
  const from = Math.max(0, l.from),
    to = Math.min(along - 1, l.to);
  const step = Math.max(1, Math.floor((to - from + 1) / 200));
  const rowMedian = (a: number) => {
    if (a < 0 || a >= across) return 255;
    const levels: number[] = [];
    for (let p = from; p <= to; p += step) levels.push(img.data[horizontal ? a * img.width + p : p * img.width + a]!);
    return median(levels);
  };
  const medians: number[] = [];
  for (let a = a0; a <= a1; a++) medians.push(rowMedian(a));
  const darkest = Math.min(...medians),
    lightest = Math.max(medians[0]!, medians[medians.length - 1]!);
  const half = (darkest + lightest) / 2;
  let core0 = a1,
    core1 = a0;
  medians.forEach((m, i) => {
    if (m > half) return;
    core0 = Math.min(core0, a0 + i);
    core1 = Math.max(core1, a0 + i);
  });
  if (core0 > core1) return { core0: a0, core1: a1, level: half, greyBefore: 0, greyAfter: 0 };
  // the blurred edge: rows outside the core still darker than the paper a little past the band
  const paper = Math.max(rowMedian(a0 - PAPER_ROWS), rowMedian(a1 + PAPER_ROWS));
  const grey = (m: number) => m < paper - EDGE_GREY;
  const greyBefore = medians.slice(0, core0 - a0).filter(grey).length,
    greyAfter = medians.slice(core1 - a0 + 1).filter(grey).length;
  return { core0, core1, level: half, greyBefore, greyAfter };
}

/**
 * Grey rows of a line's blurred edge, on one side, for a glyph's foot to be kept there: a clean
 * 300 dpi copy's line is sharp (its edge a row of anti-aliasing at most), and keeping its edge
 * under the figures of tabula_puertos1's clean copy made more of its commas read as points, not
 * fewer (0.84 -> 0.81).
 */
const MIN_EDGE_ROWS = 2;
/** A row of a line's band is grey, part of its blurred edge, when its median along the line is this much darker than paper. */
const EDGE_GREY = 8;
/** Paper is read this many rows past the band (its own outer rows may still be the blurred edge). */
const PAPER_ROWS = 3;

/** The rows (columns) `eraseLines` paints for a line: its thickness and a pixel more each side. */
function band(l: PixelLine): { a0: number; a1: number } {
  const half = Math.ceil(l.thickness / 2) + 1;
  return { a0: Math.floor(l.at - half), a1: Math.ceil(l.at + half) };
}

/** 1 on every pixel of some line's band (`band`), 0 elsewhere: ink there is a line's, not a glyph's. */
function bandMask(img: GrayImage, lines: readonly PixelLine[]): Uint8Array {
  const { width, height } = img;
  const mask = new Uint8Array(width * height);
  for (const l of lines) {
    const { a0, a1 } = band(l);
    const horizontal = l.orientation === "horizontal";
    const across = horizontal ? height : width,
      along = horizontal ? width : height;
    for (let a = Math.max(0, a0); a <= Math.min(across - 1, a1); a++)
      for (let p = Math.max(0, l.from); p <= Math.min(along - 1, l.to); p++)
        mask[horizontal ? a * width + p : p * width + a] = 1;
  }
  return mask;
}

/** The lines as drawn-line pieces in page points (pixels divided by `scale`), for the reader's ruling builder. */
export function toSegments(lines: readonly PixelLine[], scale: number): RawSegment[] {
  return lines.map((l) => {
    const at = l.at / scale,
      from = l.from / scale,
      to = (l.to + 1) / scale,
      width = l.thickness / scale;
    return l.orientation === "horizontal"
      ? { orientation: "horizontal", x0: from, y0: at, x1: to, y1: at, width, grey: 0 }
      : { orientation: "vertical", x0: at, y0: from, x1: at, y1: to, width, grey: 0 };
  });
}
