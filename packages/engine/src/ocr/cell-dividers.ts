import { isLineInk } from "./hairlines.js";
import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import { rulingPixels, type PixelLine } from "./image-rulings.js";

/**
 * Only horizontal lines at least this long (inches) bound rows: a table's rules. A shorter one
 * may be the bottoms of a word's letters in a row, found as a line before the words are read.
 */
const MIN_BOUND_INCH = 1;
/** Two horizontal lines this far apart (inches) or less can bound one row of cells. */
const MAX_ROW_INCH = 1;
/** ... and at least this far: closer lines are a double rule. */
const MIN_ROW_INCH = 0.06;
/** A divider is ink over at least this share of the height between the two lines. */
const MIN_FILL = 0.9;
/** Beside a divider, at this distance (inches) either side, at most this share is ink: a bold letter's stroke has its other strokes there. */
const SIDE_INCH = 0.01;
const MAX_SIDE_INK = 0.3;

/**
 * Short vertical lines that run from one horizontal line to the next: the
 * lines between the cells of a boxed header row. A ruling is found as a long
 * run of ink (image-rulings.ts, at least 0.3 in); such a divider is only a
 * row tall (a 9 pt header is about 0.25 in), so it was missed, the OCR engine
 * read it as a "|" joined to the cell beside it ("Budget|"), and the table
 * lacked the line a born-digital page gives it. A divider is a run of
 * columns, no thicker than a ruling, inked over MIN_FILL of the height between
 * two horizontal `lines` (at least MIN_BOUND_INCH long) that overlap there
 * (MIN_ROW_INCH to MAX_ROW_INCH apart, no other such line between), with paper beside it, away from the
 * vertical lines already found. Returns them as pixel lines from one
 * horizontal line to the other.
 */
export function findCellDividers(img: GrayImage, lines: readonly PixelLine[], dpi: number): PixelLine[] {
  const { maxThick } = rulingPixels(dpi);
  const horizontal = lines
    .filter((l) => l.orientation === "horizontal" && l.to - l.from + 1 >= MIN_BOUND_INCH * dpi)
    .sort((a, b) => a.at - b.at);
  const vertical = lines.filter((l) => l.orientation === "vertical");
  const side = Math.max(1, Math.round(SIDE_INCH * dpi));
  const out: PixelLine[] = [];
  for (let i = 0; i < horizontal.length; i++) {
    const top = horizontal[i]!;
    for (let j = i + 1; j < horizontal.length; j++) {
      const bottom = horizontal[j]!;
      const gap = bottom.at - top.at;
      if (gap > MAX_ROW_INCH * dpi) break;
      const from = Math.max(top.from, bottom.from),
        to = Math.min(top.to, bottom.to);
      if (gap < MIN_ROW_INCH * dpi || from >= to) continue;
      const y0 = Math.ceil(top.at + top.thickness / 2),
        y1 = Math.floor(bottom.at - bottom.thickness / 2);
      if (y1 - y0 < 2) continue;
      // most columns are paper: give up on one as soon as it has more paper than a divider may
      const allowedPaper = y1 - y0 + 1 - MIN_FILL * (y1 - y0 + 1);
      const inked = (x: number) => {
        let paper = 0;
        for (let y = y0; y <= y1; y++) if (!isLineInk(img, x, y, "vertical") && ++paper > allowedPaper) return false;
        return true;
      };
      for (const [x0, x1] of runs(from, to, inked)) {
        const at = (x0 + x1) / 2,
          thickness = x1 - x0 + 1;
        if (thickness > maxThick) continue;
        if (
          vertical.some(
            (v) => Math.abs(v.at - at) <= (v.thickness + thickness) / 2 + side && v.from <= y1 && v.to >= y0,
          )
        )
          continue;
        if (inkShare(img, x0 - side - 1, y0, y1) > MAX_SIDE_INK || inkShare(img, x1 + side + 1, y0, y1) > MAX_SIDE_INK)
          continue;
        out.push({ orientation: "vertical", at, from: Math.round(top.at), to: Math.round(bottom.at), thickness });
      }
      // the next line down bounds the next row, not this one
      if (horizontalOverlap(top, bottom)) break;
    }
  }
  return out;
}

/** Runs [first, last] of consecutive x in from..to where `inked` holds. */
function runs(from: number, to: number, inked: (x: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let x = from; x <= to + 1; x++) {
    if (x <= to && inked(x)) {
      if (start < 0) start = x;
    } else if (start >= 0) {
      out.push([start, x - 1]);
      start = -1;
    }
  }
  return out;
}

function inkShare(img: GrayImage, x: number, y0: number, y1: number): number {
  if (x < 0 || x >= img.width) return 0;
  let n = 0;
  for (let y = y0; y <= y1; y++) if (img.data[y * img.width + x]! <= INK_LEVEL) n++;
  return n / (y1 - y0 + 1);
}

function horizontalOverlap(a: PixelLine, b: PixelLine): boolean {
  return Math.min(a.to, b.to) > Math.max(a.from, b.from);
}
