import * as mupdf from "mupdf";

/** An image must cover at least this share of the page to count as the page's scan. */
const MIN_PAGE_SHARE = 0.25;

/**
 * The resolution (pixels per inch, the lower of its two axes) at which the
 * largest image on a page is drawn, when that image covers a good part of the
 * page: for a scanned page, the resolution it was scanned at. Null when the
 * page has no such image (vector drawing, text, small pictures) or cannot be
 * drawn.
 */
export function scanResolution(doc: mupdf.Document, pageNumber: number): number | null {
  const page = doc.loadPage(pageNumber - 1);
  let best: { area: number; dpi: number } | null = null;
  // Every callback argument is a kept object; free each at once (see reader/collect-device.ts).
  const device = new mupdf.Device({
    fillImage(image, ctm) {
      const across = Math.hypot(ctm[0], ctm[1]),
        down = Math.hypot(ctm[2], ctm[3]);
      const area = across * down;
      if (across > 0 && down > 0 && (!best || area > best.area)) {
        best = { area, dpi: Math.min((image.getWidth() * 72) / across, (image.getHeight() * 72) / down) };
      }
      image.destroy();
    },
  });
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    page.run(device, mupdf.Matrix.identity);
    device.close();
    const found = best as { area: number; dpi: number } | null;
    const pageArea = Math.max(1, (x1 - x0) * (y1 - y0));
    return found && found.area >= MIN_PAGE_SHARE * pageArea ? found.dpi : null;
  } catch {
    return null;
  } finally {
    device.destroy();
    page.destroy();
  }
}
