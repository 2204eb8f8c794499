import * as mupdf from "mupdf";

/**
 * Builds a small PDF from raw page content streams (PDF operators), with
 * Helvetica as /F1. Used by tests to make exactly the page a case needs.
 */
export function makePdf(pages: { content: string; width?: number; height?: number; rotate?: 0 | 90 | 180 | 270 }[], saveOptions = ""): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    for (const p of pages) {
      const resources = doc.addObject({ Font: { F1: font } });
      const page = doc.addPage([0, 0, p.width ?? 612, p.height ?? 792], (p.rotate ?? 0) as mupdf.Rotate, resources, p.content);
      doc.insertPage(-1, page);
    }
    const buffer = doc.saveToBuffer(saveOptions);
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    doc.destroy();
  }
}

/** Re-saves a PDF with MuPDF save options (e.g. encryption). */
export function resavePdf(bytes: Uint8Array, saveOptions: string): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const buffer = doc.saveToBuffer(saveOptions);
    const out = buffer.asUint8Array().slice();
    buffer.destroy();
    return out;
  } finally {
    doc.destroy();
  }
}

/** Sets /Rotate on every page of a PDF. */
export function rotatePdf(bytes: Uint8Array, degrees: number): Uint8Array {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    for (let i = 0; i < doc.countPages(); i++) doc.findPage(i).put("Rotate", degrees);
    const buffer = doc.saveToBuffer("");
    const out = buffer.asUint8Array().slice();
    buffer.destroy();
    return out;
  } finally {
    doc.destroy();
  }
}
