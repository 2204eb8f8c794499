import { median } from "../geometry/median.js";
import { alongMeans } from "./along-means.js";
import type { GrayImage } from "./gray-image.js";
import { groupMask, rulingPixels, type PixelLine } from "./image-rulings.js";

/** At or above this grey level a pixel is paper (white). */
const PAPER_LEVEL = 240;
/**
 * What lies along each side of a white line, just past its edge, must be one fill, not type or
 * paper (over the whole line, or over each stretch of it that is kept: oneFillStretches): at least
 * this share of those pixels within FILL_TOLERANCE grey levels of their median, and that median not
 * paper. A fill is one level (a scan's grain moves it by about 25), and a
 * shaded cell's fill runs on past its white gap for the cell's padding before its text starts;
 * type is black strokes, grey edges and paper between letters. Without it, the strip of paper
 * between a bold header's words and the grey stripe under them (the letters on one side, the
 * stripe on the other) passed for a white ruling on a 200 dpi scan, and its zebra table was cut
 * apart.
 */
const MIN_FILL_SHARE = 0.8;
const FILL_TOLERANCE = 40;
/**
 * The sides are read at least this far (inches) past the line's edge: clear of its blurred edge,
 * inside a cell's padding; ...
 */
const SIDE_INCH = 0.005;
/**
 * ... or further out, up to this far (inches), where the levels along the side read darkest (their
 * median): a worn copy's blur spreads a light fill's edge into its gap, and 0.005 in past the
 * paper-level core of a 200 dpi copy read at 400 dpi a 228 fill still reads 240-247, the paper level,
 * so every row gap of a table of such cells was dropped; 0.0125 in out it reads 228-231. A clean
 * copy's fill is as dark at once and is read where it was.
 */
const MAX_SIDE_INCH = 0.0125;
/**
 * The candidate test reads levels averaged over this far (inches) either side along the line, not
 * single pixels: a worn copy's grain lifts about an eighth of a light fill's pixels to the paper
 * level and darkens some of a gap's under it, and at a column gap's best pixel column 0.74-0.75 of
 * the pixels passed, under the share a run needs. Averaged along the line the grain evens out while
 * the gap's edges, across it, stay sharp.
 */
const ALONG_INCH = 0.005;
/**
 * A line whose sides are not one fill over its length is judged in windows a ruling long, this
 * many starting within each window's length, so a stretch's ends fall within an eighth of one.
 */
const WINDOWS_PER_RULING = 8;
/**
 * A pixel short of the paper level is a white line's too when it is at least this many grey levels
 * lighter than both its sides (each averaged along the line, ALONG_INCH): a worn copy's blur fills a
 * thin white gap between mid-grey cells with their grey, and on a 200 dpi copy read at 400 dpi the
 * gaps parting a grey header's cells (fill 186) peaked at 230-232, never the paper level, so the
 * header's two rows were one. Type on paper is lighter than its sides nowhere but in its paper,
 * which the paper test covers already; the sides must still be one fill (MIN_FILL_SHARE).
 */
const LIGHTER_BY = 24;

/**
 * White lines between tinted areas: a table drawn as shaded cells separated
 * by paper-white gaps (the born-digital reader takes white lines on a dark
 * background as rulings too, reader/rulings.ts) has no ink lines for
 * findPixelLines. A pixel belongs to such a line when it is paper and the
 * pixels a gap's width away on both sides across the line are not (tinted
 * or ink), each level averaged over a few pixels along the line (ALONG_INCH);
 * runs of them as long as a ruling, bridging the white lines they cross, on
 * neighbouring rows, join into one line no thicker than a gap. Only the
 * stretches with one fill past both edges, clear of their blur, are kept
 * (MIN_FILL_SHARE, MAX_SIDE_INCH).
 */
export function findBackgroundLines(img: GrayImage, dpi: number): PixelLine[] {
  // the same sizes as ink rulings: the widest white gap taken for a ruling is as thick as the thickest ink line
  const { minLen, maxThick } = rulingPixels(dpi);
  const reach = maxThick + 1;
  // Where a white line crosses another, its pixels fail the test (the pixels beside them lie in the
  // other line, paper) for as long as that line is thick, up to maxThick: bridged as a break. With
  // only an ink ruling's breaks bridged, a column gap was cut at every row gap a pixel thicker, and
  // rows shorter than a ruling's least length (0.3 in) left it no run at all.
  const maxGap = maxThick;
  const radius = Math.max(1, Math.round(ALONG_INCH * dpi));
  const { width, height } = img;
  const white = whiteLineMask(alongMeans(img, "horizontal", radius), alongMeans(img, "vertical", radius), reach);
  const horizontal = groupMask(white, HORIZONTAL_WHITE, width, height, minLen, maxGap, maxThick, "horizontal");
  const vertical = groupMask(white, VERTICAL_WHITE, width, height, minLen, maxGap, maxThick, "vertical");
  const past = Math.max(1, Math.round(SIDE_INCH * dpi)),
    farthest = Math.max(past, Math.round(MAX_SIDE_INCH * dpi));
  // the grey levels `away` pixels past one edge, one a position along the line (farthest < reach: inside the image)
  const levelsPast = (line: PixelLine, side: -1 | 1, away: number): number[] => {
    const edge =
      side < 0 ? Math.floor(line.at - (line.thickness - 1) / 2) : Math.ceil(line.at + (line.thickness - 1) / 2);
    const across = edge + side * away;
    const levels: number[] = [];
    for (let along = line.from; along <= line.to; along++) {
      const [x, y] = line.orientation === "horizontal" ? [along, across] : [across, along];
      levels.push(x >= 0 && y >= 0 && x < img.width && y < img.height ? img.data[y * img.width + x]! : 255);
    }
    return levels;
  };
  // Read clear of the blurred edge: the darkest of the sides `past` to `farthest` out (MAX_SIDE_INCH),
  // and `past` beyond that too, as a fill runs on past its gap's edge: the tops of a worn line of type
  // under a grey stripe darken away from the paper between them, and read at their darkest alone
  // they passed for a fill (one of html_wrapped_tight_zebra's worn header rows).
  const alongSide = (line: PixelLine, side: -1 | 1): number[][] => {
    let away = past,
      darkest = median(levelsPast(line, side, past));
    for (let further = past + 1; further <= farthest; further++) {
      const level = median(levelsPast(line, side, further));
      if (level < darkest) [away, darkest] = [further, level];
    }
    return [levelsPast(line, side, away), levelsPast(line, side, away + past)];
  };
  return [...horizontal, ...vertical].flatMap((line) =>
    oneFillStretches([...alongSide(line, -1), ...alongSide(line, 1)], minLen).map(([from, to]) => ({
      ...line,
      from: line.from + from,
      to: line.from + to,
    })),
  );
}

