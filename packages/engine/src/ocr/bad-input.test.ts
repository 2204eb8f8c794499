import * as mupdf from "mupdf";
import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { MAX_OCR_PIXELS, renderForOcr } from "./page-image.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

/** A one-page PDF of the given size whose only content is a greyscale image filling it. */
function imagePdf(
  width: number,
  height: number,
  pixelsWide: number,
  pixelsHigh: number,
  shade: (x: number, y: number) => number,
): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, pixelsWide, pixelsHigh], false);
    const px = pixmap.getPixels();
    for (let y = 0; y < pixelsHigh; y++) for (let x = 0; x < pixelsWide; x++) px[y * pixelsWide + x] = shade(x, y);
    const image = new mupdf.Image(pixmap);
    pixmap.destroy();
    const resources = doc.addObject({ XObject: { Im0: doc.addImage(image) } });
    doc.insertPage(-1, doc.addPage([0, 0, width, height], 0, resources, `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`));
    const buffer = doc.saveToBuffer("compress");
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    doc.destroy();
  }
}

describe("OCR on pages that are not tables", () => {
  it("finds no table and no error on a photo (soft shapes and gradients)", async () => {
    const photo = imagePdf(612, 792, 600, 780, (x, y) => {
      const d = Math.hypot(x - 300, y - 350);
      return Math.max(0, Math.min(255, Math.round(120 + 100 * Math.sin(d / 40) + (y / 780) * 30)));
    });
    const result = await extractTables(photo, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toEqual([]);
    expect(result.pages[0]!.status).toBe("ok");
  }, 600_000);

  it("renders a huge page at a lower resolution, within the pixel cap", () => {
    const huge = imagePdf(14_400, 14_400, 64, 64, (x, y) => ((x + y) % 16 < 2 ? 0 : 255));
    const doc = mupdf.Document.openDocument(huge, "application/pdf");
    try {
      const { image, dpi } = renderForOcr(doc, 1);
      expect(image.width * image.height).toBeLessThanOrEqual(MAX_OCR_PIXELS);
      expect(image.data.length).toBe(image.width * image.height);
      expect(dpi).toBeLessThan(300);
    } finally {
      doc.destroy();
    }
  });
});
