import * as mupdf from "mupdf";
import { EngineError } from "../errors.js";
import { pageReadError } from "../pipeline/page-failure.js";
import { openDocument } from "../reader/open-document.js";
import type { BBox } from "../types.js";
import { highlightBox } from "./highlight-box.js";
import { checkRenderScale } from "./render-scale.js";

/** How to render a page image. */
export interface RenderOptions {
  /** Pixels per PDF point (1 = 72 dpi); default 2. */
  scale?: number;
  password?: string;
  /** A box (PDF points, top-left origin) to outline and tint, e.g. the table a preview points at. */
  highlight?: BBox;
}

/** Refuse images beyond this many pixels rather than exhaust memory. */
const MAX_PIXELS = 60_000_000;

/**
 * Renders one page (1-based, as displayed, /Rotate applied) to PNG bytes. A
 * point (x, y) of any engine bbox sits at pixel (x * scale, y * scale).
 */
export function renderPage(pdf: Uint8Array, page: number, options: RenderOptions = {}): Uint8Array {
  const opened = openDocument(pdf, options.password);
  try {
    const scale = options.scale ?? 2;
    return withPagePixmap(opened.doc, page, scale, (pixmap) => {
      if (options.highlight) highlightBox(pixmap, options.highlight, scale);
      return pixmap.asPNG().slice();
    });
  } catch (error) {
    // a page MuPDF cannot interpret is `damaged_pdf` in a sentence, as extraction reports it
    throw pageReadError(error, page);
  } finally {
    opened.close();
  }
}

/**
 * Renders a page to an RGB pixmap and hands it to `use` (together with the
 * matrix from page points to pixels); the pixmap is freed afterwards.
 */
export function withPagePixmap<T>(
  doc: mupdf.Document,
  page: number,
  scale: number,
  use: (pixmap: mupdf.Pixmap, matrix: mupdf.Matrix) => T,
): T {
  checkRenderScale(scale);
  const count = doc.countPages();
  if (!Number.isInteger(page) || page < 1 || page > count) {
    throw new EngineError("page_out_of_range", `Page ${page} does not exist; the document has ${count} page(s).`);
  }
  const p = doc.loadPage(page - 1);
  try {
    const [x0, y0, x1, y1] = p.getBounds();
    if ((x1 - x0) * (y1 - y0) * scale * scale > MAX_PIXELS) {
      throw new EngineError(
        "invalid_options",
        `The page image at scale ${scale} would be too large; use a smaller scale.`,
      );
    }
    const matrix = mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale));
    const pixmap = p.toPixmap(matrix, mupdf.ColorSpace.DeviceRGB, false, true);
    try {
      return use(pixmap, mupdf.Matrix.scale(scale, scale));
    } finally {
      pixmap.destroy();
    }
  } finally {
    p.destroy();
  }
}
