import type { BBox, ExtractWarning, Glyph, PageContent } from "../types.js";
import { isUnreadable } from "./glyph-census.js";

/** A page whose images cover this share of it and that has little text looks scanned. */
const SCAN_IMAGE_COVER = 0.5;
/** "Little text": fewer readable glyphs than this on an image-covered page. */
const SCAN_MAX_GLYPHS = 120;
/** Below this share of readable glyphs the text layer is garbage (unmapped glyph codes). */
const MIN_READABLE_SHARE = 0.5;
/** How much a table's confidence keeps when its page's content stream was damaged. */
export const DAMAGED_PAGE_FACTOR = 0.5;
/** How much a table's confidence keeps when the file needed repairing before it could be read. */
export const REPAIRED_FILE_FACTOR = 0.85;

/**
 * `no_text_layer` when the page has something drawn but no text the engine can
 * use: no glyphs at all, only invisible glyphs (an OCR layer) or unmapped ones
 * (what other tools print as "(cid:N)"), or a page-sized image with little text
 * on it. Blank pages get no warning: there is nothing on them to miss.
 * `unreadableCount`: the page's unreadable glyphs, when already counted.
 */
export function textLayerWarning(
  content: PageContent,
  unreadableCount = countUnreadable(content.glyphs),
): ExtractWarning | null {
  const drawn =
    content.glyphs.length + content.rulings.length + content.filledRects.length + (content.images?.length ?? 0);
  if (drawn === 0) return null;
  const visible = content.glyphs.length - (content.invisibleGlyphs ?? 0);
  const readable = content.glyphs.length - unreadableCount - (content.invisibleGlyphs ?? 0);
  const cover = imageCover(content.images ?? [], content.width * content.height);
  const warn = (why: string): ExtractWarning => ({
    page: content.page,
    code: "no_text_layer",
    message: `Page ${content.page} has no usable text layer (${why}); it looks scanned or its text is drawn as shapes, so tables on it cannot be read.`,
  });
  if (content.glyphs.length === 0) return warn("no text at all");
  if (visible <= 0) return warn("only invisible text");
  if (readable < MIN_READABLE_SHARE * visible) return warn("most characters have no known Unicode value");
  if (cover >= SCAN_IMAGE_COVER && readable < SCAN_MAX_GLYPHS)
    return warn(`an image covers ${Math.round(cover * 100)}% of it and there is little text`);
  return null;
}

/** How many of the glyphs the reader could not map to a character (`glyphCensus` counts them with the directions). */
function countUnreadable(glyphs: readonly Glyph[]): number {
  let count = 0;
  for (const g of glyphs) if (isUnreadable(g.text)) count++;
  return count;
}

/** `damaged_content` from what MuPDF reported while reading the page, or null when it said nothing. */
export function damagedPageWarning(page: number, libraryMessages: readonly string[]): ExtractWarning | null {
  if (libraryMessages.length === 0) return null;
  return {
    page,
    code: "damaged_content",
    message: `Page ${page} is damaged (${libraryMessages[0]}); what it shows may be incomplete, so tables on it may miss rows.`,
  };
}

/** Share of the page covered by the largest image (images rarely overlap on scans). */
function imageCover(images: readonly BBox[], pageArea: number): number {
  if (pageArea <= 0) return 0;
  let best = 0;
  for (const b of images) best = Math.max(best, Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0));
  return Math.min(1, best / pageArea);
}
