import { EngineError } from "../errors.js";
import { orientPage } from "../pipeline/orient.js";
import { DEFAULT_RULING_TOLERANCES } from "../reader/rulings.js";
import { openDocument } from "../reader/open-document.js";
import { readPage } from "../reader/read-page.js";
import { buildLines } from "../text/lines.js";
import type { BBox } from "../types.js";
import { findAnchor } from "./find-anchor.js";

/**
 * Where a template anchor's text is on one page of a PDF: the box (PDF
 * points, top-left origin of the page as displayed) of its first occurrence,
 * found exactly as extraction finds it (same text lines, same matching), or
 * null when the text is not on the page. A client places an anchored area
 * relative to this box's top-left corner. Throws EngineError
 * page_out_of_range, and what opening the PDF throws (password_required, ...).
 */
export function locateAnchor(
  pdf: Uint8Array,
  page: number,
  text: string,
  options: { password?: string } = {},
): BBox | null {
  const opened = openDocument(pdf, options.password);
  try {
    if (!Number.isInteger(page) || page < 1 || page > opened.pageCount) {
      throw new EngineError(
        "page_out_of_range",
        `Page ${page} does not exist; the document has ${opened.pageCount} page(s).`,
      );
    }
    const oriented = orientPage(readPage(opened.doc, page, DEFAULT_RULING_TOLERANCES));
    return findAnchor(buildLines(oriented.content.glyphs), text, oriented.toPage);
  } finally {
    opened.close();
  }
}
