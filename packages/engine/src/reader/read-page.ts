import * as mupdf from "mupdf";
import type { FilledRect, PageContent } from "../types.js";
import { EngineError } from "../errors.js";
import { createCollectDevice } from "./collect-device.js";
import { pageRotation } from "./page-rotation.js";
import { dedupeGlyphs } from "./dedupe-glyphs.js";
import { buildRulings, DEFAULT_RULING_TOLERANCES, type RulingTolerances } from "./rulings.js";
import { mapList } from "../flatten.js";

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
  const { device, result, timedOut } = createCollectDevice(deadline);
  try {
    const [bx0, by0, bx1, by1] = page.getBounds();
    const width = bx1 - bx0;
    const height = by1 - by0;
    // Shift so the displayed page's top-left corner is (0, 0) even when the crop box is offset.
    page.run(device, mupdf.Matrix.translate(-bx0, -by0));
    device.close();
    if (timedOut())
      throw new EngineError("page_timeout", `Page ${pageNumber} took longer than its time budget to read.`);
    const glyphs = dedupeGlyphs(result.glyphs, { width, height });
    const rulings = buildRulings(result.segments, width, height, tolerances, result.rects);
    const filledRects: FilledRect[] = mapList(
      result.rects.filter((r) => r.bbox.x1 > 0 && r.bbox.y1 > 0 && r.bbox.x0 < width && r.bbox.y0 < height),
      (r) => ({ bbox: r.bbox, grey: r.grey }),
    );
    const images = result.images.filter((b) => b.x1 > 0 && b.y1 > 0 && b.x0 < width && b.y0 < height);
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
    device.destroy();
    page.destroy();
  }
}
