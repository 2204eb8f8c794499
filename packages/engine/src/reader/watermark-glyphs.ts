import { median } from "../geometry/median.js";
import type { Glyph, PageContent } from "../types.js";

/** A watermark's type is at least this many times the page's usual type ("DRAFT" across a page of 9 pt text). */
const WATERMARK_SIZE_RATIO = 2;
/** Text turned at least this far off the page's axes (and as far from the other axis) is set diagonally. */
const MIN_TURN = Math.tan((15 * Math.PI) / 180);
/** Neighbouring letters of one word stand at most this many ems apart (centre to centre), and not on one spot. */
const MAX_STEP_EMS = 1.5;
const MIN_STEP_EMS = 0.2;
/** Two glyphs are one size when they differ by less than this share. */
const SAME_SIZE = 0.01;

/**
 * A page without its watermark: large text set diagonally across it ("DRAFT", "COPY", "CONFIDENTIAL", turned
 * 30 to 60 degrees, light grey, under or over the content). Its letters are no one's cell: their boxes, upright
 * hulls of turned letters, cover rows of a table and the columns beside them, and the words they make break the
 * table's lines. A glyph goes when it and the glyph drawn next to it are one size, at least twice the page's
 * median size, and step from one to the other diagonally (at least 15 degrees off both axes), as letters of a
 * word turned across the page do. Text turned by a quarter (a sideways table, a heading written up the page) steps
 * along an axis and stays; so does diagonal text in the body's own size (a spreadsheet's angled column headings).
 * Large words printed over the page's text, upright or turned a little (a "CONFIDENTIAL" across a table, a
 * "PAID" rubber stamp over an invoice's figures), go too (`withoutOverprintedWords`). Returns the page itself
 * when nothing goes.
 */
export function withoutWatermarks(content: PageContent): PageContent {
  return withoutOverprintedWords(withoutTurnedWatermarks(content));
}

function withoutTurnedWatermarks(content: PageContent): PageContent {
  const glyphs = content.glyphs;
  if (!hasDiagonalStep(glyphs)) return content;
  const sizes: number[] = [];
  for (const g of glyphs) sizes.push(g.fontSize);
  const large = WATERMARK_SIZE_RATIO * median(sizes);
  const drop = new Uint8Array(glyphs.length);
  let any = false;
  for (let i = 0; i + 1 < glyphs.length; i++) {
    if (glyphs[i]!.fontSize < large || !diagonalStep(glyphs[i]!, glyphs[i + 1]!)) continue;
    drop[i] = drop[i + 1] = 1;
    any = true;
  }
  if (!any) return content;
  const kept: Glyph[] = [];
  for (let i = 0; i < glyphs.length; i++) if (!drop[i]) kept.push(glyphs[i]!);
  return { ...content, glyphs: kept };
}

/** Whether any two glyphs drawn one after the other step diagonally (the cheap test most pages stop at). */
function hasDiagonalStep(glyphs: readonly Glyph[]): boolean {
  for (let i = 0; i + 1 < glyphs.length; i++) if (diagonalStep(glyphs[i]!, glyphs[i + 1]!)) return true;
  return false;
}

/** Two glyphs of one size whose centres are a letter's step apart, diagonally. */
function diagonalStep(g: Glyph, h: Glyph): boolean {
  const size = g.fontSize;
  if (size <= 0 || Math.abs(h.fontSize - size) > SAME_SIZE * size) return false;
  const dx = Math.abs(h.bbox.x0 + h.bbox.x1 - g.bbox.x0 - g.bbox.x1) / 2;
  const dy = Math.abs(h.bbox.y0 + h.bbox.y1 - g.bbox.y0 - g.bbox.y1) / 2;
  // Letters on one line step along an axis: most pairs stop here, before any distance is taken.
  if (dy < MIN_TURN * dx || dx < MIN_TURN * dy) return false;
  const step = dx * dx + dy * dy;
  return step <= (MAX_STEP_EMS * size) ** 2 && step >= (MIN_STEP_EMS * size) ** 2;
}

/** A glyph of another's text lies under a large one when it is at most this share of the large one's size. */
const UNDER_SIZE_RATIO = 0.5;

/**
 * The page without large words printed over its text: a run of glyphs drawn one after another in one size, at
 * least twice the page's median size, goes when one of its letters' boxes holds the centre of a glyph of half its
 * size or less. A watermark set upright across a table ("CONFIDENTIAL" at 60 pt over 9 pt rows) or a rubber stamp
 * on an invoice ("PAID", "RECEIVED") lies over the table's words, and its letters would land in their cells or
 * make a line of their own. A heading, however large, stands clear of the text beside and under it, and a big
 * bracket or drop cap has the text beside it, not under it, so they stay.
 */
function withoutOverprintedWords(content: PageContent): PageContent {
  const glyphs = content.glyphs;
  if (glyphs.length < 2) return content;
  // The cheap test most pages stop at: no glyph twice the size of the smallest, so none twice the median.
  let least = Infinity;
  let most = 0;
  for (const g of glyphs) {
    if (g.fontSize > 0 && g.fontSize < least) least = g.fontSize;
    if (g.fontSize > most) most = g.fontSize;
  }
  if (most < WATERMARK_SIZE_RATIO * least) return content;
  const sizes: number[] = [];
  for (const g of glyphs) sizes.push(g.fontSize);
  const large = WATERMARK_SIZE_RATIO * median(sizes);
  let drop: Uint8Array | null = null;
  for (let start = 0; start < glyphs.length;) {
    const size = glyphs[start]!.fontSize;
    let end = start + 1;
    if (size >= large) while (end < glyphs.length && Math.abs(glyphs[end]!.fontSize - size) <= SAME_SIZE * size) end++;
    if (size >= large && end - start >= 2 && coversSmallText(glyphs, start, end, size * UNDER_SIZE_RATIO)) {
      drop ??= new Uint8Array(glyphs.length);
      drop.fill(1, start, end);
    }
    start = end;
  }
  if (drop === null) return content;
  const kept: Glyph[] = [];
  for (let i = 0; i < glyphs.length; i++) if (!drop[i]) kept.push(glyphs[i]!);
  return { ...content, glyphs: kept };
}

/** Whether a glyph in [start, end) holds the centre of some glyph no larger than `under`. */
function coversSmallText(glyphs: readonly Glyph[], start: number, end: number, under: number): boolean {
  // The run's hull first, so most glyphs are passed over with four comparisons.
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = start; i < end; i++) {
    const b = glyphs[i]!.bbox;
    x0 = Math.min(x0, b.x0);
    y0 = Math.min(y0, b.y0);
    x1 = Math.max(x1, b.x1);
    y1 = Math.max(y1, b.y1);
  }
  for (const h of glyphs) {
    if (h.fontSize > under) continue;
    const cx = (h.bbox.x0 + h.bbox.x1) / 2;
    const cy = (h.bbox.y0 + h.bbox.y1) / 2;
    if (cx <= x0 || cx >= x1 || cy <= y0 || cy >= y1 || h.text.trim() === "") continue;
    for (let i = start; i < end; i++) {
      const b = glyphs[i]!.bbox;
      if (cx > b.x0 && cx < b.x1 && cy > b.y0 && cy < b.y1) return true;
    }
  }
  return false;
}
