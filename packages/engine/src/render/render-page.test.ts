import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { multiPagePdf, ruledTablePdf, twoTablesPdf } from "../testing/fixtures.js";
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

  it("draws the engine's view over the page", () => {
    const pdf = twoTablesPdf().bytes;
    const plain = renderPage(pdf, 1, { scale: 1 });
    const debug = renderDebugImage(pdf, 1, { scale: 1 });
    expect(debug.tables).toHaveLength(2);
    expect(size(debug.png)).toEqual(size(plain));
    expect(Buffer.compare(Buffer.from(debug.png), Buffer.from(plain))).not.toBe(0);
  });
});
