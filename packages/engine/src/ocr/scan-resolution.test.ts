import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { ruledTablePdf } from "../testing/fixtures.js";
import { scannedPdf } from "../testing/scan.js";
import { LOW_SCAN_OCR_DPI, OCR_DPI, ocrResolution } from "./page-image.js";
import { scanResolution } from "./scan-resolution.js";

function resolutionOf(pdf: Uint8Array): number | null {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    return scanResolution(doc, 1);
  } finally {
    doc.destroy();
  }
}

describe("scan resolution", () => {
  it("reads the resolution a page was scanned at from its page image", () => {
    const born = ruledTablePdf().bytes;
    expect(resolutionOf(scannedPdf(born, { dpi: 200 }))).toBeCloseTo(200, 0);
    expect(resolutionOf(scannedPdf(born, { dpi: 300 }))).toBeCloseTo(300, 0);
  });

  it("is unknown on a page without a page-sized image", () => {
    expect(resolutionOf(ruledTablePdf().bytes)).toBeNull();
  });

  it("renders low-resolution scans larger for OCR, others at the usual resolution", () => {
    expect(ocrResolution(200)).toBe(LOW_SCAN_OCR_DPI);
    expect(ocrResolution(150)).toBe(LOW_SCAN_OCR_DPI);
    expect(ocrResolution(300)).toBe(OCR_DPI);
    expect(ocrResolution(600)).toBe(OCR_DPI);
    expect(ocrResolution(null)).toBe(OCR_DPI);
  });
});
