import * as mupdf from "mupdf";
import type { GrayImage } from "./gray-image.js";

/** OCR reads best at about this resolution. */
export const OCR_DPI = 300;
/**
 * A page scanned below LOW_SCAN_DPI is rendered at this resolution instead:
 * MuPDF's smooth upscaling gives the OCR engine larger, rounder letters,
 * which it reads better from a coarse or worn scan (measured effect in the
 * engine README, Scanned pages); a 300 dpi scan reads worse upscaled.
 */
export const LOW_SCAN_OCR_DPI = 400;
/** Scans below this resolution (pixels per inch) count as low resolution. */
export const LOW_SCAN_DPI = 260;

/** The resolution to render a page for OCR at, from the resolution it was scanned at (null: unknown). */
export function ocrResolution(scanDpi: number | null): number {
  return scanDpi !== null && scanDpi < LOW_SCAN_DPI ? LOW_SCAN_OCR_DPI : OCR_DPI;
}
/**
 * A page image is never larger than this many pixels (one byte each): a huge
 * page is rendered at a lower resolution instead, so memory stays bounded.
 */
export const MAX_OCR_PIXELS = 16_000_000;

/** A page rendered for OCR and how its pixels relate to page points. */
export interface PageImage {
  image: GrayImage;
  /** Pixels per point. */
  scale: number;
  dpi: number;
}

/**
 * Renders one page (1-based, as displayed, /Rotate applied) in greyscale at
 * OCR_DPI, or lower when that would pass MAX_OCR_PIXELS. MuPDF decodes
 * embedded images at the size they are drawn, so a huge scan costs no more.
 */
export function renderForOcr(doc: mupdf.Document, pageNumber: number, dpi = OCR_DPI): PageImage {
  const page = doc.loadPage(pageNumber - 1);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const area = Math.max(1, (x1 - x0) * (y1 - y0));
    const scale = Math.min(dpi / 72, Math.sqrt(MAX_OCR_PIXELS / area));
    const matrix = mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale));
    const pixmap = page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false, true);
    try {
      const width = pixmap.getWidth(),
        height = pixmap.getHeight(),
        stride = pixmap.getStride();
      const pixels = pixmap.getPixels();
      const data = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) data.set(pixels.subarray(y * stride, y * stride + width), y * width);
      return { image: { width, height, data }, scale, dpi: scale * 72 };
    } finally {
      pixmap.destroy();
    }
  } finally {
    page.destroy();
  }
}
