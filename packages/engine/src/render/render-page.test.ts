import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { multiPagePdf, pageTreeLoopPdf, ruledTablePdf, twoTablesPdf } from "../testing/fixtures.js";
import { rotatePdf } from "../testing/make-pdf.js";
import { renderDebugImage } from "./debug-image.js";
import { renderPage } from "./render-page.js";

function size(png: Uint8Array): [number, number] {
  const image = new mupdf.Image(png);
  try {
    return [image.getWidth(), image.getHeight()];
  } finally {
    image.destroy();
  }
}

describe("renderPage", () => {
  it("renders the displayed page at the given scale", () => {
    // With /Rotate 90 the displayed page is landscape.
    const png = renderPage(rotatePdf(multiPagePdf(2).bytes, 90), 2, { scale: 0.5 });
    expect(size(png)).toEqual([396, 306]);
  });

  it("rejects a missing page and a silly scale", () => {
    const pdf = ruledTablePdf().bytes;
    expect(() => renderPage(pdf, 2)).toThrow(EngineError);
    expect(() => renderPage(pdf, 1, { scale: 0 })).toThrow(/scale/);
  });

  it("outlines a highlighted box in blue and leaves the rest of the page alone", () => {
    const pdf = ruledTablePdf().bytes;
    const box = { x0: 100, y0: 100, x1: 300, y1: 200 };
    const image = new mupdf.Image(renderPage(pdf, 1, { scale: 1, highlight: box }));
    const pixmap = image.toPixmap();
    try {
      const n = pixmap.getNumberOfComponents();
      const at = (x: number, y: number) => [
        ...pixmap.getPixels().slice(y * pixmap.getStride() + x * n, y * pixmap.getStride() + x * n + 3),
      ];
      expect(at(100, 150)).toEqual([37, 99, 235]);
      expect(at(299, 150)).toEqual([37, 99, 235]);
      expect(at(10, 10)).toEqual([255, 255, 255]);
    } finally {
      pixmap.destroy();
      image.destroy();
    }
  });

  it("draws the engine's view over the page", () => {
    const pdf = twoTablesPdf().bytes;
    const plain = renderPage(pdf, 1, { scale: 1 });
    const debug = renderDebugImage(pdf, 1, { scale: 1 });
    expect(debug.tables).toHaveLength(2);
    expect(size(debug.png)).toEqual(size(plain));
    expect(Buffer.compare(Buffer.from(debug.png), Buffer.from(plain))).not.toBe(0);
  });

  it("calls a page MuPDF cannot interpret damaged_pdf, in a sentence, as extraction does (debug and page images)", () => {
    const pdf = pageTreeLoopPdf(2).bytes;
    expect(renderDebugImage(pdf, 1, { scale: 1 }).png.length).toBeGreaterThan(0);
    let error: unknown;
    try {
      renderDebugImage(pdf, 2, { scale: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe("damaged_pdf");
    expect((error as Error).message).toMatch(/^Page 2 cannot be read: [^]*\.$/);
    // and the plain page image (the workspace's) the same
    expect(() => renderPage(pdf, 2, { scale: 1 })).toThrow(
      expect.objectContaining({ code: "damaged_pdf", message: expect.stringMatching(/^Page 2 cannot be read/) }),
    );
  });
});