/** Bits of a `whiteLineMask` byte: the pixel is a horizontal white line's, a vertical one's. */
export const HORIZONTAL_WHITE = 1;
export const VERTICAL_WHITE = 2;

/**
 * Which pixels are a white line's, both ways, one byte a pixel: HORIZONTAL_WHITE set when the
 * levels averaged along the rows (`alongRows`) make the pixel a horizontal line's, VERTICAL_WHITE
 * when those averaged down the columns (`alongColumns`) make it a vertical one's. A line's pixel is
 * paper, or LIGHTER_BY lighter than both sides, with both sides tinted, not paper: the pixels
 * `reach` before and after it across the line (up and down from a horizontal line's pixel, left and
 * right from a vertical one's). A pixel whose side lies outside the image is none.
 */
export function whiteLineMask(alongRows: GrayImage, alongColumns: GrayImage, reach: number): Uint8Array {
  const { width, height } = alongRows;
  const rows = alongRows.data,
    columns = alongColumns.data;
  const mask = new Uint8Array(width * height);
  const up = reach * width;
  for (let y = 0; y < height; y++) {
    if (y >= reach && y < height - reach) {
      for (let i = y * width, end = i + width; i < end; i++) {
        const before = rows[i - up]!,
          after = rows[i + up]!;
        if (before >= PAPER_LEVEL || after >= PAPER_LEVEL) continue;
        const level = rows[i]!;
        if (level >= PAPER_LEVEL || level >= Math.max(before, after) + LIGHTER_BY) mask[i] = HORIZONTAL_WHITE;
      }
    }
    for (let i = y * width + reach, end = (y + 1) * width - reach; i < end; i++) {
      const before = columns[i - reach]!,
        after = columns[i + reach]!;
      if (before >= PAPER_LEVEL || after >= PAPER_LEVEL) continue;
      const level = columns[i]!;
      if (level >= PAPER_LEVEL || level >= Math.max(before, after) + LIGHTER_BY) mask[i]! |= VERTICAL_WHITE;
    }
  }
  return mask;
}

/**
 * The stretches (first and last index) of a white line where the levels read along both its sides
 * are one fill. The whole line when it is; else the union of the windows, each a ruling's least
 * length, that are on both sides: the fill beside a white line may change along it (a vertical gap
 * passing a dark header cell, then lighter body cells, or shaded and white cells by turns), and
 * read over the whole length no one fill passes, so such a table lost its column rulings.
 */
function oneFillStretches(sides: number[][], window: number): [number, number][] {
  const n = sides[0]?.length ?? 0;
  if (sides.every(isOneFill)) return [[0, n - 1]];
  // Sides that read as paper over the line are no fills that change along it: on a worn copy a light
  // fill blurred into its gap reads at about the paper level, and windows would keep the stretches the
  // grain darkens, scraps of a grid that cut its table apart (a worn copy of shaded cells lost half its
  // score so).
  if (sides.some((levels) => median(levels) >= PAPER_LEVEL)) return [];
  const step = Math.max(1, Math.floor(window / WINDOWS_PER_RULING));
  const starts: number[] = [];
  for (let start = 0; start + window < n; start += step) starts.push(start);
  if (n >= window) starts.push(n - window);
  const stretches: [number, number][] = [];
  for (const start of starts) {
    const end = start + window;
    if (!sides.every((levels) => isOneFill(levels.slice(start, end)))) continue;
    const last = stretches[stretches.length - 1];
    if (last && start <= last[1] + 1) last[1] = end - 1;
    else stretches.push([start, end - 1]);
  }
  return stretches;
}

/** Whether grey `levels` read along a line are one fill, not paper (see MIN_FILL_SHARE). */
function isOneFill(levels: number[]): boolean {
  if (levels.length === 0) return false;
  const middle = median(levels);
  if (middle >= PAPER_LEVEL) return false;
  const near = levels.filter((v) => Math.abs(v - middle) <= FILL_TOLERANCE).length;
  return near >= MIN_FILL_SHARE * levels.length;
}
