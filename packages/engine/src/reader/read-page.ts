import * as mupdf from "mupdf";
import type { BBox, FilledRect, Glyph, PageContent } from "../types.js";
import { EngineError } from "../errors.js";
import { createCollectDevice } from "./collect-device.js";
import { pageRotation } from "./page-rotation.js";
import { dedupeStore } from "./dedupe-glyphs.js";
import { dottedRules } from "./dotted-rules.js";
import { edgesOfCellsOnDarkerFills } from "./fill-edges.js";
import { textDrawnRules } from "./text-drawn-rules.js";
import { buildRulings, DEFAULT_RULING_TOLERANCES, type RulingTolerances } from "./rulings.js";

/**
 * Reads one page (1-based) in a single display pass: glyphs with boxes,
 * rulings and filled rectangles, all in top-left coordinates of the page as
 * displayed (/Rotate applied by MuPDF's page transform). Past `deadline`
 * (a performance.now() time) the pass stops collecting and page_timeout is thrown.
 */
export function readPage(
  doc: mupdf.Document,
  pageNumber: number,
  tolerances: RulingTolerances = DEFAULT_RULING_TOLERANCES,
  deadline = Infinity,
): PageContent {
  const count = doc.countPages();
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > count) {
    throw new EngineError("page_out_of_range", `Page ${pageNumber} does not exist; the document has ${count} page(s).`);
  }
  const page = doc.loadPage(pageNumber - 1);
  const { device, result, timedOut, release } = createCollectDevice(deadline);
  try {
    const [bx0, by0, bx1, by1] = page.getBounds();
    const width = bx1 - bx0;
    const height = by1 - by0;
    // Shift so the displayed page's top-left corner is (0, 0) even when the crop box is offset.
    page.run(device, mupdf.Matrix.translate(-bx0, -by0));
    device.close();
    if (timedOut())
      throw new EngineError("page_timeout", `Page ${pageNumber} took longer than its time budget to read.`);
    // The glyphs the dedupe keeps become objects here, at the reader's boundary; the store itself is dropped.
    const store = result.glyphs;
    const kept: Glyph[] = [];
    for (const i of dedupeStore(store, { width, height })) kept.push(store.glyphAt(i));
    // Rules drawn with characters ("-----", "|" in a monospaced report) are lines, not text (text-drawn-rules.ts).
    const drawnWithText = textDrawnRules(kept);
    const glyphs = drawnWithText.glyphs;
    // Dotted borders painted as tiny filled squares are rules, not filled boxes.
    const dotted = dottedRules(result.rects);
    // Cells painted light over a darker fill draw their borders with the fill showing between them (fill-edges.ts).
    const edges = edgesOfCellsOnDarkerFills(dotted.rest);
    const more = [...dotted.segments, ...edges, ...drawnWithText.segments];
    const segments = more.length ? [...result.segments, ...more] : result.segments;
    const rulings = buildRulings(segments, width, height, tolerances, dotted.rest);
    const filledRects: FilledRect[] = [];
    for (const r of dotted.rest) if (onPage(r.bbox, width, height)) filledRects.push({ bbox: r.bbox, grey: r.grey });
    const images: BBox[] = [];
    for (const b of result.images) if (onPage(b, width, height)) images.push(b);
    return {
      page: pageNumber,
      width,
      height,
      rotation: pageRotation(page),
      glyphs,
      rulings,
      filledRects,
      images,
      invisibleGlyphs: result.invisibleGlyphs,
    };
  } finally {
    release();
    device.destroy();
    page.destroy();
  }
}

/** Whether a box reaches onto the page (0..width x 0..height) at all. */
function onPage(b: BBox, width: number, height: number): boolean {
  return b.x1 > 0 && b.y1 > 0 && b.x0 < width && b.y0 < height;
}
